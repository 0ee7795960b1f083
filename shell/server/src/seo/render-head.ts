import { escapeHtml, jsonForScript } from '@riviere/server-kit';
import type { PageMeta } from './page-meta';

/**
 * The page configuration the shell reads from `<script type="application/json" id="app-config">`
 * (the shell's SiteConfig). A data block, not a script: `script-src 'self'` allows it.
 */
export interface AppConfig {
  brandKey: string;
  siteName: string;
  /** '' = the brand API is reached through this server's own /api. */
  apiBase: string;
  recaptchaSiteKey?: string;
  mapsApiKey?: string;
}

export interface HeadInput {
  meta: PageMeta;
  siteName: string;
  siteUrl: string;
  appConfig: AppConfig;
  /** An absolute canonical URL the page's renderer gave (a remote's), over `meta.canonicalPath`. */
  canonicalUrl?: string;
  /** JSON-LD blocks, one per thing on the page (a remote's), over `meta.jsonLd`. */
  jsonLd?: readonly Record<string, unknown>[];
}

export const APP_CONFIG_ID = 'app-config';

/** 'Menus | Maison Rivière'; the site name alone on the home page. */
export function fullTitle(meta: PageMeta, siteName: string): string {
  return meta.title ? `${meta.title} | ${siteName}` : siteName;
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/** Everything the server adds to the head except the title, one tag a line. */
export function renderHeadTags({ meta, siteName, siteUrl, appConfig, canonicalUrl, jsonLd }: HeadInput): string {
  const title = fullTitle(meta, siteName);
  const url = canonicalUrl ?? `${siteUrl}${meta.canonicalPath}`;
  const blocks = jsonLd ?? (meta.jsonLd ? [meta.jsonLd] : []);
  const found = meta.status === 200;
  return [
    metaTag('name', 'description', meta.description),
    ...(found ? [`<link rel="canonical" href="${escapeHtml(url)}">`] : []),
    ...(meta.noindex ? [metaTag('name', 'robots', 'noindex')] : []),
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', siteName),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', meta.description),
    ...(found ? [metaTag('property', 'og:url', url)] : []),
    ...blocks.map((block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`),
    `<script type="application/json" id="${APP_CONFIG_ID}">${jsonForScript(appConfig)}</script>`,
  ].join('\n    ');
}

/** Tags the shell's template may carry that the server's own would duplicate. */
const REPLACED = [
  /<meta\s[^>]*\b(?:name\s*=\s*["']?(?:description|robots)\b|property\s*=\s*["']?og:)[^>]*>\s*/gi,
  /<link\s[^>]*\brel\s*=\s*["']?canonical\b[^>]*>\s*/gi,
  /<script\b[^>]*(?:\bid\s*=\s*["']?app-config\b|\btype\s*=\s*["']?application\/ld\+json\b)[^>]*>[\s\S]*?<\/script>\s*/gi,
];
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;

/**
 * index.html with this page's title and tags: the template's `<title>` is replaced and the
 * tags go just before `</head>`. Replacement callbacks keep `$` in content literal.
 */
export function injectHead(template: string, title: string, tags: string): string {
  const headEnd = template.search(/<\/head>/i);
  const splitAt = headEnd >= 0 ? headEnd : Math.max(template.search(/<body\b/i), 0);
  let head = template.slice(0, splitAt);
  const rest = template.slice(splitAt);
  for (const pattern of REPLACED) head = head.replace(pattern, () => '');
  const titleTag = `<title>${escapeHtml(title)}</title>`;
  const hasTitle = TITLE.test(head);
  if (hasTitle) head = head.replace(TITLE, () => titleTag);
  const inserted = `${hasTitle ? '' : `${titleTag}\n    `}${tags}\n  `;
  return `${head.replace(/\s*$/, '\n    ')}${inserted}${rest}`;
}
