import { ENGINES, outbox, suiteApp } from '../../test-support/test-app';
import { createCaptchaVerifier } from '../../recaptcha/recaptcha';

const signUp = {
  emailAddress: 'margot@example.com', favouriteRestaurant: 118, firstName: 'Margot', phoneNumber: '07700 900456',
  acceptTerms: true, acceptSMSTerms: true, birthday: { day: 29, month: 2, year: 2000 }, sourcePage: '/sign-up',
};

describe.each(ENGINES)('sign-up and preferences on %s', (engine) => {
  const suite = suiteApp(engine);

  it('signs up with 29 February 2000, stores the consent record and e-mails a preferences link', async () => {
    const response = await suite.api.post('/api/signup', signUp);
    expect(response.statusCode).toBe(200);
    const { customerGuid } = response.json().data;
    const { rows } = await suite.t.db.query<{ consent_version: string; source_page: string; consent_at: Date }>('SELECT consent_version, source_page, consent_at FROM signups');
    expect(rows[0]).toMatchObject({ consent_version: expect.any(String), source_page: '/sign-up' });
    expect(rows[0]!.consent_at).toBeTruthy();
    const welcome = (await outbox(suite.t.db)).find((m) => m.kind === 'signup')!;
    expect(welcome.text_body).toContain(`/preferences/${customerGuid}`);
  });

  it.each([
    [{ ...signUp, birthday: { day: 29, month: 2, year: 2001 } }, 'birthday'],
    [{ ...signUp, acceptTerms: false }, 'acceptTerms'],
    [{ ...signUp, favouriteRestaurant: 'x' }, 'favouriteRestaurant'],
    [{ ...signUp, emailAddress: 'x@' }, 'emailAddress'],
    [{ ...signUp, firstName: '' }, 'firstName'],
  ])('refuses a bad sign-up (%#) naming %s', async (body, field) => {
    const response = await suite.api.post('/api/signup', { ...body, emailAddress: body.emailAddress === signUp.emailAddress ? 'other@example.com' : body.emailAddress });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('"Stop all marketing e-mails" turns every interest off and the address out, and can be undone', async () => {
    const { customerGuid } = (await suite.api.post('/api/signup', { ...signUp, emailAddress: 'stop.all@example.com' })).json().data;
    const read = async () => (await suite.api.post(`/api/exponea/getcustomerpreferences/${customerGuid}`, {})).json();
    const before = await read();
    const ticked = before.interests.map((i: { name: string }) => ({ name: i.name, checked: true }));
    await suite.api.post('/api/exponea/updateCustomerPreferences', { ...before, interests: ticked });
    expect((await read()).marketingEmails).toBe(true);

    const stop = await suite.api.post('/api/exponea/updateMarketingEmails', { customerGuid, marketingEmails: false });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ message: 'Success', marketingEmails: false, interests: ticked.map((i: object) => ({ ...i, checked: false })) });
    expect(await read()).toMatchObject({ marketingEmails: false, interests: ticked.map((i: object) => ({ ...i, checked: false })), websiteSmsOptIn: true });
    const { rows } = await suite.t.db.query<{ source: string }>('SELECT source FROM marketing_unsubscribes WHERE email = $1', ['stop.all@example.com']);
    expect(rows).toEqual([{ source: 'preferences' }]);

    expect((await suite.api.post('/api/exponea/updateMarketingEmails', { customerGuid, marketingEmails: true })).json()).toMatchObject({ marketingEmails: true });
    expect((await read()).marketingEmails).toBe(true);
  });

  it.each([
    [{ customerGuid: 'not-a-guid', marketingEmails: false }, 400, 'customerGuid'],
    [{ customerGuid: '6f1e0b7c-7a53-4c1b-9d43-6a1f0e2b9c11', marketingEmails: 'no' }, 400, 'marketingEmails'],
    [{ customerGuid: '6f1e0b7c-7a53-4c1b-9d43-6a1f0e2b9c11' }, 400, 'marketingEmails'],
    [{ customerGuid: '6f1e0b7c-7a53-4c1b-9d43-6a1f0e2b9c11', marketingEmails: false }, 404, undefined],
  ])('refuses a bad marketing e-mails update (%#) with %i', async (body, status, field) => {
    const response = await suite.api.post('/api/exponea/updateMarketingEmails', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().field).toBe(field);
  });

  it('reads and updates preferences by guid', async () => {
    const { customerGuid } = (await suite.api.post('/api/signup', { ...signUp, emailAddress: 'prefs@example.com' })).json().data;
    const prefs = (await suite.api.post(`/api/exponea/getcustomerpreferences/${customerGuid}`, { attributes: [] })).json();
    expect(prefs).toMatchObject({ customerGuid, firstName: 'Margot', favRestaurantCode: 118, birthDate: Date.UTC(2000, 1, 29) / 1000 });
    const interests = prefs.interests.map((i: { name: string }, n: number) => ({ name: i.name, checked: n === 0 }));
    const update = await suite.api.post('/api/exponea/updateCustomerPreferences', { ...prefs, firstName: 'Margaux', gender: 'Female', websiteSmsOptIn: false, interests, attributes: { dietary: 'vegetarian' } });
    expect(update.json()).toEqual({ message: 'Success' });
    const after = (await suite.api.post(`/api/exponea/getcustomerpreferences/${customerGuid}`, { attributes: ['dietary'] })).json();
    expect(after).toMatchObject({ firstName: 'Margaux', gender: 'Female', websiteSmsOptIn: false, attributes: { dietary: 'vegetarian' } });
    expect(after.interests[0].checked).toBe(true);
  });

  it('answers an unknown or malformed guid with 404 or 400', async () => {
    expect((await suite.api.post('/api/exponea/getcustomerpreferences/00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
    expect((await suite.api.post('/api/exponea/getcustomerpreferences/not-a-guid', {})).json().field).toBe('customerGuid');
  });

  it('skips the bot check when no reCAPTCHA key is configured', async () => {
    expect((await suite.api.get('/api/recaptcha/verify?token=abc')).json()).toEqual({ success: true, score: null, skipped: true });
  });
});

describe('reCAPTCHA v3 verifier with a key', () => {
  const answer = (body: object) => (async () => new Response(JSON.stringify(body))) as unknown as typeof fetch;
  it.each([
    [{ success: true, score: 0.9, action: 'signup' }, true],
    [{ success: true, score: 0.3, action: 'signup' }, false],
    [{ success: true, score: 0.9, action: 'contact' }, false],
    [{ success: false, 'error-codes': ['invalid-input-response'] }, false],
  ])('answer %o → %p', async (body, success) => {
    const verifier = createCaptchaVerifier({ secret: 'k', fetch: answer(body) });
    expect((await verifier.verify('token', 'signup')).success).toBe(success);
  });

  it('refuses a missing token and skips the internal address', async () => {
    const verifier = createCaptchaVerifier({ secret: 'k', internalAddress: '10.1.2.3', fetch: answer({ success: true, score: 1, action: 'x' }) });
    expect((await verifier.verify(undefined, 'x')).success).toBe(false);
    expect(await verifier.verify(undefined, 'x', '10.1.2.3')).toMatchObject({ success: true, skipped: true });
  });
});
