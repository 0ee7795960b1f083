import {
  addressText,
  cityPath,
  organizationJsonLd,
  resolveRestaurantsPath,
  restaurantJsonLd,
  restaurantPath,
  type CitySubPage,
  type JsonLd,
  type RestaurantSubPage,
} from '@riviere/restaurant-rules';
import type { BrandData, LinkItem, Restaurant } from '../brand/brand-data';
import { matchSiteRoute, type HeadKind, type SiteRouteMatch } from '../routes/route-table';

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

type Page = Partial<PageMeta> & { title: string | null };

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

function cityName(restaurants: readonly Restaurant[], city: string): string {
  return restaurants.find((r) => r.city === city)?.addressCity ?? humanise(city);
}

function restaurantDescription(r: Restaurant): string {
  if (r.about) return truncate(r.about);
  const address = addressText({ addressLine1: r.addressLine1, addressCity: r.addressCity, postcode: r.postcode });
  return truncate(`${r.title}${address ? `, ${address}` : ''}. Opening hours, menus and table booking.`);
}

const RESTAURANT_TITLES: Record<RestaurantSubPage, (r: Restaurant) => string> = {
  home: (r) => r.title,
  about: (r) => `About ${r.title}`,
  'book-now': (r) => `Book a table at ${r.title}`,
  menu: (r) => `Menus at ${r.title}`,
};

/** A sub-page's path below its restaurant's or city's: '', '/about', '/menu', '/menu/{id}'. */
function subPath(page: RestaurantSubPage | CitySubPage, menuId?: string): string {
  if (page === 'home') return '';
  return menuId === undefined ? `/${page}` : `/${page}/${menuId}`;
}

function restaurantPage(r: Restaurant, page: RestaurantSubPage, menuId: string | undefined, ctx: SeoContext): Page {
  return {
    title: RESTAURANT_TITLES[page](r),
    description: restaurantDescription(r),
    canonicalPath: restaurantPath(r) + subPath(page, menuId),
    jsonLd: restaurantJsonLd(r, { origin: ctx.siteUrl, brandName: siteName(ctx) }),
  };
}

function cityPage(city: string, here: readonly Restaurant[], page: CitySubPage, menuId: string | undefined, ctx: SeoContext): Page {
  const name = cityName(here, city);
  const canonicalPath = cityPath(city) + subPath(page, menuId);
  if (page === 'menu') {
    return { title: menuId ? `Menu | ${name}` : `Menus in ${name}`, description: defaultDescription(ctx), canonicalPath };
  }
  const count = here.length === 1 ? 'one restaurant' : `${here.length} restaurants`;
  return {
    title: `Restaurants in ${name}`,
    description: `${siteName(ctx)} in ${name}: ${count}. Opening hours, menus and table booking.`,
    canonicalPath,
  };
}

/**
 * `/restaurants/…`: what the path names is the domain package's answer (a restaurant under its
 * city, then a city, then a slug alone; a hidden restaurant page is not found); the canonical
 * URL always carries the city.
 */
function restaurantsSection(segments: string[], ctx: SeoContext): Page {
  if (segments.length === 0) return { title: 'Restaurants', description: defaultDescription(ctx) };
  const target = resolveRestaurantsPath(segments, ctx.data.restaurants);
  switch (target.kind) {
    case 'restaurant':
      return restaurantPage(target.restaurant, target.page, target.menuId, ctx);
    case 'city':
      return cityPage(target.city, target.restaurants, target.page, target.menuId, ctx);
    case 'not-found':
      return NOT_FOUND;
  }
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

/** The brand as schema.org `Organization`: its social links are its other profiles. */
function homeJsonLd({ data: { settings }, siteUrl }: SeoContext): JsonLd {
  const sameAs = (settings.socialMediaItems ?? []).map((item) => item.linkUrl);
  return organizationJsonLd({ name: settings.site_name, url: `${siteUrl}/`, email: settings.site_email, sameAs });
}

/** The head of a route without a fixed title, by its kind. */
function headOf(kind: HeadKind, match: SiteRouteMatch, ctx: SeoContext, path: string): Page | null {
  switch (kind) {
    case 'home':
      return { title: null, jsonLd: homeJsonLd(ctx) };
    case 'restaurants':
      return restaurantsSection(match.segments.slice(1), ctx);
    case 'not-found':
      return NOT_FOUND;
    case 'content':
      // Generic content pages: the title of their navigation link, else the slug made readable.
      return { title: navLink(path, ctx)?.linkText ?? humanise(match.segments.at(-1) as string) };
  }
}

/** The head the route table gives a path: its fixed title, else its kind's. */
function pageOf(match: SiteRouteMatch, ctx: SeoContext, path: string): Page | null {
  const { route } = match;
  if (route.title) return { title: route.title, ...(route.noindex ? { noindex: true } : {}) };
  return route.head ? headOf(route.head, match, ctx, path) : null;
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
  const match = normal && matchSiteRoute(normal.path);
  const page: Page = (match && normal && pageOf(match, ctx, normal.path)) || NOT_FOUND;
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
