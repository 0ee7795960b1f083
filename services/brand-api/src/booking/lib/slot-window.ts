/**
 * What availability shows per restaurant (spec §9): at most `before` slots before the requested
 * time and `after` slots after it, plus the requested time itself when it is free (an exact match).
 * `available` must be ascending 'HH:mm' strings; the answer keeps that order.
 */
export function slotWindow(
  available: readonly string[],
  requested: string,
  before = 3,
  after = 3,
): { times: string[]; exactMatch: boolean } {
  const earlier = available.filter((t) => t < requested);
  const later = available.filter((t) => t > requested);
  const exactMatch = available.includes(requested);
  return {
    times: [...earlier.slice(Math.max(0, earlier.length - before)), ...(exactMatch ? [requested] : []), ...later.slice(0, after)],
    exactMatch,
  };
}
