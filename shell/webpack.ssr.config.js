// The shell's server-rendering bundle: one CommonJS file the site server requires.
const path = require('node:path');

module.exports = (_env, argv) => ({
  context: __dirname,
  target: 'node20',
  mode: argv.mode ?? 'production',
  entry: './src/ssr.tsx',
  devtool: false,
  output: { path: path.join(__dirname, 'dist-ssr'), filename: 'ssr.js', library: { type: 'commonjs2' }, clean: true },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs'],
    alias: {
      '@riviere/api-client': path.join(__dirname, '../packages/api-client/src/index.ts'),
      '@riviere/mf-contract/pre-hydration': path.join(__dirname, '../packages/mf-contract/src/pre-hydration.ts'),
      '@riviere/mf-contract': path.join(__dirname, '../packages/mf-contract/src/index.ts'),
      '@riviere/restaurant-rules': path.join(__dirname, '../packages/restaurant-rules/src/index.ts'),
      '@riviere/remote-kit/picture': path.join(__dirname, '../packages/remote-kit/src/content-picture.tsx'),
      // The federation runtime only runs in the browser (inside effects); the server gets a stub.
      '@module-federation/enhanced/runtime': path.join(__dirname, 'src/federation/server-runtime-stub.ts'),
    },
  },
  module: {
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } } } },
      },
      { test: /\.css$/, use: path.join(__dirname, '../tools/webpack/empty-loader.cjs') },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
});
