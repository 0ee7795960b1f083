import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { BrandSettings, PageContent } from '@riviere/api-client';
import { hostKey, type SiteConfig } from '@riviere/mf-contract';
import { ShellApp } from './app/app';
import { createShellServices } from './app/services';
import { ServerRemoteContext, type ServerRender } from './federation/server-render';
import { readConsent } from './lib/consent';
import type { InitialData } from './shared/shell-services';
import { contentPageId } from '../server/src/routes/route-table';

/**
 * Server rendering of the shell's pages (built into dist-ssr/ssr.js for the site server). When
 * the site server rendered the route's remote with its server entry, `remote.html` goes into
 * that remote's slot, ready; the browser hydrates the shell around it and the remote hydrates its
 * own HTML; so do the widgets it rendered that the shell places (the home page's booking strip).
 * Without them (a remote without a server build, a render that failed) the slot renders its
 * loading state and the browser fills it.
 */

export interface RenderInput {
  url: string;
  config: SiteConfig;
  settings: BrandSettings;
  /** The path's content page; null when the brand API has none (the 404 page is rendered). */
  page?: PageContent | null;
  /** The server's verdict when the route could not be served (500 'Unknown middleware'). */
  pageError?: { status: 404 | 500; message: string };
  /** The route's remote as its server entry rendered it. */
  remote?: { name: string; html: string };
  /** Widgets the shell places on the page (the home page's booking strip), as their server entries rendered them. */
  widgets?: readonly { remote: string; widget: string; html: string }[];
  /** The visitor has not decided about cookies (`asksConsent` of the request's cookies): the banner is rendered. */
  askConsent?: boolean;
}

/** Whether a request with these cookies gets the cookie banner: no decision is stored. */
export function asksConsent(cookieHeader: string): boolean {
  return readConsent(cookieHeader) === null;
}

/**
 * The shell's HTML for `url`, the data it hydrates from, and the hosts (`hostKey`s) whose server
 * HTML a slot of the page took: a widget the page has no slot for (a home page without its hero)
 * is not on the page, and its state is not sent.
 */
export function renderShell({ url, config, settings, page, pageError, remote, widgets = [], askConsent = false }: RenderInput): { html: string; initial: InitialData; placed: string[] } {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const id = contentPageId(pathname);
  const initial: InitialData = {
    settings,
    ...(page !== undefined && id ? { pages: { [id]: page } } : {}),
    ...(pageError ? { pageError: { ...pageError, path: pathname } } : {}),
    ...(askConsent ? { askConsent } : {}),
  };
  const services = createShellServices(config, initial);
  const placed = new Set<string>();
  const rendered: ServerRender[] = [
    ...(remote ? [{ key: hostKey(remote.name), html: remote.html }] : []),
    ...widgets.map((w) => ({ key: hostKey(w.remote, w.widget), html: w.html })),
  ].map((render) => ({ ...render, onPlaced: () => placed.add(render.key) }));
  const html = renderToString(
    <StaticRouter location={url}>
      <ServerRemoteContext.Provider value={rendered}>
        <ShellApp services={services} />
      </ServerRemoteContext.Provider>
    </StaticRouter>,
  );
  return { html, initial, placed: [...placed] };
}
