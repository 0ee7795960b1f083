/**
 * Scrolling to a hash target (spec §2): on viewports 576 px wide or more the target lands below
 * the sticky header with 15 px to spare; narrower, the default offset of 58 px applies.
 */
export const DEFAULT_SCROLL_OFFSET = 58;
export const SCROLL_MARGIN = 15;
export const SMALL_BREAKPOINT = 576;

export function scrollOffset(viewportWidth: number, headerHeight: number): number {
  return viewportWidth >= SMALL_BREAKPOINT ? headerHeight + SCROLL_MARGIN : DEFAULT_SCROLL_OFFSET;
}

/** The window's scroll position that puts an element (its top at `elementTop` in the viewport) below the offset. */
export function scrollTopFor(elementTop: number, currentScroll: number, offset: number): number {
  return Math.max(0, Math.round(currentScroll + elementTop - offset));
}

/** The element a hash names ('#mains' → id 'mains'), decoded; null for an empty hash. */
export function hashTargetId(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
