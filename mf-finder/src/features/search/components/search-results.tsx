import { memo, Suspense } from 'react';
import type { GeoResult } from '@riviere/api-client';
import { FINDER_MESSAGES, SEARCH_MESSAGES } from '../../../shared/messages';
import { lazyPart } from '@riviere/mf-contract';
import { LoadingState } from '@riviere/remote-kit';

/** The list, its map and the opening status load with the first results: an empty /find-us does without them. */
export const LocationsView = lazyPart('locations-view', () =>
  import(/* webpackChunkName: "locations" */ '../../../shared/locations/components/locations-view').then((m) => m.LocationsView),
);

/**
 * Found restaurants (the live region says 'No locations found' when none is within 100 miles).
 * Memoised: while the list's chunk is still on its way, a render of the page above (the
 * 'Use my location' button appearing as it hydrates) must not reach the server-rendered list,
 * or React would give up hydrating it and show the loading state in its place.
 */
export const SearchResults = memo(function SearchResults({ result, byLocation }: { result: GeoResult; byLocation: boolean }) {
  const where = byLocation ? 'your location' : result.label;
  const count = result.restaurants.length;
  const heading = `${count} ${count === 1 ? 'restaurant' : 'restaurants'} near ${where}`;
  return (
    <section className="fd-results" aria-label={heading}>
      <h2 className="fd-results__title">{heading}</h2>
      <Suspense fallback={<LoadingState label={FINDER_MESSAGES.LOADING_RESTAURANTS} />}>
        <LocationsView locations={result.restaurants} label={heading} origin={{ lat: result.lat, lng: result.lng, label: byLocation ? 'Your location' : `You searched: ${result.label}` }} />
      </Suspense>
    </section>
  );
});

/** What the live region says about the current results. */
export function resultsSummary(result: GeoResult, byLocation: boolean): string {
  const count = result.restaurants.length;
  if (count === 0) return SEARCH_MESSAGES.NO_LOCATIONS;
  return `${count} ${count === 1 ? 'restaurant' : 'restaurants'} found near ${byLocation ? 'your location' : result.label}.`;
}
