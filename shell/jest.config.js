const preset = require('../jest.jsdom-preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/test-support/federation-runtime-mock.ts',
  },
};
