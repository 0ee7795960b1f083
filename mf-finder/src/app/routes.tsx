import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FindUsPage } from '../features/search/components/find-us-page';
import { FINDER_MESSAGES } from '../shared/messages';
import { LoadingState, useNotFound } from '@riviere/remote-kit';

/**
 * City and restaurant pages, with the opening-hours table, offers and JSON-LD, are their own
 * chunk: /find-us does not load them (route budget, ARCHITECTURE).
 */
const RestaurantsPage = lazy(() =>
  import(/* webpackChunkName: "restaurant-pages" */ '../features/restaurant/components/restaurants-page').then((m) => ({ default: m.RestaurantsPage })),
);

/**
 * Full paths, as the shell routes them (no basename): spec §2 and ARCHITECTURE's route table.
 * Which `/restaurants/…` path is a city and which a restaurant is decided by the data.
 */
export const FINDER_PATHS = ['/find-us'];
export const RESTAURANTS_PATHS = ['/restaurants/:a', '/restaurants/:a/:b', '/restaurants/:a/:b/:c'];

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/find-us" element={<FindUsPage />} />
      {RESTAURANTS_PATHS.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={<LoadingState label={FINDER_MESSAGES.LOADING_RESTAURANT} />}>
              <RestaurantsPage />
            </Suspense>
          }
        />
      ))}
      <Route path="*" element={<NotOurs />} />
    </Routes>
  );
}

/** The shell mounted this remote on a path it does not own: let the shell show its 404. */
function NotOurs() {
  useNotFound(true);
  return null;
}
