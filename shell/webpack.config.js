const path = require('node:path');
const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  runtimePlugins: [path.join(__dirname, 'src/federation/fallback-plugin.ts')],
});
