import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FINDER_MESSAGES } from '../../../shared/messages';
import { ErrorState, LoadingState, useNotFound, usePageTitle } from '@riviere/remote-kit';
import { useRestaurantsPath } from '../api/get-restaurants.api';
import type { PathTarget } from '../lib/resolve-path';
import { CityPage } from './city-page';
import { RestaurantPage } from './restaurant-page';

/**
 * Every `/restaurants/…` path this remote owns: a city page, a restaurant page (or its about /
 * book-now sub-page), or the shell's 404 for a city or restaurant that does not exist or hides
 * its page.
 *
 * Each path is its own query; moving to another path in the browser keeps the page shown until
 * the next one is resolved (the list is cached, so at once): a restaurant's page stays mounted
 * on its about and book-now pages, and for another restaurant (its strip is updated, not placed
 * again), instead of blinking through the loading state.
 */
export function RestaurantsPage() {
  const { a = '', b, c } = useParams();
  const answer = useRestaurantsPath([a, b, c].filter((s): s is string => Boolean(s)));
  // The page on screen: this path's answer, or while it loads the last path's; none after an error.
  const [shown, setShown] = useState<PathTarget | null>(null);
  const target = answer.status === 'success' ? answer.data : answer.status === 'error' ? null : shown;
  if (target !== shown) setShown(target);
  useNotFound(target?.kind === 'not-found');
  usePageTitle(answer.status === 'error' ? 'Our restaurants' : null);

  if (!target && answer.status === 'loading') {
    return (
      <div className="fd-page">
        <h1 className="rv-visually-hidden">Our restaurants</h1>
        <LoadingState label={FINDER_MESSAGES.LOADING_RESTAURANT} />
      </div>
    );
  }
  if (answer.status === 'error') {
    return (
      <div className="fd-page">
        <h1 className="fd-page__title">Our restaurants</h1>
        <ErrorState message={FINDER_MESSAGES.LOAD_RESTAURANTS_FAILED} onRetry={answer.retry} />
      </div>
    );
  }
  if (!target || target.kind === 'not-found') return null;
  if (target.kind === 'city') return <CityPage city={target.city} restaurants={target.restaurants} />;
  return <RestaurantPage restaurant={target.restaurant} page={target.page} />;
}
