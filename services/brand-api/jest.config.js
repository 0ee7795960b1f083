/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.js'),
  // Integration suites start an embedded PostgreSQL per file; a loaded CI machine needs the room.
  testTimeout: 30_000,
  // One migrated PGlite per run, copied by each suite (src/test-support/pglite-template.ts).
  globalSetup: '<rootDir>/src/test-support/pglite-template.ts',
  globalTeardown: '<rootDir>/src/test-support/pglite-template-teardown.ts',
};
