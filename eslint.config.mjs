import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '.nx/**', '.data/**', 'bench/**', '**/coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', '**/webpack.config.js', '**/webpack.*.config.js', 'jest.preset.js', 'jest.jsdom-preset.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Packages are shared by every app: they never reach into one.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/services/**', '**/shell/**', '**/mf-*/**', '@riviere/brand-api'], message: 'Packages never import apps.' }] }],
    },
  },
  {
    files: ['**/*.test.mjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // gtag() must push an `arguments` object: the tag manager ignores arrays.
    files: ['shell/src/layout/tag-manager.ts'],
    rules: { 'prefer-rest-params': 'off' },
  },
);
