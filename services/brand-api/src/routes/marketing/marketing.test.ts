import { signUnsubscribe, unsubscribeKey } from '../../marketing/unsubscribe-link';
import { ENGINES, TEST_SECRET, suiteApp } from '../../test-support/test-app';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(ENGINES)('the signed unsubscribe link on %s', (engine) => {
  const suite = suiteApp(engine);
  const path = (email: string) => {
    const { recipient, signature } = signUnsubscribe(unsubscribeKey(TEST_SECRET), email);
    return `/api/marketing/unsubscribe/${recipient}/${signature}`;
  };
  // No app token, brand key or session: a mail provider's one-click POST has none.
  const post = (url: string, payload: string, headers: Record<string, string> = form) => suite.t.app.inject({ method: 'POST', url, headers, payload });

  it('needs no app token, and takes the RFC 8058 form body or the same as JSON', async () => {
    expect((await suite.t.app.inject({ method: 'GET', url: path('form@example.com') })).json()).toEqual({ email: 'form@example.com', marketingEmails: true });
    const viaForm = await post(path('form@example.com'), 'List-Unsubscribe=One-Click');
    expect(viaForm.statusCode).toBe(200);
    expect(viaForm.json()).toEqual({ email: 'form@example.com', marketingEmails: false, message: expect.stringContaining('You are unsubscribed') });
    const viaJson = await post(path('json@example.com'), JSON.stringify({ 'List-Unsubscribe': 'One-Click' }), { 'content-type': 'application/json' });
    expect(viaJson.json()).toMatchObject({ email: 'json@example.com', marketingEmails: false });
    expect((await suite.t.app.inject({ method: 'GET', url: path('json@example.com') })).json()).toEqual({ email: 'json@example.com', marketingEmails: false });
  });

  it.each([
    ['no body', 400, '', form],
    ['another value', 400, 'List-Unsubscribe=Yes', form],
    ['another field too', 400, 'List-Unsubscribe=One-Click&all=1', form],
    ['plain text', 400, 'List-Unsubscribe=One-Click', { 'content-type': 'text/plain' }],
    ['a type we do not read', 415, 'List-Unsubscribe=One-Click', { 'content-type': 'application/xml' }],
    ['a form far bigger than one click', 413, `List-Unsubscribe=One-Click&pad=${'x'.repeat(2000)}`, form],
  ])('refuses %s with %i and unsubscribes nobody', async (_label, status, payload, headers) => {
    const url = path('refused@example.com');
    const response = await post(url, payload, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await suite.t.app.inject({ method: 'GET', url })).json().marketingEmails).toBe(true);
  });

  it.each([
    ['a recipient with a dot', 400, '/api/marketing/unsubscribe/a.b/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a short signature', 400, '/api/marketing/unsubscribe/YUBiLmNv/AAAA'],
    ['a well-formed link we never signed', 404, '/api/marketing/unsubscribe/YUBiLmNv/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('answers a GET of %s with %i', async (_label, status, url) => {
    const response = await suite.t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
  });
});
