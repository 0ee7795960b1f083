const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_careers',
  exposes: { './mount': './src/mount.ts' },
  port: 3104,
});
