/**
 * The space a map holds while its code or its outline loads (and in a server render): the same
 * size as the map, so nothing below it moves when it arrives.
 */
export function MapLoading({ live }: { live: boolean }) {
  return (
    <div className={`fd-map ${live ? 'fd-map--loading' : 'fd-outline-map--loading'}`} role="status">
      Loading the map…
    </div>
  );
}
