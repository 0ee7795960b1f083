import { ApiError, JOB_MESSAGES, SEARCH_MESSAGES } from '@riviere/api-client';
import { GeolocationRefused, PlaceNotFound } from '../api/locate.api';
import { jobsFoundMessage, locationFailure } from './messages';

const refusal = (status: number, code?: string) => ApiError.fromResponse(status, { statusCode: status, error: 'x', message: 'm', code });

describe('locationFailure', () => {
  it.each<[string, unknown, string]>([
    ['geolocation refused', new GeolocationRefused('User denied Geolocation'), JOB_MESSAGES.LOCATION_DENIED],
    ['no place in the answer', new PlaceNotFound('none'), SEARCH_MESSAGES.LOCATION_NOT_FOUND],
    ['LOCATION_NOT_FOUND', refusal(404, 'LOCATION_NOT_FOUND'), SEARCH_MESSAGES.LOCATION_NOT_FOUND],
    ['INVALID_QUERY', refusal(400, 'INVALID_QUERY'), SEARCH_MESSAGES.INVALID_QUERY],
    ['a 400 without a code', refusal(400), SEARCH_MESSAGES.INVALID_QUERY],
    ['a 404 without a code', refusal(404), SEARCH_MESSAGES.LOCATION_NOT_FOUND],
    ['a code that is no search code', refusal(400, 'toString'), SEARCH_MESSAGES.INVALID_QUERY],
    ['a server error', refusal(503), SEARCH_MESSAGES.SEARCH_FAILED],
    ['no answer', ApiError.network(new Error('offline')), SEARCH_MESSAGES.SEARCH_FAILED],
  ])('%s', (_case, error, message) => {
    expect(locationFailure(error)).toBe(message);
  });
});

describe('jobsFoundMessage', () => {
  it.each<[number, string | null, string]>([
    [0, null, '0 jobs found'],
    [1, null, '1 job found'],
    [2, 'SW1A 1AA', '2 jobs found near SW1A 1AA'],
  ])('%i near %p', (count, near, text) => {
    expect(jobsFoundMessage(count, near)).toBe(text);
  });
});
