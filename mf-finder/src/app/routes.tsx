import { Suspense } from 'react';
import { FindUsPage } from '../features/search/components/find-us-page';
import { FINDER_MESSAGES } from '../shared/messages';
import { LocationsView } from '../features/search/components/search-results';
import { lazyPart, type HydrationPart } from '@riviere/mf-contract';
import { createRouteTable, LoadingState, useNotFound } from '@riviere/remote-kit';

/**
 * City and restaurant pages, with the opening-hours table, offers and JSON-LD, are their own
 * chunk: /find-us does not load them (route budget, ARCHITECTURE).
 */
const RestaurantsPage = lazyPart('restaurants-page', () =>
  import(/* webpackChunkName: "restaurant-pages" */ '../features/restaurant/components/restaurants-page').then((m) => m.RestaurantsPage),
);

const AllRestaurantsPage = lazyPart('all-restaurants-page', () =>
  import(/* webpackChunkName: "restaurant-pages" */ '../features/restaurant/components/all-restaurants-page').then((m) => m.AllRestaurantsPage),
);

/**
 * Full paths, as the shell routes them (no basename): spec §2 and ARCHITECTURE's route table.
 * Which `/restaurants/…` path is a city and which a restaurant is decided by the data.
 */
export const FINDER_PATHS = ['/find-us'];
export const RESTAURANTS_PATHS = ['/restaurants/:a', '/restaurants/:a/:b', '/restaurants/:a/:b/:c'];

export const AppRoutes = createRouteTable([
  { path: '/find-us', element: <FindUsPage /> },
  {
    path: '/restaurants',
    element: (
      <Suspense fallback={<LoadingState label={FINDER_MESSAGES.LOADING_RESTAURANTS} />}>
        <AllRestaurantsPage />
      </Suspense>
    ),
  },
  ...RESTAURANTS_PATHS.map((path) => ({
    path,
    element: (
      <Suspense fallback={<LoadingState label={FINDER_MESSAGES.LOADING_RESTAURANT} />}>
        <RestaurantsPage />
      </Suspense>
    ),
  })),
  { path: '*', element: <NotOurs /> },
]);

/**
 * The lazy parts the server's HTML in `element` shows (`createReactMount`'s `beforeHydrate`): a
 * city or restaurant page, or the list of results on /find-us.
 */
export function serverRenderedParts(element: HTMLElement, pathname: string): HydrationPart[] {
  if (pathname === '/restaurants') return [AllRestaurantsPage];
  if (pathname.startsWith('/restaurants/')) return [RestaurantsPage];
  return element.querySelector('.fd-results') ? [LocationsView] : [];
}

/** The shell mounted this remote on a path it does not own: let the shell show its 404. */
function NotOurs() {
  useNotFound(true);
  return null;
}
