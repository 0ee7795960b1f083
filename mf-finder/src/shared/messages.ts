import { BOOKING_MESSAGES, SEARCH_MESSAGES } from '@riviere/api-client';

/** Every visitor-facing message of the finder that is not a search message, in one place (STYLE §5). */
export const FINDER_MESSAGES = {
  LOADING_RESTAURANTS: 'Loading restaurants…',
  LOADING_RESTAURANT: 'Loading the restaurant…',
  LOAD_RESTAURANTS_FAILED: "We couldn't load our restaurants. Please check your connection and try again.",
  LOAD_OFFERS_FAILED: "We couldn't load this restaurant's offers.",
  NO_OFFERS: 'There are no offers at this restaurant right now.',
  TRY_AGAIN: 'Try again',
  SEARCHING: 'Searching…',
  LOCATING: 'Finding your location…',
  /** Spec §2 (header): a restaurant that takes no bookings online. */
  NOT_BOOKABLE: 'This restaurant cannot be booked online, please contact the restaurant directly.',
  /** Spec §8, holiday park. */
  HOLIDAY_PARK: BOOKING_MESSAGES.CENTER_PARCS_MESSAGE,
  /** Spec §4: external-provider restaurants. */
  CONTINUE_TO_BOOKING: 'Continue to booking',
  MAP_OFFLINE: 'The map is not available here. Directions open in Google Maps.',
  MAP_FAILED: "The map couldn't be loaded. Directions still open in Google Maps.",
  /** Said in the map's place without JavaScript (the maps are drawn by the script). */
  MAP_NEEDS_SCRIPT: 'The map needs JavaScript. Every restaurant is here with its directions, which open in Google Maps.',
} as const;

export { SEARCH_MESSAGES };
