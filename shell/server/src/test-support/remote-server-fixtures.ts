import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Stand-ins for a remote's `server/remote-server.js` (self-contained CommonJS, contract 2), so the
 * site server's side of server rendering is tested without building a remote.
 */
/**
 * The ways code in a server entry has of reaching `child_process`, each with why a render worker
 * refuses it at load (each reaches it in a plain Node module: sandbox.test.ts).
 */
export const CHILD_PROCESS_ROUTES: Record<string, { expression: string; refused: RegExp }> = {
  require: { expression: "require('child_process')", refused: /may only require .*, not \\?"child_process\\?"/ },
  'require with node:': { expression: "require('node:child_process')", refused: /may only require .*, not \\?"node:child_process\\?"/ },
  'process.getBuiltinModule': { expression: "process.getBuiltinModule('child_process')", refused: /process is not defined/ },
  "constructor.constructor('return process')()": {
    expression: "constructor.constructor('return process')().getBuiltinModule('child_process')",
    refused: /Code generation from strings disallowed for this context/,
  },
  eval: { expression: "eval('process').getBuiltinModule('child_process')", refused: /Code generation from strings disallowed for this context/ },
  "a platform function's constructor": {
    expression: "setTimeout.constructor('return process')().getBuiltinModule('child_process')",
    refused: /a server entry may not compile code from strings/,
  },
  "the module object's constructor.constructor": {
    expression: "module.constructor.constructor('return process')().getBuiltinModule('child_process')",
    refused: /a server entry may not compile code from strings/,
  },
};

export const serverEntry = {
  /** Renders the route: its path and query, a render count, head tags, and state to hydrate from. */
  renders: (version: string) => `
    const crypto = require('node:crypto');
    let renders = 0;
    exports.contractVersion = 2;
    exports.version = ${JSON.stringify(version)};
    exports.render = async (props) => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      const where = props.location.pathname + props.location.search;
      if (props.location.pathname.includes('no-such')) {
        return { html: '<h1>We could not find that menu</h1>', state: { queries: {} }, status: 404, head: { title: 'Menu not found' } };
      }
      return {
        html: '<h1>Menus ' + exports.version + '</h1><p>render ' + renders + ' of ' + where + ' at ' + props.now + '</p>'
          + '<p>api ' + props.api.baseUrl + ' token ' + (props.api.token.accessToken ? 'yes' : 'no') + ' page token ' + (props.config.token ? 'yes' : 'no') + '</p>'
          + '<p>id ' + crypto.createHash('sha256').update(where).digest('hex').slice(0, 8) + '</p>',
        state: { queries: { [where]: { data: { note: '</script><script>alert(1)</script>' } } } },
        head: {
          title: 'Our menus',
          description: 'Every menu we serve',
          canonical: props.origin + props.location.pathname,
          jsonLd: [{ '@type': 'Menu', name: 'À la carte' }, { '@type': 'Menu', name: 'Set menu' }],
        },
        cacheable: !props.location.search.includes('personal'),
      };
    };
  `,
  /**
   * mf-finder's restaurant page: its heading and, for the booking strip, a link and the empty element
   * the strip goes in (`data-widget-host`), as the real page does.
   */
  restaurantPage: (version: string) => `
    exports.contractVersion = 2;
    exports.version = ${JSON.stringify(version)};
    exports.render = async (props) => ({
      html: '<h1>Restaurant page ' + exports.version + ' for ' + props.location.pathname + '</h1>'
        + '<div class="fd-booking-strip"><a href="/book">Book a table</a><div data-testid="booking-strip" data-widget-host="mf-booking/booking-strip"></div></div>',
      state: { queries: { restaurant: { data: props.location.pathname } } },
      head: { title: 'A restaurant' },
    });
  `,
  /** mf-booking's booking strip, with the restaurant it was asked for and the instant it rendered for; its other widgets fail. */
  bookingStrip: (version: string) => `
    let renders = 0;
    exports.contractVersion = 2;
    exports.version = ${JSON.stringify(version)};
    exports.render = async (props) => {
      if (props.widget !== 'booking-strip') throw new Error('only the strip renders on the server, not ' + props.widget);
      renders += 1;
      const restaurant = (props.params && props.params.restaurant) || 'none';
      return {
        html: '<section id="booking-area"><h2>Book a table</h2><p>strip ' + renders + ' for ' + restaurant + ' at ' + props.now + '</p><select aria-label="Guests"><option selected>2</option></select></section>',
        state: { booking: { restaurant, step: restaurant === 'none' ? 'restaurant' : 'party' } },
      };
    };
  `,
  throws: (version: string) => `
    exports.contractVersion = 2;
    exports.version = ${JSON.stringify(version)};
    exports.render = async () => { throw new Error('the menu data was not there'); };
  `,
  hangs: (version: string) => `
    exports.contractVersion = 2;
    exports.version = ${JSON.stringify(version)};
    exports.render = () => new Promise(() => {});
  `,
  /** Never gives its thread back: a synchronous render no promise race can stop. */
  loopsForever: (version: string) => `
    exports.contractVersion = 2;
    exports.version = ${JSON.stringify(version)};
    exports.render = async () => { while (true) {} };
  `,
  /** Keeps every string it makes until its worker's heap is full. */
  fillsMemory: (version: string) => `
    exports.contractVersion = 2;
    exports.version = ${JSON.stringify(version)};
    exports.render = async () => { const kept = []; for (let i = 0; ; i += 1) kept.push('x'.repeat(1024) + i); };
  `,
  /** Asks for the site server's secret from its environment. */
  readsEnvironment: (version: string) => `
    const secret = process.env.TOKEN_SECRET;
    exports.contractVersion = 2;
    exports.version = ${JSON.stringify(version)};
    exports.render = async () => ({ html: '<p>' + secret + '</p>', state: null });
  `,
  /** Fetches somewhere other than the brand API it was given. */
  fetchesElsewhere: (version: string) => `
    exports.contractVersion = 2;
    exports.version = ${JSON.stringify(version)};
    exports.render = async () => { await fetch('http://127.0.0.1:9/steal'); return { html: '<p>sent</p>', state: null }; };
  `,
  /** Reaches `child_process` one way or another at load, and would run a command with it. */
  reachesChildProcess: (version: string, route: string) => `
    const childProcess = ${route};
    childProcess.execSync('true');
    exports.contractVersion = 2;
    exports.version = ${JSON.stringify(version)};
    exports.render = async () => ({ html: '<p>ran a command</p>', state: null });
  `,
  /** Needs a package at run time: a server entry must bundle everything but Node's built-ins. */
  requiresPackage: (version: string) => `
    require('react');
    exports.contractVersion = 2;
    exports.version = ${JSON.stringify(version)};
    exports.render = async () => ({ html: '', state: null });
  `,
};

export interface PublishOptions {
  /** The publish record's sha256 differs from the file (the file was altered after publishing). */
  wrongHash?: boolean;
  /** A version published before server builds: browser files only, no `server` in its record. */
  browserOnly?: boolean;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Publishes `<store>/<name>/<version>/` with its server entry and `<version>.publish.json`, as the release tools do. */
export function publishRemote(store: string, name: string, version: string, source: string, options: PublishOptions = {}): string {
  const folder = path.join(store, name, version);
  fs.mkdirSync(path.join(folder, 'server'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ name: name.replace(/-/g, '_') }));
  const record: Record<string, unknown> = { name, version, manifest: `${version}/mf-manifest.json`, commit: 'abc1234', publishedAt: new Date(0).toISOString() };
  if (!options.browserOnly) {
    fs.writeFileSync(path.join(folder, 'server', 'remote-server.js'), source);
    record.server = { entry: 'server/remote-server.js', sha256: options.wrongHash ? sha256(`${source}altered`) : sha256(source) };
  }
  fs.writeFileSync(path.join(store, name, `${version}.publish.json`), JSON.stringify(record));
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/**
 * The release file's pin of a published version, as `release set` writes it: the sha256 of its
 * server entry as it is in the store now (`server: null` when its record names none).
 */
export function pinOf(store: string, name: string, version: string) {
  const record = JSON.parse(fs.readFileSync(path.join(store, name, `${version}.publish.json`), 'utf8')) as { server?: { entry: string } };
  const entry = record.server?.entry;
  return {
    manifest: `/remotes/${name}/${version}/mf-manifest.json`,
    server: entry ? { entry, sha256: createHash('sha256').update(fs.readFileSync(path.join(store, name, version, entry))).digest('hex') } : null,
  };
}

/**
 * A stand-in for shell/dist-ssr/ssr.js: the shell's layout with the route's remote slot (on the
 * home page, the booking strip's slot after the hero), holding the server HTML when the site
 * server gives it (as `RemoteSlot` does).
 */
export const SHELL_BUNDLE_WITH_SLOTS = `
const slot = (key, rendered) => rendered
  ? '<section data-state="ready"><div data-remote-host="' + key + '">' + rendered.html + '</div></section>'
  : '<section data-state="loading"><p role="status">Loading…</p><div' + (key.includes('/') ? ' data-remote-host="' + key + '"' : '') + '></div></section>';
exports.asksConsent = (cookies) => !/(^|; )cookie_consent=/.test(cookies);
exports.renderShell = ({ url, settings, remote, widgets = [], askConsent }) => {
  // The home page: its hero, then the booking strip's slot; any other page: the route's remote slot.
  const strip = widgets.find((w) => w.remote === 'mf-booking' && w.widget === 'booking-strip');
  const home = url.split('?')[0] === '/';
  const content = home ? '<h1>Bienvenue</h1>' + slot('mf-booking/booking-strip', strip) : slot(remote ? remote.name : 'route', remote);
  const banner = askConsent ? '<section class="cookie-banner">Cookies on this site</section>' : '';
  // The hosts whose HTML a slot took, as the shell reports them.
  const placed = home ? (strip ? ['mf-booking/booking-strip'] : []) : remote ? [remote.name] : [];
  return { html: banner + '<header>' + settings.site_name + '</header><main>' + content + '</main>', initial: { settings: { site_name: settings.site_name }, url }, placed };
};
`;
