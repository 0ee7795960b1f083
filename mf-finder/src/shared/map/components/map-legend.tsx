/** What the map's marks mean: shown when it has more than plain pins (a group, or the searched place). */
export function MapLegend({ clusters, origin }: { clusters: boolean; origin: string | null }) {
  if (!clusters && !origin) return null;
  return (
    <ul className="fd-outline-map__legend" aria-label="Map key">
      <li className="fd-outline-map__legend-item">
        <span className="fd-outline-map__key fd-outline-map__key--pin" aria-hidden="true" />
        A restaurant
      </li>
      {clusters && (
        <li className="fd-outline-map__legend-item">
          <span className="fd-outline-map__key fd-outline-map__key--cluster" aria-hidden="true">
            2
          </span>
          Restaurants close together: select to list them
        </li>
      )}
      {origin && (
        <li className="fd-outline-map__legend-item">
          <span className="fd-outline-map__key fd-outline-map__key--origin" aria-hidden="true" />
          {origin}
        </li>
      )}
    </ul>
  );
}
