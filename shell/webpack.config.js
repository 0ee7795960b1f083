const path = require('node:path');
const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  runtimePlugins: [path.join(__dirname, 'src/federation/fallback-plugin.ts')],
  // Above the fold on every page: the headings' face (the hero's title, the LCP) and the body's.
  preloadFonts: [/^assets\/playfair-display-latin-700-normal\.[0-9a-f]+\.woff2$/, /^assets\/source-sans-3-latin-400-normal\.[0-9a-f]+\.woff2$/],
});
