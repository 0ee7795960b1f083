import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { RestaurantLocation } from '@riviere/api-client';
import { FINDER_MESSAGES } from '../../messages';
import { useShell } from '@riviere/remote-kit';
import type { MapOrigin, MapView } from '../lib/map-view';
import { MapLoading } from '../../map/components/map-loading';
import { MapFallback } from './map-fallback';
import { useNearViewport } from '../../use-near-viewport';
import '../../map/components/outline-map.css';
import '../../map/components/map-markers.css';

/** google-map-react and its wrapper: fetched only when a key is configured. */
const GoogleMap = lazy(() => import(/* webpackChunkName: "google-map" */ './google-map'));
/** The offline map and the outline it draws: fetched only when a map shows without a key. */
const OutlineMap = lazy(() => import(/* webpackChunkName: "outline-map" */ '../../map/components/outline-map'));

interface Props {
  locations: RestaurantLocation[];
  view: MapView;
  /** The searched place or the visitor's position (the offline map marks it). */
  origin?: MapOrigin | null;
}

/**
 * The map beside a list or on a restaurant page: google-map-react when `config.mapsApiKey` is
 * set, else the offline outline map (Natural Earth, pins linking to the restaurants). A map that
 * fails to load falls back to the directions list, without an error. Both maps render in the
 * browser only, once the visitor nears them (below the list on a phone, the map's code and
 * outline wait until scrolled towards): until then, and in a server render, the map's space is
 * held, with the directions list for a browser that runs no script.
 */
export function LocationsMap({ locations, view, origin = null }: Props) {
  const { config } = useShell();
  const inBrowser = useSyncExternalStore(noSubscription, isBrowser, isServer);
  const [near, slotRef] = useNearViewport<HTMLDivElement>();
  const key = config.mapsApiKey;
  const failed = <MapFallback locations={locations} note={FINDER_MESSAGES.MAP_FAILED} />;
  const loading = <MapLoading live={Boolean(key)} />;
  // Without the script no map is ever drawn: the server's HTML holds the places and their directions, shown only then (the loading line is hidden).
  if (!inBrowser || !near) {
    return (
      <div className="fd-map__slot" ref={slotRef}>
        {loading}
        <div className="fd-map__noscript">
          <MapFallback locations={locations} note={FINDER_MESSAGES.MAP_NEEDS_SCRIPT} />
        </div>
      </div>
    );
  }
  return (
    <div className="fd-map__slot">
      <MapBoundary fallback={failed}>
        <Suspense fallback={loading}>
          {key ? <GoogleMap apiKey={key} view={view} locations={locations} /> : <OutlineMap view={view} locations={locations} origin={origin} />}
        </Suspense>
      </MapBoundary>
    </div>
  );
}

const noSubscription = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

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
