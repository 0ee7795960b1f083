/** Shared Jest settings: SWC for speed (tsc typechecks separately), UTC clock for every suite. */
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // Workspace packages are tested from source, so a test run never depends on a stale build.
  moduleNameMapper: {
    '^@riviere/(api-client|app-token|design-tokens)$': path.join(__dirname, 'packages/$1/src/index.ts'),
  },
};
