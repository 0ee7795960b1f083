import { useParams } from 'react-router-dom';
import { FINDER_MESSAGES } from '../../../shared/messages';
import { ErrorState, LoadingState, useNotFound, usePageTitle } from '@riviere/remote-kit';
import { useRestaurants } from '../api/get-restaurants.api';
import { finderPathTarget } from '../lib/resolve-path';
import { CityPage } from './city-page';
import { RestaurantPage } from './restaurant-page';

/**
 * Every `/restaurants/…` path this remote owns: a city page, a restaurant page (or its about /
 * book-now sub-page), or the shell's 404 for a city or restaurant that does not exist or hides
 * its page.
 */
export function RestaurantsPage() {
  const { a = '', b, c } = useParams();
  const restaurants = useRestaurants();
  const target = restaurants.status === 'success' ? finderPathTarget([a, b, c].filter((s): s is string => Boolean(s)), restaurants.data) : null;
  useNotFound(target?.kind === 'not-found');
  usePageTitle(restaurants.status === 'error' ? 'Our restaurants' : null);

  if (restaurants.status === 'loading') {
    return (
      <div className="fd-page">
        <h1 className="fd-visually-hidden">Our restaurants</h1>
        <LoadingState label={FINDER_MESSAGES.LOADING_RESTAURANT} />
      </div>
    );
  }
  if (restaurants.status === 'error') {
    return (
      <div className="fd-page">
        <h1 className="fd-page__title">Our restaurants</h1>
        <ErrorState message={FINDER_MESSAGES.LOAD_RESTAURANTS_FAILED} onRetry={restaurants.retry} />
      </div>
    );
  }
  if (!target || target.kind === 'not-found') return null;
  if (target.kind === 'city') return <CityPage city={target.city} restaurants={target.restaurants} />;
  return <RestaurantPage restaurant={target.restaurant} page={target.page} />;
}
