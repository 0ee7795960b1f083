import { compareDietaryTags, isKnownDietaryTag, normaliseTagName } from '../model/dietary-tags';

/**
 * The dietary filter lives in the query string, `?diet=vegan,gluten-free`, so a reload or a
 * shared link shows the same dishes. Commas stay literal so the address reads as it is typed.
 */
export const DIET_PARAM = 'diet';

/** The selected tag names in `search` ('?a=1&diet=vegan,gluten-free'), normalised, de-duplicated, in display order. */
export function parseDiet(search: string): string[] {
  const raw = new URLSearchParams(search).getAll(DIET_PARAM).join(',');
  const names = new Set(raw.split(',').map(normaliseTagName).filter((name) => name !== ''));
  return [...names].sort(compareDietaryTags);
}

/**
 * The tags the filter acts on: those the URL names that are either the brand's own tags or
 * found in the data. Anything else in the address (a typo, an old link) is ignored, so it can
 * never hide every dish behind a filter the visitor cannot see or switch off.
 */
export function effectiveDiet(selected: readonly string[], available: readonly string[]): string[] {
  return selected.filter((name) => available.includes(name) || isKnownDietaryTag(name));
}

/** `search` with the diet parameter set to `tags` (removed when empty); other parameters kept. */
export function withDiet(search: string, tags: readonly string[]): string {
  const params = new URLSearchParams(search);
  params.delete(DIET_PARAM);
  const rest = params.toString();
  const sorted = [...new Set(tags.map(normaliseTagName))].sort(compareDietaryTags);
  const diet = sorted.length > 0 ? `${DIET_PARAM}=${sorted.map(encodeURIComponent).join(',')}` : '';
  const query = [rest, diet].filter((part) => part !== '').join('&');
  return query === '' ? '' : `?${query}`;
}

/** `selected` with `tag` switched on or off. */
export function toggleTag(selected: readonly string[], tag: string): string[] {
  const name = normaliseTagName(tag);
  return selected.includes(name) ? selected.filter((t) => t !== name) : [...selected, name].sort(compareDietaryTags);
}
