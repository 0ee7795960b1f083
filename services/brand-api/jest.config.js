/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.js'),
  // Integration suites start an embedded PostgreSQL per file; a loaded CI machine needs the room.
  testTimeout: 30_000,
  // The unit step's long pole: the other projects finish in a third of its time, after which its
  // files take both cores (`npm test` runs two projects at a time, each otherwise on one worker).
  maxWorkers: 2,
  // One migrated PGlite per run, copied by each suite (src/test-support/pglite-template.ts).
  globalSetup: '<rootDir>/src/test-support/pglite-template.ts',
  globalTeardown: '<rootDir>/src/test-support/pglite-template-teardown.ts',
};
