// Test-only preload (`node --require e2e/support/fixed-clock.cjs`, through NODE_OPTIONS): the
// process's clock reads FIXED_CLOCK_AT at the moment FIXED_CLOCK_ANCHOR (a real epoch in ms,
// shared by every process of one stack) and runs on from there in real time, so the brand API,
// the site server (and the remotes' server renders it runs) and the browser (Playwright's
// page.clock, set from the same pair) all agree on "now". Only `Date` is moved: timers,
// `performance` and the event loop run as they always do. Production code is not touched.
'use strict';

const at = Date.parse(process.env.FIXED_CLOCK_AT ?? '');
const anchor = Number(process.env.FIXED_CLOCK_ANCHOR);
if (Number.isNaN(at) || !Number.isFinite(anchor)) {
  throw new Error(`fixed-clock: FIXED_CLOCK_AT must be an ISO instant and FIXED_CLOCK_ANCHOR an epoch in ms (got "${process.env.FIXED_CLOCK_AT}", "${process.env.FIXED_CLOCK_ANCHOR}")`);
}

const RealDate = Date;
const realNow = RealDate.now;
const offset = at - anchor;
const now = () => realNow() + offset;

globalThis.Date = new Proxy(RealDate, {
  // `new Date()` is now; `new Date(x)` is x, as ever (subclasses keep their prototype).
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  // `Date()` called as a function returns the current time as a string.
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
});
