/** @type {import('jest').Config} */
module.exports = { ...require('../../jest.jsdom-preset.js') };
