import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BrandDataSource } from '../brand/brand-data';
import { escapeHtml } from '../lib/html';
import { watchFile } from '../lib/watched-file';
import { pageMeta } from '../seo/page-meta';
import { fullTitle, injectHead, renderHeadTags, type AppConfig } from '../seo/render-head';

/** Used until the shell has been built into SHELL_DIST, so the server still answers. */
export const BUILT_IN_TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title></title>
  </head>
  <body>
    <div id="root"><p>The site shell has not been built yet.</p></div>
  </body>
</html>
`;

export interface HtmlPage {
  status: number;
  html: string;
}

export interface HtmlPagesOptions {
  shellDist: string;
  siteUrl: string;
  brandKey: string;
  brandData: BrandDataSource;
  fileCheckMs: number;
  log: FastifyBaseLogger;
}

/** The plain page shown while the brand settings or restaurants cannot be had. */
export function startingPage(reason: string): string {
  const message = `The site is starting: ${reason}`;
  return `<!doctype html>
<html lang="en-GB">
  <head><meta charset="utf-8"><title>The site is starting</title></head>
  <body>
    <h1>Sorry, the site is not available yet</h1>
    <p>${escapeHtml(message)}</p>
    <p>Please try again in a moment.</p>
  </body>
</html>
`;
}

/** index.html per route: the shell build's template with this page's title, tags and config. */
export function createHtmlPages(options: HtmlPagesOptions) {
  const template = watchFile<string>({
    file: path.join(options.shellDist, 'index.html'),
    intervalMs: options.fileCheckMs,
    parse: (text) => text,
    onProblem: (message) => options.log.warn(`shell template: ${message}; using the built-in one`),
  });

  return async function render(rawPath: string): Promise<HtmlPage> {
    const state = options.brandData.state();
    if (state.status === 'unavailable') return { status: 500, html: startingPage(state.message) };
    await template.refresh();
    const { settings } = state.data;
    const meta = pageMeta(rawPath, { data: state.data, siteUrl: options.siteUrl });
    const appConfig: AppConfig = { brandKey: options.brandKey, siteName: settings.site_name, apiBase: '' };
    const tags = renderHeadTags({ meta, siteName: settings.site_name, siteUrl: options.siteUrl, appConfig });
    const html = injectHead(template.current() ?? BUILT_IN_TEMPLATE, fullTitle(meta, settings.site_name), tags);
    return { status: meta.status, html };
  };
}
