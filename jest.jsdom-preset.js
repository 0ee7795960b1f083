/** Jest settings for React apps and remotes: the shared preset in jsdom, with what jsdom lacks. */
const path = require('node:path');
const preset = require('./jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  setupFiles: [path.join(__dirname, 'scripts/jest-jsdom-globals.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest-jsdom-setup.cjs')],
  testTimeout: 15_000,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@riviere/mf-contract$': path.join(__dirname, 'packages/mf-contract/src/index.ts'),
    '^@riviere/mf-contract/pre-hydration$': path.join(__dirname, 'packages/mf-contract/src/pre-hydration.ts'),
    '^@riviere/remote-kit$': path.join(__dirname, 'packages/remote-kit/src/index.ts'),
    '^@riviere/remote-kit/text$': path.join(__dirname, 'packages/remote-kit/src/text.ts'),
    '^@riviere/remote-kit/standalone$': path.join(__dirname, 'packages/remote-kit/src/standalone.tsx'),
    '^@riviere/remote-kit/testing$': path.join(__dirname, 'packages/remote-kit/src/testing/index.ts'),
    '^@riviere/remote-kit/server$': path.join(__dirname, 'packages/remote-kit/src/server-render.tsx'),
    '^@riviere/remote-kit/picture$': path.join(__dirname, 'packages/remote-kit/src/content-picture.tsx'),
    '\\.css$': path.join(__dirname, 'scripts/jest-style-mock.cjs'),
  },
};
