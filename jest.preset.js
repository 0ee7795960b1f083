/** Shared Jest settings: SWC for speed (tsc typechecks separately); every suite runs in UTC. */
const path = require('node:path');

process.env.TZ = 'UTC';

/** `npm test` collects each project's results into one closing line. */
function reporters() {
  const dir = process.env.JEST_RESULTS_DIR;
  if (!dir) return undefined;
  const name = path.basename(process.cwd());
  return ['default', [path.join(__dirname, 'scripts/jest-json-reporter.cjs'), { outputFile: path.join(dir, `${name}.json`) }]];
}

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
    '^@riviere/(api-client|app-token|artwork|design-tokens|recaptcha|restaurant-rules|server-kit)$': path.join(__dirname, 'packages/$1/src/index.ts'),
    '^@riviere/server-kit/testing$': path.join(__dirname, 'packages/server-kit/src/testing.ts'),
    // A remote's server entry is tested in Node: the packages it renders with, from source too.
    '^@riviere/mf-contract$': path.join(__dirname, 'packages/mf-contract/src/index.ts'),
    '^@riviere/mf-contract/form-render$': path.join(__dirname, 'packages/mf-contract/src/form-render.ts'),
    '^@riviere/mf-contract/server-html$': path.join(__dirname, 'packages/mf-contract/src/server-html.ts'),
    '^@riviere/remote-kit$': path.join(__dirname, 'packages/remote-kit/src/index.ts'),
    '^@riviere/remote-kit/text$': path.join(__dirname, 'packages/remote-kit/src/text.ts'),
    '^@riviere/remote-kit/server$': path.join(__dirname, 'packages/remote-kit/src/server-render.tsx'),
  },
  ...(reporters() ? { reporters: reporters() } : {}),
};
