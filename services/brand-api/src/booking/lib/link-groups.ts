/**
 * Menu and area link groups (spec §5): an occasion's `menuLinkGroup` / `areaLinkGroup` narrows
 * what is offered with it. Inclusive: only the linked ids. Exclusive: everything but them.
 * No group: everything.
 */
export type LinkGroupType = 'inclusive' | 'exclusive';

export interface LinkGroup {
  type: LinkGroupType;
  links: string[];
}

export function allowedByLinkGroup(group: LinkGroup | null | undefined, id: string): boolean {
  if (!group) return true;
  const linked = group.links.includes(id);
  return group.type === 'inclusive' ? linked : !linked;
}

/** The items the group allows, in their own order. */
export function filterByLinkGroup<T>(items: readonly T[], group: LinkGroup | null | undefined, idOf: (item: T) => string): T[] {
  return items.filter((item) => allowedByLinkGroup(group, idOf(item)));
}
