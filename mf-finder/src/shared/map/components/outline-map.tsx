import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import type { MapOrigin, MapView } from '../../locations/lib/map-view';
import { FINDER_MESSAGES } from '../../messages';
import { MapFallback } from '../../locations/components/map-fallback';
import { useFrameSize } from '../hooks/use-frame-size';
import { useOutline } from '../hooks/use-outline';
import { groupName, layoutMap } from '../lib/map-layout';
import { MapLegend } from './map-legend';
import { RestaurantLink } from './map-pin';
import { ClusterButton, ClusterList } from './pin-cluster';
import { MapLoading } from './map-loading';

interface Props {
  locations: RestaurantLocation[];
  view: MapView;
  /** The searched place or the visitor's position, marked with its own sign. */
  origin?: MapOrigin | null;
}

const px = (x: number, y: number) => ({ left: `${x}px`, top: `${y}px` });
const townsOf = (places: RestaurantLocation[]) => places.map((p) => p.addressCity || p.city);

/**
 * The offline map (its own chunk): Great Britain and Ireland from Natural Earth, framed around
 * the pins and the searched place. Each pin is a link to its restaurant in list order, so a
 * keyboard reaches them after the list; pins too close to tell apart are one button with their
 * count, which lists them under the map. Towns are named where no marker covers them. The land
 * is a picture; the pins are the content. Until the outline has arrived the map's space stays
 * held; if it cannot arrive, the directions list stands in.
 */
export default function OutlineMap({ locations, view, origin = null }: Props) {
  const outline = useOutline();
  const { pathname } = useLocation();
  const [size, frameRef] = useFrameSize();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const idBase = useId();
  if (outline === 'failed') return <MapFallback locations={locations} note={FINDER_MESSAGES.MAP_FAILED} />;
  if (!outline) return <MapLoading live={false} />;

  const { viewBox, groups, origin: marked, towns, named } = layoutMap(locations, view, origin, size);
  const keyed = groups.map((group, index) => ({ group, key: group.items.map((p) => p.storeId).join('-'), listId: `${idBase}-group-${index}` }));
  const clustered = keyed.filter(({ group }) => group.items.length > 1).map((c) => ({ ...c, name: groupName(townsOf(c.group.items)) }));
  const toggle = (key: string) => setOpenGroup((open) => (open === key ? null : key));
  /** Closing the list from inside it puts focus back on its marker, not on the page's top. */
  const close = (listId: string) => {
    setOpenGroup(null);
    document.querySelector<HTMLElement>(`[aria-controls="${listId}"]`)?.focus();
  };

  return (
    <div className="fd-map fd-outline-map" data-testid="outline-map">
      <div className="fd-outline-map__frame" ref={frameRef}>
        <svg className="fd-outline-map__land" viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`} aria-hidden="true" focusable="false">
          {outline.regions.map((region) => (
            <path key={region.id} className={`fd-outline-map__region fd-outline-map__region--${region.id}`} d={region.d} vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
        <div aria-hidden="true">
          {towns.map((town) => (
            <span key={town.name}>
              <span className="fd-outline-map__town-dot" style={px(town.x, town.y)} />
              <span className="fd-outline-map__town" style={px(town.box.left, town.box.top)}>
                {town.name}
              </span>
            </span>
          ))}
        </div>
        {marked && <span className="fd-outline-map__origin" style={px(marked.x, marked.y)} role="img" aria-label={marked.label} />}
        <ul className="fd-outline-map__pins" aria-label="Restaurants on the map">
          {keyed.map(({ group, key }) => {
            const cluster = clustered.find((c) => c.key === key);
            const pinClass = ['fd-outline-map__pin', named && 'fd-outline-map__pin--named', named?.side === 'left' && 'fd-outline-map__pin--label-left'].filter(Boolean).join(' ');
            return (
              <li key={key} className={pinClass} style={px(group.x, group.y)}>
                {cluster ? (
                  <ClusterButton name={cluster.name} count={group.items.length} listId={cluster.listId} open={openGroup === key} onToggle={() => toggle(key)} />
                ) : (
                  <RestaurantLink place={group.items[0] as RestaurantLocation} here={pathname} className="fd-outline-map__link" pin />
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {clustered.map(({ group, key, name, listId }) => (
        <ClusterList key={key} id={listId} name={name} places={group.items} here={pathname} hidden={openGroup !== key} onClose={() => close(listId)} />
      ))}
      <MapLegend clusters={clustered.length > 0} origin={marked?.label ?? null} />
      <p className="fd-outline-map__credit">Outline: Natural Earth</p>
    </div>
  );
}
