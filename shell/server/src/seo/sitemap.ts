import { cityPath, restaurantMenuPath, restaurantPath } from '@riviere/restaurant-rules';
import { escapeHtml } from '@riviere/server-kit';
import type { Restaurant } from '../brand/brand-data';

export interface SitemapSources {
  /** Content page ids ('home', 'contact', 'group-bookings/thanks', 'offer/2-for-1-mains'). */
  pages: string[];
  restaurants: Restaurant[];
  menus: string[];
  jobs: string[];
}

/** Pages that only confirm an action are not worth a search result. */
const NOT_LISTED = /(?:^|\/)thanks$/;

/** Every public page's path: content pages, restaurant and city pages with their menus, menus, offers, jobs. */
export function sitemapPaths({ pages, restaurants, menus, jobs }: SitemapSources): string[] {
  const listed = restaurants.filter((r) => !r.hideRestaurantDetailPage);
  const paths = [
    '/',
    ...pages.filter((id) => id !== 'home' && !NOT_LISTED.test(id)).map((id) => `/${id}`),
    '/find-us',
    '/our-menu',
    ...menus.map((id) => `/our-menu/${encodeURIComponent(id)}`),
    ...[...new Set(listed.map((r) => r.city))].map(cityPath),
    ...listed.flatMap((r) => [restaurantPath(r), restaurantMenuPath(r)]),
    '/careers/job-search',
    ...jobs.map((id) => `/careers/job/${encodeURIComponent(id)}`),
  ];
  return [...new Set(paths)];
}

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeHtml(`${siteUrl}${p}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Everything may be crawled except the API, personal pages and the booking modal's own path. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Disallow: /cdg/', 'Disallow: /preferences/', 'Disallow: /unsubscribe/', 'Disallow: /book-now', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
