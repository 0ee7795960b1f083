import { ApiError, SEARCH_MESSAGES } from '@riviere/api-client';

/** Spec §5: typing searches by itself when the box is empty or holds more than 2 characters. */
export function searchesAutomatically(text: string): boolean {
  const query = normaliseQuery(text);
  return query === '' || query.length > 2;
}

/** The shortest query that is searched, typed, submitted or in the URL (`?q=`). */
export const MIN_QUERY_LENGTH = 3;

/** Said instead of results when a query is too short to be searched. */
export const SHORT_QUERY_MESSAGE = `Enter at least ${MIN_QUERY_LENGTH} characters to search.`;

/** 1 or 2 characters: not searched (an empty box is the empty search, not a short one). */
export function isShortQuery(text: string): boolean {
  const query = normaliseQuery(text);
  return query.length > 0 && query.length < MIN_QUERY_LENGTH;
}

/** What is sent and kept in the URL: inner runs of spaces collapsed, ends trimmed. */
export const normaliseQuery = (text: string): string => text.replace(/\s+/g, ' ').trim();

export type SearchMessage = (typeof SEARCH_MESSAGES)[keyof typeof SEARCH_MESSAGES];

/**
 * A failed search in the words of spec §8: the brand API says 400 INVALID_QUERY for text that
 * is not a place or postcode, 404 LOCATION_NOT_FOUND for one it does not know; anything else
 * (offline, 5xx) is 'something went wrong' and can be tried again.
 */
export function searchFailureMessage(error: unknown): { message: SearchMessage; canRetry: boolean } {
  if (error instanceof ApiError) {
    if (error.status === 400 || error.code === 'INVALID_QUERY') return { message: SEARCH_MESSAGES.INVALID_QUERY, canRetry: false };
    if (error.status === 404 || error.code === 'LOCATION_NOT_FOUND') return { message: SEARCH_MESSAGES.NO_MATCHING_LOCATIONS, canRetry: false };
  }
  return { message: SEARCH_MESSAGES.SEARCH_FAILED, canRetry: true };
}

/** Spec §5 wording, with the brand's name. */
export const emptySearchMessage = (siteName: string): string =>
  `Enter a postcode or use your location to search for a ${siteName} restaurant.`;
