// jsdom leaves out a few web APIs that React Router and our code use; Node has them.
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
if (typeof globalThis.structuredClone !== 'function') globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
// Build-time constant the webpack factory defines (see tools/webpack/create-config.cjs).
globalThis.__APP_VERSION__ = 'test';
// A remote's hydration test renders its server half in the same jsdom run (react-dom/static).
if (typeof globalThis.ReadableStream !== 'function') globalThis.ReadableStream = require('node:stream/web').ReadableStream;
if (typeof globalThis.setImmediate !== 'function') globalThis.setImmediate = require('node:timers').setImmediate;
