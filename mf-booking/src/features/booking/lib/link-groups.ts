import type { LinkGroup } from '@riviere/api-client';

/**
 * Spec §5: an occasion's link group narrows the menus or areas offered with it — inclusive keeps
 * only the linked ids, exclusive keeps all but them; no group keeps everything.
 */
export function filterByLinkGroup<T extends { id: string }>(items: readonly T[], group: LinkGroup | null | undefined): T[] {
  if (!group) return [...items];
  const linked = new Set(group.links);
  return items.filter((item) => (group.type === 'inclusive' ? linked.has(item.id) : !linked.has(item.id)));
}
