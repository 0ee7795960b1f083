import type { RestaurantLocation } from '@riviere/api-client';
import { RestaurantLink } from './map-pin';

interface Props {
  /** The group's name, its count in words: '6 restaurants in London'. */
  name: string;
  count: number;
  listId: string;
  open: boolean;
  onToggle(): void;
}

/** Restaurants too close to tell apart: one marker with their count; it opens their list. */
export function ClusterButton({ name, count, listId, open, onToggle }: Props) {
  return (
    <button type="button" className={`fd-outline-map__cluster${open ? ' fd-outline-map__cluster--open' : ''}`} aria-expanded={open} aria-controls={listId} onClick={onToggle}>
      <span className="fd-outline-map__cluster-count" aria-hidden="true">
        {count}
      </span>
      <span className="rv-visually-hidden">{name}</span>
    </button>
  );
}

/** The open group's restaurants, under the map, each a link as its pin would be. */
export function ClusterList({ id, name, places, here, hidden, onClose }: { id: string; name: string; places: RestaurantLocation[]; here: string; hidden: boolean; onClose(): void }) {
  return (
    <section id={id} className="fd-outline-map__cluster-list" aria-label={name} hidden={hidden}>
      <div className="fd-outline-map__cluster-head">
        <p className="fd-outline-map__cluster-title">{name}</p>
        <button type="button" className="fd-outline-map__cluster-close" onClick={onClose}>
          Close<span className="rv-visually-hidden"> the list of {name}</span>
        </button>
      </div>
      <ul className="fd-outline-map__cluster-items">
        {places.map((place) => (
          <li key={place.storeId} className="fd-outline-map__cluster-item">
            <RestaurantLink place={place} here={here} />
          </li>
        ))}
      </ul>
    </section>
  );
}
