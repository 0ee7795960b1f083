/** Party limits (spec §5, §9): 1–100 adults (default 2), 0–50 children (default 0). */
export const MIN_ADULTS = 1;
export const MAX_ADULTS = 100;
export const MAX_CHILDREN = 50;
const DEFAULT_COVERS = 2;
/** Spec §9: child covers are hidden by configuration. */
export const SHOW_CHILD_COVERS = false;

export interface Party {
  adults: number;
  children: number;
}

export const DEFAULT_PARTY: Party = { adults: DEFAULT_COVERS, children: 0 };

/** Changing the occasion resets covers to its minimum, with no children (spec §4). */
export function partyForOccasion(occasion: { minimumCovers: number } | null): Party {
  return occasion ? { adults: clamp(occasion.minimumCovers, MIN_ADULTS, MAX_ADULTS), children: 0 } : DEFAULT_PARTY;
}

export function clampParty(party: Party): Party {
  return { adults: clamp(Math.trunc(party.adults), MIN_ADULTS, MAX_ADULTS), children: clamp(Math.trunc(party.children), 0, MAX_CHILDREN) };
}

export function guestsLabel(covers: number): string {
  return `${covers} ${covers === 1 ? 'guest' : 'guests'}`;
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}
