import { renderToString } from 'react-dom/server';
import { StaticRouter, matchPath } from 'react-router-dom';
import type { BrandSettings, PageContent } from '@riviere/api-client';
import type { SiteConfig } from '@riviere/mf-contract';
import { ShellApp } from './app/app';
import { REMOTE_ROUTES } from './app/routes';
import { createShellServices, type InitialData } from './app/services';

/**
 * Server rendering of the shell's own pages (built into dist-ssr/ssr.js for the site server).
 * Remotes are not rendered on the server: their slots render their loading state, which the
 * browser hydrates and then fills.
 */

/** The content page a path shows ('home', 'contact', 'group-bookings/thanks'), or null for a remote's route. */
export function contentPageId(pathname: string): string | null {
  if (pathname === '/') return 'home';
  if (REMOTE_ROUTES.some((route) => matchPath(route.path, pathname))) return null;
  const segments = pathname.split('/').filter(Boolean);
  return segments.length >= 1 && segments.length <= 2 ? segments.join('/') : null;
}

/** The remote that owns a path ('mf-menus'), or null for the shell's own pages. */
export function remoteForPath(pathname: string): string | null {
  return REMOTE_ROUTES.find((route) => matchPath(route.path, pathname))?.remote ?? null;
}

export interface RenderInput {
  url: string;
  config: SiteConfig;
  settings: BrandSettings;
  page?: PageContent | null;
  /** The server's verdict when the route could not be served (500 'Unknown middleware'). */
  pageError?: { status: 404 | 500; message: string };
}

export function renderShell({ url, config, settings, page, pageError }: RenderInput): { html: string; initial: InitialData } {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const id = contentPageId(pathname);
  const initial: InitialData = {
    settings,
    ...(page && id ? { pages: { [id]: page } } : {}),
    ...(pageError ? { pageError: { ...pageError, path: pathname } } : {}),
  };
  const services = createShellServices(config, initial);
  const html = renderToString(
    <StaticRouter location={url}>
      <ShellApp services={services} />
    </StaticRouter>,
  );
  return { html, initial };
}
