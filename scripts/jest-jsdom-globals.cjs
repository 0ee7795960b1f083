// jsdom leaves out a few web APIs that React Router and our code use; Node has them.
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
if (typeof globalThis.structuredClone !== 'function') globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
// Build-time constant the webpack factory defines (see tools/webpack/create-config.cjs).
globalThis.__APP_VERSION__ = 'test';
