/** @type {import('jest').Config} */
// The shared preset for React apps: jsdom, jest-dom, TextEncoder, CSS imports as empty modules.
module.exports = { ...require('../jest.jsdom-preset.js') };
