/**
 * Capacity is in covers per area per 15-minute slot: how many guests an area can seat arriving
 * in that slot. A party sits in one area, never split. Booked covers come from confirmed bookings.
 */
export interface AreaCapacity {
  id: string;
  coversPerSlot: number;
}

/** Covers already booked at one time, by area id. */
export type BookedByArea = ReadonlyMap<string, number>;

/** Free covers in each area at one time. */
export function freeCovers(area: AreaCapacity, booked: BookedByArea | undefined): number {
  return area.coversPerSlot - (booked?.get(area.id) ?? 0);
}

/**
 * The area a party of `covers` gets: the chosen one if it has room, else (no choice made) the
 * first area in order with room; null when none has. `areas` are the areas the occasion allows.
 */
export function pickArea(areas: readonly AreaCapacity[], booked: BookedByArea | undefined, covers: number, chosen: string | null): string | null {
  const candidates = chosen === null ? areas : areas.filter((a) => a.id === chosen);
  return candidates.find((area) => freeCovers(area, booked) >= covers)?.id ?? null;
}

/** The times (ascending, as given) with room for the party. `booked` maps a time to its booked covers by area. */
export function timesWithRoom(
  times: readonly string[],
  areas: readonly AreaCapacity[],
  booked: ReadonlyMap<string, BookedByArea>,
  covers: number,
  chosen: string | null,
): string[] {
  return times.filter((time) => pickArea(areas, booked.get(time), covers, chosen) !== null);
}
