/** @type {import('jest').Config} */
// The shared preset for React apps: jsdom, jest-dom, TextEncoder, CSS imports as empty modules.
// The opening-status tables (and their runs in other time zones) live in @riviere/restaurant-rules.
module.exports = { ...require('../jest.jsdom-preset.js') };
