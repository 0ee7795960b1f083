import { matchRoutes } from 'react-router-dom';
import { matchSiteRoute, SITE_ROUTES } from '../../server/src/routes/route-table';

/** The router and the site server must pick the same route for a path, or the two disagree on the page. */
const PATHS = [
  '/', '/book-now', '/find-us', '/our-menu', '/our-menu/kids', '/menu', '/menu/kids', '/restaurants',
  '/restaurants/london', '/restaurants/bath', '/restaurants/london/menu', '/restaurants/london/menu/kids',
  '/restaurants/london/greenwich', '/restaurants/greenwich/about', '/restaurants/london/greenwich/about',
  '/restaurants/london/greenwich/book-now', '/restaurants/london/greenwich/menu', '/restaurants/london/greenwich/menu/kids',
  '/restaurants/london/menu/about', '/restaurants/london/menu/menu', '/restaurants/menu/menu', '/Restaurants/London/Greenwich',
  '/careers', '/careers/job-search', '/careers/job-search/12', '/careers/job/MR-1001', '/offer/2-for-1-mains', '/sign-up',
  '/signup-thanks', '/preferences/abc', '/refer-a-friend', '/referral', '/page-not-found', '/faqs', '/group-bookings/thanks',
  '/a/b/c', '/restaurants/london/greenwich/kitchen',
];

describe('the router and the route table', () => {
  it.each(PATHS)('agree on %s', (path) => {
    const routed = matchRoutes(SITE_ROUTES.map((route) => ({ path: route.path })), path)?.[0]?.route.path ?? null;
    expect(routed).toBe(matchSiteRoute(path)?.route.path ?? null);
  });
});
