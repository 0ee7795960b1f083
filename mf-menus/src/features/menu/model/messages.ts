import { OTHER_MESSAGES } from '@riviere/api-client';

/** Every visitor-facing message of the menus remote, in one place (STYLE §5). */
export const MENU_MESSAGES = {
  LOADING_MENUS: 'Loading menus…',
  LOADING_MENU: 'Loading menu…',
  LOAD_MENUS_FAILED: "We couldn't load the menus.",
  LOAD_MENU_FAILED: "We couldn't load this menu.",
  /** Spec §8, word for word. */
  MENU_NOT_FOUND: OTHER_MESSAGES.MENU_NOT_FOUND,
  NO_MENUS: 'There are no menus to show right now. Please check back soon.',
  NO_MENU_MATCHES: 'No menu has dishes that match all of your dietary choices.',
  NO_DISH_MATCHES: 'No dishes on this menu match all of your dietary choices.',
  CLEAR_FILTERS: 'Show all dishes',
} as const;

export function dishesMatchMessage(count: number): string {
  return count === 1 ? '1 dish matches' : `${count} dishes match`;
}
