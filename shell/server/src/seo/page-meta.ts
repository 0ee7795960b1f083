import type { BrandData, LinkItem, Restaurant } from '../brand/brand-data';
import { organizationJsonLd, restaurantJsonLd, type JsonLd } from './json-ld';

/** What the head of one page says about it; pure data, rendered by `renderHead`. */
export interface PageMeta {
  /** 404 when the path names a restaurant or city that does not exist. */
  status: 200 | 404 | 500;
  /** Shown after the site name ('Menus | Maison Rivière'); null on the home page. */
  title: string | null;
  description: string;
  /** Path of the canonical URL (no query, no trailing slash). */
  canonicalPath: string;
  jsonLd: JsonLd | null;
  /** Pages about one visitor or that only confirm an action are kept out of search results. */
  noindex: boolean;
}

export interface SeoContext {
  data: BrandData;
  /** Public site address without a trailing slash. */
  siteUrl: string;
}

type Params = string[];
type Page = Partial<PageMeta> & { title: string | null };
type Resolve = (params: Params, ctx: SeoContext, path: string) => Page | null;

const RESTAURANT_SUB_PAGES: Record<string, (r: Restaurant) => string> = {
  about: (r) => `About ${r.title}`,
  'book-now': (r) => `Book a table at ${r.title}`,
  menu: (r) => `Menus at ${r.title}`,
};

const NOT_FOUND: Page = { status: 404, title: 'Page not found', noindex: true, jsonLd: null };

function siteName(ctx: SeoContext): string {
  return ctx.data.settings.site_name;
}

function defaultDescription(ctx: SeoContext): string {
  return `Find your nearest ${siteName(ctx)}, see our menus and book a table online.`;
}

/** 'covid-19-faqs' → 'Covid 19 faqs': a readable stand-in until the page's own title loads. */
export function humanise(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** At most `max` characters, cut at a word boundary, with an ellipsis when cut. */
export function truncate(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:]+$/, '')}…`;
}

function cityName(restaurants: Restaurant[], city: string): string {
  return restaurants.find((r) => r.city === city)?.addressCity ?? humanise(city);
}

function restaurantPath(r: Restaurant): string {
  return `/restaurants/${r.city}/${r.slug}`;
}

function restaurantDescription(r: Restaurant): string {
  if (r.about) return truncate(r.about);
  const address = [r.addressLine1, r.addressCity, r.postcode].filter(Boolean).join(', ');
  return truncate(`${r.title}${address ? `, ${address}` : ''}. Opening hours, menus and table booking.`);
}

function restaurantPage(r: Restaurant, ctx: SeoContext, sub: string[] = []): Page | null {
  // A restaurant that hides its page has none, nor sub-pages: 404 (spec §2).
  if (r.hideRestaurantDetailPage) return NOT_FOUND;
  const [first, second, ...rest] = sub;
  if (rest.length > 0) return null;
  if (first !== undefined && !(first in RESTAURANT_SUB_PAGES)) return null;
  if (second !== undefined && first !== 'menu') return null;
  const path = restaurantPath(r) + (sub.length > 0 ? `/${sub.join('/')}` : '');
  return {
    title: first ? (RESTAURANT_SUB_PAGES[first] as (r: Restaurant) => string)(r) : r.title,
    description: restaurantDescription(r),
    canonicalPath: path,
    jsonLd: restaurantJsonLd(r, `${ctx.siteUrl}${restaurantPath(r)}`, siteName(ctx)),
  };
}

function cityPage(city: string, ctx: SeoContext, sub: string[] = []): Page | null {
  const here = ctx.data.restaurants.filter((r) => r.city === city);
  if (here.length === 0) return null;
  const [first, second, ...rest] = sub;
  if (rest.length > 0 || (first !== undefined && first !== 'menu')) return null;
  const name = cityName(here, city);
  const canonicalPath = `/restaurants/${city}${sub.length > 0 ? `/${sub.join('/')}` : ''}`;
  if (first === 'menu') {
    return { title: second ? `Menu | ${name}` : `Menus in ${name}`, description: defaultDescription(ctx), canonicalPath };
  }
  const count = here.length === 1 ? 'one restaurant' : `${here.length} restaurants`;
  return {
    title: `Restaurants in ${name}`,
    description: `${siteName(ctx)} in ${name}: ${count}. Opening hours, menus and table booking.`,
    canonicalPath,
  };
}

/**
 * `/restaurants/…` under the spec's two shapes: `{city}` (city page, `menu/{id?}`) and
 * `{city?}/{slug}` (restaurant page with about, book-now, `menu/{id?}`). The city may be left
 * out of a restaurant's path (the canonical URL always has it); where a slug is also a city
 * ('bath'), the city page wins.
 */
function restaurantsSection(segments: Params, ctx: SeoContext): Page {
  const { restaurants } = ctx.data;
  const [a, b, ...rest] = segments;
  if (a === undefined) return { title: 'Restaurants', description: defaultDescription(ctx) };
  const withCity = b === undefined ? undefined : restaurants.find((r) => r.city === a && r.slug === b);
  const bySlug = restaurants.find((r) => r.slug === a);
  return (
    (withCity && restaurantPage(withCity, ctx, rest)) ||
    cityPage(a, ctx, segments.slice(1)) ||
    (bySlug && restaurantPage(bySlug, ctx, segments.slice(1))) ||
    NOT_FOUND
  );
}

function allLinks(items: LinkItem[] = []): LinkItem[] {
  return items.flatMap((item) => [item, ...allLinks(item.links)]);
}

/**
 * The navigation link to this path in the brand settings, if any: its text and description.
 * A dropdown's heading often links to one of its own entries ('About' → /faqs, whose entry says
 * 'FAQs'): the entry names the page, so links without a dropdown come first.
 */
function navLink(path: string, ctx: SeoContext): LinkItem | undefined {
  const { mastheadItems, footerItems } = ctx.data.settings;
  const matches = allLinks([...(mastheadItems ?? []), ...(footerItems ?? [])]).filter((l) => l.linkUrl === path);
  return matches.find((l) => !l.links?.length) ?? matches[0];
}

const fixed = (title: string, extra: Partial<Page> = {}): Resolve => () => ({ title, ...extra });

/** Spec §2 routes, first match wins. `*` is one path segment; `**` is the rest of the path. */
export const ROUTES: ReadonlyArray<readonly [pattern: string, resolve: Resolve]> = [
  ['/', (_p, ctx) => ({ title: null, jsonLd: organizationJsonLd(ctx.data.settings, ctx.siteUrl) })],
  ['/our-menu', fixed('Menus')],
  ['/our-menu/*', fixed('Menu')],
  ['/menu', fixed('Menus')],
  ['/menu/*', fixed('Menu')],
  ['/find-us', fixed('Find a restaurant')],
  ['/book-now', fixed('Book a table')],
  ['/restaurants/**', (params, ctx) => restaurantsSection(params, ctx)],
  ['/restaurants', (_p, ctx) => restaurantsSection([], ctx)],
  ['/careers/job-search', fixed('Job search')],
  ['/careers/job-search/*', fixed('Job search')],
  ['/careers/job/*', fixed('Job')],
  ['/offer/*', fixed('Offer')],
  ['/sign-up', fixed('Sign up')],
  ['/signup-thanks', fixed('Thank you for signing up', { noindex: true })],
  ['/preferences/*', fixed('Your preferences', { noindex: true })],
  ['/refer-a-friend', fixed('Refer a friend')],
  ['/referral', fixed('Refer a friend')],
  ['/page-not-found', () => NOT_FOUND],
  // Generic content pages: the title of their navigation link, else the slug made readable.
  ['/*', (params, ctx, path) => ({ title: navLink(path, ctx)?.linkText ?? humanise(params[0] as string) })],
  ['/*/*', (params, ctx, path) => ({ title: navLink(path, ctx)?.linkText ?? humanise(params[1] as string) })],
];

function match(pattern: string, segments: string[]): Params | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.at(-1) === '**') {
    const fixedParts = parts.slice(0, -1);
    if (segments.length <= fixedParts.length || !fixedParts.every((p, i) => p === segments[i])) return null;
    return segments.slice(fixedParts.length);
  }
  if (parts.length !== segments.length) return null;
  const params: Params = [];
  for (const [i, part] of parts.entries()) {
    if (part === '*') params.push(segments[i] as string);
    else if (part !== segments[i]) return null;
  }
  return params;
}

/** '//our-menu/' → '/our-menu'; undefined when the path cannot be decoded. */
export function normalisePath(rawPath: string): { path: string; segments: string[] } | undefined {
  const path = `/${rawPath.split('/').filter(Boolean).join('/')}`;
  try {
    return { path, segments: path.split('/').filter(Boolean).map(decodeURIComponent) };
  } catch {
    return undefined;
  }
}

/** The head of the page at `rawPath` (no query string). */
export function pageMeta(rawPath: string, ctx: SeoContext): PageMeta {
  const normal = normalisePath(rawPath);
  let page: Page = NOT_FOUND;
  if (normal) {
    for (const [pattern, resolve] of ROUTES) {
      const params = match(pattern, normal.segments);
      const found = params && resolve(params, ctx, normal.path);
      if (found) {
        page = found;
        break;
      }
    }
  }
  const path = normal?.path ?? '/';
  return {
    status: page.status ?? 200,
    title: page.title,
    description: page.description ?? navLink(path, ctx)?.description ?? defaultDescription(ctx),
    canonicalPath: page.canonicalPath ?? path,
    jsonLd: page.jsonLd ?? null,
    noindex: page.noindex ?? false,
  };
}
