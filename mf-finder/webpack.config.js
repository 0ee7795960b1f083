const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_finder',
  exposes: { './mount': './src/mount.ts' },
  port: 3103,
});
