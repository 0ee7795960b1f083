import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './tools/lint/src/architecture-plugin.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const testFiles = ['**/*.test.{ts,tsx,js,mjs,cjs}', '**/*.spec.{ts,tsx}', '**/test/**', '**/test-support/**', 'e2e/**'];

export default tseslint.config(
  // tools/lint/test/fixtures/ holds code that breaks a rule on purpose; its test lints it.
  { ignores: ['tools/lint/test/fixtures/**', '**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '.nx/**', '.data/**', 'bench/**', '**/coverage/**', 'test-results/**'] },
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
    // The architecture (STYLE.md §12), by resolved path: remotes never import another remote or
    // the shell; packages never import apps; features never import each other nor src/app/.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { architecture },
    settings: { architecture: { root } },
    rules: {
      'architecture/remote-boundaries': 'error',
      'architecture/package-boundaries': 'error',
      'architecture/feature-boundaries': 'error',
    },
  },
  {
    // No import cycles: two modules that need each other share a piece that belongs in a third.
    // Each project's tsconfig paths resolve `@riviere/*` to the source they name, so a cycle
    // through a package is found too; node_modules is not followed. `import type` is not
    // followed either (the rule's design: types are gone at run time).
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'packages/*/tsconfig.json', 'services/*/tsconfig.json', 'shell/server/tsconfig.json'].map((glob) => path.join(root, glob)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The rules of hooks, without the React Compiler rules of the plugin's recommended set. Not
    // in Node-only code: Playwright fixtures call a `use` that is not React's.
    files: ['**/*.{ts,tsx}'],
    ignores: ['e2e/**', 'services/**', 'shell/server/**', 'scripts/**', 'tools/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region (a wide table on a phone) must take focus so a keyboard can scroll it
      // (WCAG 2.1.1; axe's scrollable-region-focusable): role="region" with a name and tabIndex 0.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // A suite either runs whole or fails: nothing focused, nothing skipped.
    files: testFiles,
    plugins: { architecture },
    rules: { 'architecture/no-focused-tests': 'error' },
  },
  {
    files: ['**/*.test.mjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // The booking remote's states carry what they have (its journey is one state per step): no
    // `x!` asserting a value is there.
    files: ['mf-booking/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // Nothing reads React's internals (the fiber and props it keeps on each element, the root on
    // its container): they change between React versions without notice. What the page needs to
    // know, React or the remote says through public APIs (see packages/mf-contract/README.md).
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[raw=/__react(Fiber|Props|Container)/]', 'TemplateElement[value.raw=/__react(Fiber|Props|Container)/]', 'Identifier[name=/__react(Fiber|Props|Container)/]'].map((selector) => ({
          selector,
          message: "React's internals (the fiber, props and root it keeps on elements) are not an API: use a public signal (an effect, an event the remote sends).",
        })),
      ],
    },
  },
  {
    // gtag() must push an `arguments` object: the tag manager ignores arrays.
    files: ['shell/src/layout/tag-manager.ts'],
    rules: { 'prefer-rest-params': 'off' },
  },
);
