import { compareText } from '@riviere/remote-kit/text';
import type { DietaryTagName } from '@riviere/api-client';

/** What the site says about a dietary tag: its badge and its words (its schema.org diet is the domain package's). */
export interface DietaryTagInfo {
  name: DietaryTagName;
  /** Badge text, explained by the dietary key. */
  abbr: string;
  label: string;
}

/** The tags the brand uses, in the order they are shown (filter buttons, key, badges, URL). */
export const DIETARY_TAGS: readonly DietaryTagInfo[] = [
  { name: 'vegetarian', abbr: 'V', label: 'Vegetarian' },
  { name: 'vegan', abbr: 'VG', label: 'Vegan' },
  { name: 'gluten-free', abbr: 'GF', label: 'Gluten-free' },
];

const BY_NAME = new Map(DIETARY_TAGS.map((tag) => [tag.name, tag]));

/** Tag names are compared trimmed and lower-case: 'Vegan ' and 'vegan' are one tag. */
export const normaliseTagName = (name: string): string => name.trim().toLowerCase();

/** Known tags get the brand's wording; a tag the content adds later still gets a readable badge. */
export function dietaryTagInfo(name: string): DietaryTagInfo {
  const key = normaliseTagName(name);
  const known = BY_NAME.get(key);
  if (known) return known;
  const label = key.charAt(0).toUpperCase() + key.slice(1).replace(/-/g, ' ');
  const abbr = key
    .split(/[-\s]+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return { name: key, abbr, label };
}

export const isKnownDietaryTag = (name: string): boolean => BY_NAME.has(normaliseTagName(name));

/** Catalogue order first, then any other tags alphabetically. */
export function compareDietaryTags(a: string, b: string): number {
  const order = (name: string) => {
    const index = DIETARY_TAGS.findIndex((tag) => tag.name === name);
    return index === -1 ? DIETARY_TAGS.length : index;
  };
  return order(a) - order(b) || compareText(a, b);
}
