import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { RestaurantLocation } from '@riviere/api-client';
import { FINDER_MESSAGES } from '../../../app/messages';
import { useShell } from '@riviere/remote-kit';
import type { MapView } from '../lib/map-view';
import { MapFallback } from './map-fallback';

/** google-map-react and its wrapper: fetched only when a key is configured. */
const GoogleMap = lazy(() => import(/* webpackChunkName: "google-map" */ './google-map'));

interface Props {
  locations: RestaurantLocation[];
  view: MapView;
}

/**
 * The map beside a list or on a restaurant page: google-map-react when `config.mapsApiKey` is
 * set, else the map-free fallback. A map that fails to load falls back too, without an error.
 */
export function LocationsMap({ locations, view }: Props) {
  const { config } = useShell();
  const key = config.mapsApiKey;
  if (!key) return <MapFallback locations={locations} note={FINDER_MESSAGES.MAP_OFFLINE} />;
  const failed = <MapFallback locations={locations} note={FINDER_MESSAGES.MAP_FAILED} />;
  return (
    <MapBoundary fallback={failed}>
      <Suspense fallback={<div className="fd-map fd-map--loading" role="status">Loading the map…</div>}>
        <GoogleMap apiKey={key} view={view} locations={locations} />
      </Suspense>
    </MapBoundary>
  );
}

/** A map chunk that cannot load (offline, blocked) shows the fallback, not the shell's error. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
