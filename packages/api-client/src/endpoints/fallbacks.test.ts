/** The endpoints whose failure is not an ApiError, and the ones that must re-throw. */
import { ApiError } from '../errors';
import { json } from '../test-support/fake-fetch';
import { createHarness } from '../test-support/harness';

const form = { emailAddress: 'a@b.co', favouriteRestaurant: 7, firstName: 'Ada', acceptTerms: true, acceptSMSTerms: false };

describe('signup.signUp', () => {
  it.each([
    ['a 400', () => json(400, { statusCode: 400, error: 'Bad Request', message: 'emailAddress is invalid' })],
    ['a 500', () => json(500, {})],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['an answer without data', () => json(200, {})],
  ])('is false on %s', async (_, answer) => {
    const h = createHarness({ api: answer });
    await expect(h.client.signup.signUp(form)).resolves.toBe(false);
  });
});

describe('social.getInstagramMedia', () => {
  it.each([
    ['a 500', () => json(500, {})],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['an answer without media', () => json(200, {})],
  ])('is [] on %s, logging nothing', async (_, answer) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const h = createHarness({ api: answer });
      await expect(h.client.social.getInstagramMedia()).resolves.toEqual([]);
      expect(log).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
      warn.mockRestore();
    }
  });
});

describe('jobs.apply', () => {
  it("rejects a 4xx { success: false, message } with an ApiError carrying the server's message", async () => {
    const body = { success: false, message: 'Submission failed (err=15)' };
    const h = createHarness({ api: () => json(400, body) });
    const error = await h.client.jobs.apply({} as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Submission failed (err=15)', body });
  });
});

describe('contact.sendGroupBooking', () => {
  it('re-throws failures as ApiError', async () => {
    const h = createHarness({ api: () => json(502, { statusCode: 502, error: 'Bad Gateway', message: 'mail relay down' }) });
    await expect(h.client.contact.sendGroupBooking({} as never)).rejects.toMatchObject({ name: 'ApiError', status: 502 });
  });
});

describe('venues.getAllVenueIds', () => {
  it('is cached for the life of the client, per brand', async () => {
    const h = createHarness({ api: () => json(200, { venueIds: [1, 2] }) });
    await h.client.venues.getAllVenueIds('riviere');
    h.advance(30 * 86_400_000);
    await expect(h.client.venues.getAllVenueIds('riviere')).resolves.toEqual([1, 2]);
    await h.client.venues.getAllVenueIds('other');
    expect(h.apiCalls().map((c) => c.url)).toEqual([
      '/cdg/booking/allVenueIds?brand=riviere',
      '/cdg/booking/allVenueIds?brand=other',
    ]);
  });

  it('asks again after a failure', async () => {
    const h = createHarness({ api: () => json(500, {}) });
    await expect(h.client.venues.getAllVenueIds('riviere')).rejects.toBeInstanceOf(ApiError);
    h.answer(() => json(200, { venueIds: [3] }));
    await expect(h.client.venues.getAllVenueIds('riviere')).resolves.toEqual([3]);
  });
});
