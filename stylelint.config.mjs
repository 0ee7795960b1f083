// Stylesheets (`npm run lint:css`, a step of `npm test` after eslint): the cascade layers and the
// class prefixes of tools/lint/src/stylelint-plugin.mjs, and a few of stylelint's own checks.
// Each part owns one class prefix; the shell's classes have none and may not take a part's.
const PARTS = {
  'rv-': 'design-tokens (shared components)',
  'rk-': 'remote-kit',
  'bk-': 'mf-booking',
  'cr-': 'mf-careers',
  'fd-': 'mf-finder',
  'mk-': 'mf-marketing',
  'mm-': 'mf-menus',
};

const FOLDERS = [
  ['packages/design-tokens', 'rv-'],
  ['packages/remote-kit', 'rk-'],
  ['mf-booking', 'bk-'],
  ['mf-careers', 'cr-'],
  ['mf-finder', 'fd-'],
  ['mf-marketing', 'mk-'],
  ['mf-menus', 'mm-'],
];

export default {
  plugins: ['./tools/lint/src/stylelint-plugin.mjs'],
  ignoreFiles: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '.nx/**', '.data/**', 'test-results/**'],
  rules: {
    'riviere/layers': [true, { elements: false }],
    'riviere/class-prefix': { prefix: null, parts: PARTS, shared: 'rv-' },
    'at-rule-no-unknown': true,
    'block-no-empty': true,
    'color-no-invalid-hex': true,
    'declaration-block-no-duplicate-properties': [true, { ignore: ['consecutive-duplicates-with-different-syntaxes'] }],
    'function-calc-no-unspaced-operator': true,
    'no-duplicate-at-import-rules': true,
    'no-invalid-double-slash-comments': true,
    'property-no-unknown': true,
    'selector-pseudo-class-no-unknown': true,
    'selector-pseudo-element-no-unknown': true,
    'unit-no-unknown': true,
  },
  overrides: [
    ...FOLDERS.map(([folder, prefix]) => ({
      files: [`${folder}/**/*.css`],
      rules: { 'riviere/class-prefix': { prefix, parts: PARTS, shared: 'rv-' } },
    })),
    // The one package that styles elements (reset and base layers).
    { files: ['packages/design-tokens/**/*.css'], rules: { 'riviere/layers': [true, { elements: true }] } },
  ],
};
