import type { MouseEvent } from 'react';
import { scrollToElement } from './scroll-manager';

/** The scroll delay before the booking area comes into view (spec §9). */
export const SCROLL_DELAY = 300;

/**
 * Takes the visitor to the page's own booking strip (`#booking-area`, mf-booking's widget on the
 * home page and restaurant pages) instead of following a link to the booking modal: the link's
 * navigation is cancelled and, after the spec's 300 ms, the strip scrolls smoothly into view below
 * the header and its first control takes focus. Does nothing (false) when the page shows no strip
 * — not on this page, or its remote did not load — or for a click that opens a new tab or window:
 * the link then does what it says.
 */
export function goToBookingArea(event: MouseEvent<HTMLElement>): boolean {
  const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  const area = plainClick ? document.getElementById('booking-area') : null;
  if (!area) return false;
  event.preventDefault();
  window.setTimeout(() => {
    scrollToElement(area);
    area.querySelector<HTMLElement>('[data-booking-start]')?.focus({ preventScroll: true });
  }, SCROLL_DELAY);
  return true;
}
