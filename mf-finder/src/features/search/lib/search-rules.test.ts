import { ApiError, NETWORK_ERROR, SEARCH_MESSAGES } from '@riviere/api-client';
import { emptySearchMessage, normaliseQuery, searchesAutomatically, searchFailureMessage } from './search-rules';

describe('searchesAutomatically (spec §5)', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['B', false],
    ['Ba', false],
    ['M1', false],
    [' M1 ', false],
    ['Bat', true],
    ['BA1', true],
    ['BA1 1AA', true],
    ['S  W', true],
  ])('%j → %s', (text, expected) => {
    expect(searchesAutomatically(text)).toBe(expected);
  });
});

describe('normaliseQuery', () => {
  it.each([
    ['  ba1   1aa ', 'ba1 1aa'],
    ['Bath', 'Bath'],
    ['\tSt\nAlbans', 'St Albans'],
  ])('%j → %j', (text, expected) => expect(normaliseQuery(text)).toBe(expected));
});

describe('searchFailureMessage (spec §8)', () => {
  const api = (status: number, code?: string) => new ApiError('x', { status, code });
  it.each([
    [api(400, 'INVALID_QUERY'), SEARCH_MESSAGES.INVALID_QUERY, false],
    [api(400), SEARCH_MESSAGES.INVALID_QUERY, false],
    [api(404, 'LOCATION_NOT_FOUND'), SEARCH_MESSAGES.NO_MATCHING_LOCATIONS, false],
    [api(500), SEARCH_MESSAGES.SEARCH_FAILED, true],
    [api(0, NETWORK_ERROR), SEARCH_MESSAGES.SEARCH_FAILED, true],
    [new Error('boom'), SEARCH_MESSAGES.SEARCH_FAILED, true],
  ])('%p → %s', (error, message, canRetry) => {
    expect(searchFailureMessage(error)).toEqual({ message, canRetry });
  });
});

it('says the empty-search message with the site name', () => {
  expect(emptySearchMessage('Maison Rivière')).toBe('Enter a postcode or use your location to search for a Maison Rivière restaurant.');
});
