import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { BrandSettings } from '../brand/brand-data';
import type { AppConfig } from '../seo/render-head';

/**
 * What the shell's server bundle (shell/dist-ssr/ssr.js) exports. Which content page or remote a
 * path shows is the route table's answer (`src/routes/route-table.ts`), shared with the bundle.
 */
export interface ShellSsr {
  /** The page's HTML, its data, and the hosts (`hostKey`s) whose server HTML a slot took (`placed`). */
  renderShell(input: {
    url: string;
    config: AppConfig;
    settings: BrandSettings;
    page?: unknown;
    pageError?: { status: number; message: string };
    /** The route's remote as its server entry rendered it: the shell places the HTML in its slot, ready. */
    remote?: { name: string; html: string };
    /** Widgets the shell places on the page (the home page's booking strip), as their server entries rendered them. */
    widgets?: readonly { remote: string; widget: string; html: string }[];
    /** The visitor has not decided about cookies: the banner is in the HTML. */
    askConsent?: boolean;
  }): { html: string; initial: unknown; placed?: readonly string[] };
  /** Whether a request with these cookies gets the cookie banner (absent in older shell builds: never). */
  asksConsent?(cookieHeader: string): boolean;
}

/**
 * Loads the shell's server-rendering bundle when it has been built. Without it the site still
 * works: pages are rendered in the browser only.
 */
export function loadShellSsr(file: string, log: FastifyBaseLogger): ShellSsr | null {
  if (!fs.existsSync(file)) {
    log.info(`no shell server bundle at ${file}: pages render in the browser only`);
    return null;
  }
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output chosen at run time
    const module = require(file) as Partial<ShellSsr>;
    if (typeof module.renderShell !== 'function') throw new Error('it does not export renderShell');
    return module as ShellSsr;
  } catch (error) {
    log.warn(`shell server bundle ${file} could not be loaded (${(error as Error).message}): pages render in the browser only`);
    return null;
  }
}
