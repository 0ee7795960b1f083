/**
 * The site's permanent redirects (spec §2), as data: each rule names what it is for, matches the
 * normalised path (old paths case-insensitively) and says where it goes. First match wins. A
 * target is always a path on this site, except the sister-brand rule. The query string is kept
 * unless a rule consumes it.
 */
import { restaurantPath } from '@riviere/restaurant-rules';
import { canonicalPath, contentPageOf, matchSiteRoute } from '../routes/route-table';

export interface RedirectContext {
  /** slug → city of every restaurant, for old links that name only the site. */
  cityOfSlug(slug: string): string | undefined;
  /** The sister brand's site (SISTER_BRAND_URL); its two st-pauls rules are off without it. */
  sisterBrandUrl: string | null;
  /** The offer an old campaign id points to (the brand API's table), or null. */
  offerForCampaign(campaignId: string): Promise<string | null>;
}

export interface RedirectTarget {
  /** A path on this site ('/restaurants/bath/bath'), or an absolute URL for the sister brand. */
  location: string;
  /** Query parameters the rule used up (not carried to the target). */
  consumed?: readonly string[];
  /** A hash for the target ('#booking'). */
  hash?: string;
}

export interface RedirectRule {
  name: string;
  pattern: RegExp;
  to(match: RegExpExecArray, query: URLSearchParams, ctx: RedirectContext): RedirectTarget | null | Promise<RedirectTarget | null>;
}

const SUB_PAGE = '(/about|/book-now|/menu)?';
const SLUG = '([a-z0-9][a-z0-9-]*)';
const CAMPAIGN_KEYS = ['campaignId', 'campaign_id', 'campaign', 'cid'] as const;

export const REDIRECT_RULES: readonly RedirectRule[] = [
  {
    name: 'st-pauls old pages go to the sister brand',
    pattern: /^\/bistro-brasserie\/(?:london\/)?st-pauls$/i,
    to: (_m, _q, ctx) => (ctx.sisterBrandUrl ? { location: ctx.sisterBrandUrl } : null),
  },
  {
    name: 'allergen PDFs go to the menus',
    pattern: /^\/.*allergen[^/]*\.pdf$/i,
    to: () => ({ location: '/menu' }),
  },
  {
    name: 'old booking pages open the booking modal',
    pattern: /^\/(?:book-a-table|book-now|booking)$/i,
    to: () => ({ location: '/', hash: '#booking' }),
  },
  {
    name: 'greenwich',
    pattern: new RegExp(`^/bistro-brasserie/(?:london/)?greenwich${SUB_PAGE}$`, 'i'),
    to: (m) => ({ location: `${restaurantPath({ city: 'london', slug: 'greenwich' })}${(m[1] ?? '').toLowerCase()}` }),
  },
  {
    name: 'wellington-street became covent-garden',
    pattern: new RegExp(`^/bistro-brasserie/(?:london/)?wellington-street${SUB_PAGE}$`, 'i'),
    to: (m) => ({ location: `${restaurantPath({ city: 'london', slug: 'covent-garden' })}${(m[1] ?? '').toLowerCase()}` }),
  },
  {
    name: 'old site pages',
    pattern: new RegExp(`^/bistro-brasserie/${SLUG}${SUB_PAGE}$`, 'i'),
    to: (m, _q, ctx) => {
      const site = (m[1] as string).toLowerCase();
      const city = ctx.cityOfSlug(site);
      // A slug no restaurant has keeps the city-less form: the restaurants section answers it (404).
      const page = city ? restaurantPath({ city, slug: site }) : `/restaurants/${site}`;
      return { location: `${page}${(m[2] ?? '').toLowerCase()}` };
    },
  },
  {
    name: 'old town and site pages',
    pattern: new RegExp(`^/bistro-brasserie/${SLUG}/${SLUG}${SUB_PAGE}$`, 'i'),
    to: (m) => {
      const place = { city: (m[1] as string).toLowerCase(), slug: (m[2] as string).toLowerCase() };
      return { location: `${restaurantPath(place)}${(m[3] ?? '').toLowerCase()}` };
    },
  },
  {
    name: 'old offer links with a campaign id',
    pattern: /^\/(?:offers?|promotions?)(?:\/[^/]+)?$/i,
    to: async (_m, query, ctx) => {
      const key = CAMPAIGN_KEYS.find((k) => query.get(k));
      const slug = key ? await ctx.offerForCampaign(query.get(key) as string) : null;
      return slug ? { location: `/offer/${encodeURIComponent(slug)}`, consumed: [key as string] } : null;
    },
  },
];

/** Collapses repeated slashes and drops a trailing slash (never the root's). */
export function normalisePath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
}

function withQuery(location: string, query: URLSearchParams, consumed: readonly string[] = [], hash = ''): string {
  const kept = new URLSearchParams(query);
  for (const key of consumed) kept.delete(key);
  const search = kept.toString();
  return `${location}${search ? `?${search}` : ''}${hash}`;
}

/**
 * Where a request for `url` (path and query, as received) is permanently moved to, with the
 * rule's name; null when it is not moved.
 */
export async function resolveRedirect(url: string, ctx: RedirectContext): Promise<{ location: string; rule: string } | null> {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const path = normalisePath(rawPath);
  for (const rule of REDIRECT_RULES) {
    const match = rule.pattern.exec(path);
    if (!match) continue;
    const target = await rule.to(match, query, ctx);
    if (!target) continue;
    if (/^https?:\/\//.test(target.location)) return { location: target.location, rule: rule.name };
    return { location: withQuery(target.location, query, target.consumed, target.hash), rule: rule.name };
  }
  if (path !== rawPath) return { location: withQuery(path, query), rule: 'double slashes and trailing slashes' };
  return null;
}

export const CANONICAL_CASE_RULE = 'paths match regardless of case';

/**
 * A page of the site asked for in another case ('/FAQS', '/Careers', '/Find-Us?q=Bath'): where
 * it belongs (route-table's `canonicalPath`), query kept; null when the path is canonical, is
 * no route, or names a content page that does not exist (it is answered 404 where it is). The
 * browser's router shows the same page for the same path, so a visitor never sees it flip.
 */
export async function resolveCanonicalCase(url: string, contentPageExists: (id: string) => Promise<boolean>): Promise<{ location: string; rule: string } | null> {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const match = matchSiteRoute(path);
  const location = match && canonicalPath(match);
  if (!match || !location) return null;
  if (match.route.head === 'content' && !(await contentPageExists(contentPageOf(match)))) return null;
  return { location: withQuery(location, query), rule: CANONICAL_CASE_RULE };
}
