import { ENGINES, outbox, suiteApp } from '../../test-support/test-app';

describe.each(ENGINES)('offers and vouchers on %s', (engine) => {
  const suite = suiteApp(engine);

  it('finds an offer by slug and by id with every field', async () => {
    const offer = (await suite.api.get('/api/offer/getofferbyslug?offerSlug=2-for-1-mains')).json();
    expect(offer).toMatchObject({ slug: '2-for-1-mains', successButtonText: expect.any(String), termAndConditions: expect.any(String), validityText: expect.any(String) });
    expect((await suite.api.get(`/api/offer/rest/${offer.id}`)).json().slug).toBe('2-for-1-mains');
  });

  it("answers an unknown offer with 404 'Could not find offer'", async () => {
    const response = await suite.api.get('/api/offer/getofferbyslug?offerSlug=no-such-offer');
    expect(response.statusCode).toBe(404);
    expect(response.json().message.toLowerCase()).toContain('could not find offer');
  });

  it("lists a restaurant's offers, including those for every restaurant", async () => {
    const { offers } = (await suite.api.get('/api/offer/restaurant/118')).json();
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) expect(o.restaurantIds.length === 0 || o.restaurantIds.includes(118)).toBe(true);
  });

  it('maps an old campaign id to its offer', async () => {
    expect((await suite.api.get('/api/offer/campaign/cmp-2241')).json()).toEqual({ offerSlug: '2-for-1-mains' });
    expect((await suite.api.get('/api/offer/campaign/nope')).statusCode).toBe(404);
  });

  it('gives one code per offer and e-mail, and e-mails it each time', async () => {
    const claim = (email: string) => suite.api.post('/api/offer/getcode', { offerSlug: '2-for-1-mains', emailAddress: email, acceptTerms: true });
    const first = (await claim('Amelie@Example.com')).json().voucherCode;
    const again = (await claim('amelie@example.com')).json().voucherCode;
    const other = (await claim('bruno@example.com')).json().voucherCode;
    expect(first).toMatch(/^MR-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    const mails = (await outbox(suite.t.db)).filter((m) => m.kind === 'voucher');
    expect(mails.map((m) => m.to_address)).toEqual(['amelie@example.com', 'amelie@example.com', 'bruno@example.com']);
    expect(mails[0]!.text_body).toContain(first);
  });

  it.each([
    [{ offerSlug: '2-for-1-mains', emailAddress: 'a@example.com', acceptTerms: false }, 'acceptTerms', /accept the terms/],
    [{ offerSlug: '2-for-1-mains', emailAddress: 'not-an-email', acceptTerms: true }, 'emailAddress', /emailAddress must be a valid e-mail address/],
    [{ offerSlug: '2-for-1-mains', acceptTerms: true }, 'emailAddress', /emailAddress is required/],
    [{ offerSlug: 'no-such-offer', emailAddress: 'a@example.com', acceptTerms: true }, undefined, /could not find offer/i],
  ])('refuses %o naming the field', async (body, field, message) => {
    const response = await suite.api.post('/api/offer/getcode', body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toMatch(message);
    if (field) expect(response.json().field).toBe(field);
  });
});
