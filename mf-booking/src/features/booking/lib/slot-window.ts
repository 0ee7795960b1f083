import { minutesOf, type TimeOfDay } from './london-clock';

/** Spec §9: at most 3 slots before and 3 after the requested time, plus the time itself. */
export const SLOTS_EACH_SIDE = 3;

export interface SlotWindow {
  times: TimeOfDay[];
  /** The requested time itself is free. */
  exactMatch: boolean;
}

/** The free times nearest the requested one: up to `each` before it, itself when free, up to `each` after. */
export function slotWindow(free: readonly TimeOfDay[], requested: TimeOfDay, each = SLOTS_EACH_SIDE): SlotWindow {
  const sorted = [...new Set(free)].sort((a, b) => minutesOf(a) - minutesOf(b));
  const target = minutesOf(requested);
  const before = sorted.filter((t) => minutesOf(t) < target).slice(-each);
  const after = sorted.filter((t) => minutesOf(t) > target).slice(0, each);
  const exactMatch = sorted.includes(requested);
  return { times: [...before, ...(exactMatch ? [requested] : []), ...after], exactMatch };
}
