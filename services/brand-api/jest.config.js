/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.js'),
  // Integration suites start an embedded PostgreSQL per file; a loaded CI machine needs the room.
  testTimeout: 30_000,
};
