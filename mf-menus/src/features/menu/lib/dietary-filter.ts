import type { Menu, MenuItem, MenuSection } from '@riviere/api-client';
import { compareDietaryTags, normaliseTagName } from '../model/dietary-tags';

/**
 * The menu dietary filter (spec §5). `selected` holds normalised tag names ('vegan').
 *
 * - No tag selected: everything shows, unchanged.
 * - With any tag selected, an item shows only if it carries every selected tag, so an
 *   untagged item is hidden.
 * - A section shows if at least one of its items passes; a menu shows if at least one of its
 *   sections does. Hidden items and sections are removed from the returned copies.
 */
export function itemPasses(item: MenuItem, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const tags = new Set(item.dietaryTags.map((tag) => normaliseTagName(tag.name)));
  return selected.every((name) => tags.has(name));
}

export function filterSection(section: MenuSection, selected: readonly string[]): MenuSection | null {
  if (selected.length === 0) return section;
  const items = section.items.filter((item) => itemPasses(item, selected));
  return items.length > 0 ? { ...section, items } : null;
}

export function filterMenu(menu: Menu, selected: readonly string[]): Menu | null {
  if (selected.length === 0) return menu;
  const sections = menu.sections.flatMap((section) => filterSection(section, selected) ?? []);
  return sections.length > 0 ? { ...menu, sections } : null;
}

export function filterMenus(menus: readonly Menu[], selected: readonly string[]): Menu[] {
  return menus.flatMap((menu) => filterMenu(menu, selected) ?? []);
}

/** Dishes listed across `menus` (a dish on two menus counts twice: it is shown twice). */
export function countItems(menus: readonly Menu[]): number {
  return menus.reduce((sum, menu) => sum + menu.sections.reduce((n, section) => n + section.items.length, 0), 0);
}

/** The tags the dishes of `menus` carry, normalised, in display order: what the filter offers. */
export function availableTags(menus: readonly Menu[]): string[] {
  const names = new Set<string>();
  for (const menu of menus) {
    for (const section of menu.sections) {
      for (const item of section.items) {
        for (const tag of item.dietaryTags) names.add(normaliseTagName(tag.name));
      }
    }
  }
  names.delete('');
  return [...names].sort(compareDietaryTags);
}
