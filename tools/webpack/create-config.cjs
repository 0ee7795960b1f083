// One webpack configuration for the shell and every remote: TypeScript through SWC, CSS in
// files (the CSP has no 'unsafe-inline'), module federation with React as a shared singleton.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { CopyPublicPlugin } = require('./copy-public-plugin.cjs');
const { PaintFirstPlugin } = require('./paint-first-plugin.cjs');
const { PreloadAsyncChunksPlugin } = require('./preload-async-chunks-plugin.cjs');
const { PreloadFontsPlugin } = require('./preload-fonts-plugin.cjs');

const root = path.resolve(__dirname, '../..');

/**
 * React is shared as a singleton and never eager: whoever loads first provides it. Every bundle
 * builds against the one exact React the repository installs, and its manifest says so
 * (`requiredVersion`): `npm run release -- set` refuses a remote built against another React, so
 * the shell and the remotes never run two Reacts' internals side by side (upgrade them together:
 * `release set mf-menus@2.0.0 mf-finder@3.1.0`).
 */
const REACT_VERSION = require(require.resolve('react/package.json', { paths: [root] })).version;
const SHARED = {
  react: { singleton: true, requiredVersion: REACT_VERSION },
  'react/': { singleton: true, requiredVersion: REACT_VERSION },
  'react-dom': { singleton: true, requiredVersion: REACT_VERSION },
  'react-dom/': { singleton: true, requiredVersion: REACT_VERSION },
};

/** Workspace packages are compiled from source, tree-shaken with the app. */
function aliases(production) {
  return {
    '@riviere/api-client': path.join(root, 'packages/api-client/src/index.ts'),
    // The shell's hold on a remote's server HTML until it hydrates (imported on its own path).
    '@riviere/mf-contract/pre-hydration': path.join(root, 'packages/mf-contract/src/pre-hydration.ts'),
    '@riviere/mf-contract': path.join(root, 'packages/mf-contract/src/index.ts'),
    '@riviere/design-tokens/layers.css': path.join(root, 'packages/design-tokens/src/layers.css'),
    '@riviere/design-tokens/tokens.css': path.join(root, 'packages/design-tokens/src/tokens.css'),
    '@riviere/design-tokens/fonts.css': path.join(root, 'packages/design-tokens/src/fonts.css'),
    '@riviere/design-tokens/base.css': path.join(root, 'packages/design-tokens/src/base.css'),
    '@riviere/design-tokens': path.join(root, 'packages/design-tokens/src/index.ts'),
    '@riviere/recaptcha': path.join(root, 'packages/recaptcha/src/index.ts'),
    '@riviere/restaurant-rules': path.join(root, 'packages/restaurant-rules/src/index.ts'),
    '@riviere/remote-kit/standalone.css': path.join(root, 'packages/remote-kit/src/standalone.css'),
    '@riviere/remote-kit/standalone': path.join(root, 'packages/remote-kit/src/standalone.tsx'),
    '@riviere/remote-kit/text': path.join(root, 'packages/remote-kit/src/text.ts'),
    '@riviere/remote-kit/server': path.join(root, 'packages/remote-kit/src/server-render.tsx'),
    '@riviere/remote-kit/picture': path.join(root, 'packages/remote-kit/src/content-picture.tsx'),
    '@riviere/remote-kit/content-picture.css': path.join(root, 'packages/remote-kit/src/content-picture.css'),
    '@riviere/remote-kit': path.join(root, 'packages/remote-kit/src/index.ts'),
    // react-router's package exports only name its development build; use its production build.
    ...(production
      ? {
          'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
          'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
        }
      : {}),
  };
}

/**
 * @param {object} options
 * @param {string} options.dir           the app folder (__dirname of its webpack.config.js)
 * @param {string} options.name          federation name, e.g. 'shell' or 'mf_menus'
 * @param {Record<string,string>} [options.exposes]  what a remote exposes
 * @param {boolean} [options.host]       the shell: serves index.html, publicPath '/'
 * @param {number} [options.port]        dev server port (a remote's standalone page)
 * @param {string[]} [options.runtimePlugins]
 * @param {RegExp[]} [options.preloadFonts]  the shell: font files its pages preload (by emitted name)
 */
function createConfig({ dir, name, exposes, host = false, port, runtimePlugins = [], preloadFonts = [] }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const pkg = require(path.join(dir, 'package.json'));
    // APP_VERSION lets a release build carry another version than package.json (e2e, hotfixes).
    const version = process.env.APP_VERSION || pkg.version;
    // A remote with a server entry builds it too, into dist/server/ (not for the dev server's standalone page).
    const server = !host && !env?.WEBPACK_SERVE && fs.existsSync(path.join(dir, SERVER_ENTRY));
    // `--env outputPath=<dir>` (the release CLI's build): both builds there instead of dist/.
    const outputPath = env?.outputPath ? path.resolve(env.outputPath) : path.join(dir, 'dist');
    const browser = browserConfig({ dir, name, exposes, host, port, runtimePlugins, preloadFonts, production, version, server, outputPath });
    return server ? [browser, serverConfig({ dir, production, version, outputPath })] : browser;
  };
}

/** Where a remote's server entry is (ARCHITECTURE: server rendering of remotes). */
const SERVER_ENTRY = 'src/server.tsx';

function browserConfig({ dir, name, exposes, host, port, runtimePlugins, preloadFonts, production, version, server, outputPath }) {
  return {
    name: 'browser',
    context: dir,
    entry: { main: './src/index.ts' },
    target: 'web',
    // No eval-based source maps: the site's CSP has no 'unsafe-eval', in development either.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: outputPath,
      // A remote's files are found relative to its manifest, so a build can live under any
      // versioned folder or origin without being rebuilt.
      publicPath: host ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      // The server build writes dist/server/ at the same time.
      clean: server ? { keep: /^server\// } : true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      // rxjs's ES2015 build uses native classes instead of tslib helpers: smaller bundles.
      conditionNames: ['es2015', '...'],
      alias: aliases(production),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(version) }),
      // moment's locale loader would bundle its 130+ locales; the site speaks en-GB only.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { exposes, filename: 'remoteEntry.js' } : {}),
        shared: SHARED,
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        runtimePlugins,
        // Browser-only builds: the runtime leaves out its Node code paths; a remote (which never
        // loads other remotes — they talk through the shell) leaves out remote loading; the
        // shell leaves out manifest ("snapshot") handling: it registers each remote by its entry
        // script, which the site server reads from the manifest (shell/src/federation/release.ts).
        experiments: { optimization: { target: 'web', disableRemote: !host, disableSnapshot: host } },
      }),
      new HtmlWebpackPlugin({
        template: path.join(dir, 'src/index.html'),
        scriptLoading: 'defer',
        inject: 'head',
        templateParameters: { version },
      }),
      ...(host ? [new PreloadAsyncChunksPlugin(), new PaintFirstPlugin()] : []),
      ...(preloadFonts.length > 0 ? [new PreloadFontsPlugin(preloadFonts)] : []),
      new CopyPublicPlugin(path.join(dir, 'public')),
    ],
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic' },
    devServer: port
      ? { port, historyApiFallback: true, hot: false, headers: { 'Access-Control-Allow-Origin': '*' }, client: { overlay: false } }
      : undefined,
  };
}

/**
 * A remote's server entry as one self-contained CommonJS file, `dist/server/remote-server.js`:
 * React, react-dom/server and every package bundled (only Node's built-ins stay outside), so
 * each published version loads and is dropped on its own, with no shared React to agree on.
 * Stylesheets compile to nothing; lazy imports are inlined (one file, hashed in the publish record).
 */
function serverConfig({ dir, production, version, outputPath }) {
  return {
    name: 'server',
    context: dir,
    entry: { 'remote-server': `./${SERVER_ENTRY}` },
    target: 'node20',
    devtool: false,
    output: {
      path: path.join(outputPath, 'server'),
      filename: 'remote-server.js',
      library: { type: 'commonjs2' },
      publicPath: '',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    externalsPresets: { node: true },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], conditionNames: ['es2015', '...'], alias: aliases(production) },
    module: {
      parser: { javascript: { dynamicImportMode: 'eager' } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
        { test: /\.css$/, use: [path.join(__dirname, 'empty-loader.cjs')] },
        // Same file names as the browser build, which is the one that serves them.
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(version) }),
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    performance: { hints: false },
    // Readable stack traces in the site server's log; the file is loaded once per version.
    optimization: { minimize: false, moduleIds: 'deterministic' },
  };
}

module.exports = { createConfig, SHARED, SERVER_ENTRY };
