/** @type {import('jest').Config} */
// Plain ES modules, run as they are (no transform): the test loads the real eslint.config.mjs.
const { reporters } = require('../../jest.preset.js');

module.exports = {
  testEnvironment: 'node',
  transform: {},
  testMatch: ['<rootDir>/test/**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  ...(reporters ? { reporters } : {}),
};
