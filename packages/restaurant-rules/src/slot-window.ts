/**
 * What availability offers per restaurant (spec §9): at most 3 free times before the requested
 * one and 3 after it, plus the requested time itself when it is free (an exact match).
 * Times are 'HH:mm' (zero-padded, so they sort as text); input order and repeats do not matter.
 */
import type { TimeOfDay } from './clock';

export const SLOTS_EACH_SIDE = 3;

export interface SlotWindow {
  /** Ascending. */
  times: TimeOfDay[];
  /** The requested time itself is free. */
  exactMatch: boolean;
}

/** The free times nearest the requested one: up to `before` earlier, itself when free, up to `after` later. */
export function slotWindow(free: readonly TimeOfDay[], requested: TimeOfDay, before = SLOTS_EACH_SIDE, after = SLOTS_EACH_SIDE): SlotWindow {
  const sorted = [...new Set(free)].sort();
  const earlier = sorted.filter((time) => time < requested);
  const later = sorted.filter((time) => time > requested);
  const exactMatch = sorted.includes(requested);
  return {
    times: [...earlier.slice(Math.max(0, earlier.length - before)), ...(exactMatch ? [requested] : []), ...later.slice(0, after)],
    exactMatch,
  };
}
