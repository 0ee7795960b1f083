/** @type {import('jest').Config} */
// The shared preset for React apps: jsdom, jest-dom, TextEncoder, CSS imports as empty modules.
// The preset pins TZ=UTC; a caller's explicit TZ wins here, so `TZ=America/New_York npx jest`
// really runs the opening-status tables in New York (they must pass in any zone).
const callerZone = process.env.TZ;
const preset = require('../jest.jsdom-preset.js');
if (callerZone) process.env.TZ = callerZone;
module.exports = { ...preset };
