/**
 * Menu and area link groups (spec §5): an occasion's `menuLinkGroup` / `areaLinkGroup` narrows
 * what is offered with it. Inclusive: only the linked ids. Exclusive: everything but them.
 * No group: everything. Lists keep their own order; links to unknown ids are ignored.
 */
export type LinkGroupType = 'inclusive' | 'exclusive';

export interface LinkGroup {
  type: LinkGroupType;
  links: readonly string[];
}

/** Whether the group lets the id through. */
export function allowedByLinkGroup(group: LinkGroup | null | undefined, id: string): boolean {
  if (!group) return true;
  const linked = group.links.includes(id);
  return group.type === 'inclusive' ? linked : !linked;
}

/** The items the group allows, in their own order, read by `id` or by `idOf`. */
export function filterByLinkGroup<T extends { id: string }>(items: readonly T[], group: LinkGroup | null | undefined): T[];
export function filterByLinkGroup<T>(items: readonly T[], group: LinkGroup | null | undefined, idOf: (item: T) => string): T[];
export function filterByLinkGroup<T>(items: readonly T[], group: LinkGroup | null | undefined, idOf?: (item: T) => string): T[] {
  const read = idOf ?? ((item: T) => (item as { id: string }).id);
  return items.filter((item) => allowedByLinkGroup(group, read(item)));
}
