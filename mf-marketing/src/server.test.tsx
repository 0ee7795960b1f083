/** @jest-environment node */
import { CONTRACT_VERSION, formSearch } from '@riviere/mf-contract';
import { apiForServer } from './shared/api';
import { contractVersion, render, version } from './server';
import { CLAIM_NEEDS } from './features/offer/model/offer-messages';
import { CONTACT_CHECK, CONTACT_EXPIRED, CONTACT_FAILED, CONTACT_NEEDS_SCRIPT, CONTACT_SENT, FILES_NEED_SCRIPT } from './features/contact/model/contact-messages';
import { createFakeApi, FORGED_LINK, GUID, notFound, OFFER, UNSUBSCRIBE_LINK, type FakeApi } from './test-support/fake-api';
import { textOf } from '@riviere/remote-kit/testing';
import { NOW, serverProps } from './test-support/server-props';
import { KEPT_ANSWERS_MS } from '@riviere/remote-kit/server';

jest.mock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiForServer: jest.fn() }));

/** A minute on: a page rendered again within a minute starts from the answers it carried, so the API is asked again only now. */
const LATER = { now: NOW + KEPT_ANSWERS_MS };

let api: FakeApi;
beforeEach(() => {
  api = createFakeApi();
  jest.mocked(apiForServer).mockReturnValue(api);
});

it('is a contract 2 server entry of this version, reaching the brand API with the token the site server gives', async () => {
  expect(contractVersion).toBe(CONTRACT_VERSION);
  expect(version).toBe(__APP_VERSION__);
  await render(serverProps('/sign-up'));
  expect(apiForServer).toHaveBeenCalledWith({ baseUrl: 'http://brand-api.test', token: { accessToken: 'server-token', expiresAt: NOW + 3_600_000 }, brandKey: 'test-brand' });
});

describe('/offer/{id} on the server', () => {
  it('renders the offer, its validity, terms and the claim form, with its title and description in the head', async () => {
    const result = await render(serverProps(`/offer/${OFFER.slug}`));
    const text = textOf(result.html);
    expect(result.status).toBe(200);
    expect(result.html).toContain(`<h1 class="mk-title">${OFFER.title}</h1>`);
    expect(text).toContain(OFFER.description);
    expect(text).toContain(OFFER.validityText);
    expect(text).toContain(OFFER.termAndConditions);
    expect(result.html).toMatch(/<form[^>]*aria-label="Claim: Two mains for the price of one"/);
    expect(result.html).toMatch(/<input[^>]*type="email"/);
    expect(text).toContain(CLAIM_NEEDS.both);
    expect(result.html).toContain('<noscript>');
    expect(result.head).toEqual({ title: OFFER.title, description: OFFER.description });
    expect(result.cacheable).toBeUndefined();
    expect(result.state).toEqual({ queries: { [`offer:${OFFER.slug}`]: expect.anything() } });
    expect(api.offers.getOfferBySlug).toHaveBeenCalledTimes(1);
  });

  it('answers 404 with no content for an offer the brand API could not find', async () => {
    const result = await render(serverProps('/offer/no-such-offer'));
    expect(result.status).toBe(404);
    expect(textOf(result.html).trim()).toBe('');
    expect(result.head?.title).toBeUndefined();
  });

  it('fails (so the site server renders in the browser) when the brand API is down', async () => {
    api.offers.getOfferBySlug.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    await expect(render(serverProps(`/offer/${OFFER.slug}`, LATER))).rejects.toThrow('ECONNREFUSED');
  });
});

describe('the sign-up and referral pages on the server', () => {
  it('renders /sign-up with its form, the restaurants to choose from and the birthday years up to the rendered year', async () => {
    const result = await render(serverProps('/sign-up'));
    const text = textOf(result.html);
    expect(result.status).toBe(200);
    expect(result.html).toContain('<h1 class="mk-title">Sign up for news and offers</h1>');
    expect(result.html).toMatch(/<form[^>]*aria-label="Newsletter sign-up"/);
    expect(result.html).toMatch(/<option value="101">Bath<\/option>/);
    expect(result.html).toMatch(/<option value="118">Covent Garden<\/option>/);
    expect(result.html).toContain('<option value="2026">2026</option>');
    expect(result.html).not.toContain('<option value="2027">');
    expect(text).not.toContain('reCAPTCHA');
    expect(result.head).toEqual({
      title: 'Sign up for news and offers',
      description: 'Be first to hear about new menus and events, get exclusive offers and a little something on your birthday.',
    });
  });

  it('renders /refer-a-friend with its form', async () => {
    const result = await render(serverProps('/refer-a-friend'));
    expect(result.status).toBe(200);
    expect(result.html).toContain('<h1 class="mk-title">Refer a friend</h1>');
    expect(result.html).toMatch(/<form[^>]*aria-label="Invite a friend"/);
    expect(result.head?.title).toBe('Refer a friend');
    expect(result.head?.description).toMatch(/^Know someone who would love a French brasserie\?/);
  });

  it.each([
    ['/referral?code=RF-ABCDEFGH23', 'Amélie invited you to Maison Rivière', OFFER.title],
    ['/referral?code=RF-2222222222', 'Welcome to Maison Rivière', 'We could not find that invitation'],
    ['/referral', 'Welcome to Maison Rivière', 'We could not find that invitation'],
  ])('renders %s: the welcome, and the sign-up form under it', async (path, heading, shown) => {
    api.referral.getReferral.mockImplementation(async (code) => {
      if (code !== 'RF-ABCDEFGH23') throw notFound('We could not find that referral code.');
      return { code, referrerName: 'Amélie', offer: OFFER };
    });
    const result = await render(serverProps(path));
    expect(result.status).toBe(200);
    expect(textOf(result.html)).toContain(heading);
    expect(textOf(result.html)).toContain(shown);
    expect(result.html).toMatch(/<form[^>]*aria-label="Newsletter sign-up"/);
    expect(result.head?.title).toBe('Welcome');
  });
});

describe('/preferences/{id} on the server: a page for one person', () => {
  it('renders the preferences form with its choices, never indexed nor cached', async () => {
    const result = await render(serverProps(`/preferences/${GUID}`));
    expect(result.status).toBe(200);
    expect(result.html).toContain('<h1 class="mk-title">Your preferences</h1>');
    expect(result.html).toMatch(/<form[^>]*aria-label="Your preferences"/);
    expect(result.html).toMatch(/<option value="118">Covent Garden<\/option>/);
    expect(result.html).toMatch(/<input[^>]*name="interests" value="Wine"/);
    expect(api.preferences.getCustomerPreferences).toHaveBeenCalledWith(GUID, ['source']);
    expect(result.head).toEqual({ title: 'Your preferences', noindex: true });
    expect(result.cacheable).toBe(false);
  });

  it.each([['0b7c6f1e-7a53-4c1b-9d43-000000000000'], ['not-a-guid']])('answers 404 for %s, still never cached', async (id) => {
    const result = await render(serverProps(`/preferences/${id}`));
    expect(result.status).toBe(404);
    expect(textOf(result.html).trim()).toBe('');
    expect(result.cacheable).toBe(false);
    expect(result.head?.noindex).toBe(true);
  });
});

describe('/unsubscribe/{recipient}/{signature} on the server: works without JavaScript', () => {
  const path = (link: { recipient: string; signature: string }) => `/unsubscribe/${link.recipient}/${link.signature}`;

  it('asks first: a plain form POSTing List-Unsubscribe=One-Click to the same address, never indexed nor cached', async () => {
    const result = await render(serverProps(path(UNSUBSCRIBE_LINK)));
    expect(result.status).toBe(200);
    expect(result.html).toContain('<h1>Unsubscribe from marketing e-mails</h1>');
    expect(textOf(result.html)).toContain('amelie@example.com');
    const form = /<form[^>]*>/.exec(result.html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${path(UNSUBSCRIBE_LINK)}"`);
    expect(result.html).toMatch(/<input type="hidden" name="List-Unsubscribe" value="One-Click"\/>/);
    expect(result.html).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(result.head).toEqual({ title: 'Unsubscribe', noindex: true });
    expect(result.cacheable).toBe(false);
  });

  it("says it is done once the address is unsubscribed (the page the site server answers a POST with)", async () => {
    api.preferences.getUnsubscribeState.mockResolvedValueOnce({ email: 'amelie@example.com', marketingEmails: false });
    const result = await render(serverProps(path(UNSUBSCRIBE_LINK)));
    expect(result.html).toContain('<h1>You’re unsubscribed</h1>');
    expect(textOf(result.html)).toContain('We will send no more marketing e-mails to amelie@example.com');
    expect(result.html).not.toContain('<form');
  });

  it('answers 404 for a link we never signed, saying what is wrong, still never cached', async () => {
    const result = await render(serverProps(path(FORGED_LINK)));
    expect(result.status).toBe(404);
    expect(result.html).toContain('<h1>This unsubscribe link is not valid</h1>');
    expect(result.html).not.toContain('<form');
    expect(result.cacheable).toBe(false);
  });
});

it('answers 404 for a path the remote does not own', async () => {
  expect((await render(serverProps('/nothing-here'))).status).toBe(404);
});

describe('the contact form on the server (it posts without JavaScript)', () => {
  const contact = (search: string) => render(serverProps(`/contact${search}`, { widget: 'contact-form' }));
  const TYPED = { firstName: 'Amélie', lastName: "O'Neill", email: 'not-an-address', enquiryType: 'general', reason: 'my-visit', message: 'We left a <b>blue</b> umbrella.' };

  it('is a plain form posting to /contact with the token the site server gave, kept for nobody else', async () => {
    const result = await contact(formSearch({ token: 'signed.token' }));
    const form = /<form[^>]*aria-label="Contact us"[^>]*>/.exec(result.html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
    expect(result.html).toContain('<input type="hidden" name="form-token" value="signed.token"/>');
    for (const name of ['firstName', 'lastName', 'email', 'enquiryType', 'reason', 'message']) expect(result.html).toContain(`name="${name}"`);
    expect(result.cacheable).toBe(false);
    // It can be sent without the script (reCAPTCHA is off here); only the files need it.
    expect(textOf(result.html)).not.toContain('This form needs JavaScript');
    expect(textOf(result.html)).toContain(FILES_NEED_SCRIPT);
  });

  it('shown again after the brand API refused it: what was typed is there, and each wrong field says why in the form\'s words', async () => {
    const result = await contact(formSearch({ token: 't', problem: 'refused', posted: TYPED }));
    const text = textOf(result.html);
    expect(text).toContain(CONTACT_CHECK);
    expect(result.html).toMatch(/id="mk-contact-first-name"[^>]*value="Amélie"/);
    expect(result.html).toMatch(/id="mk-contact-email"[^>]*value="not-an-address"/);
    expect(result.html).toMatch(/<option value="my-visit" selected="">My visit<\/option>/);
    expect(result.html).toContain('We left a &lt;b&gt;blue&lt;/b&gt; umbrella.</textarea>');
    // The schema's own words: a wrong e-mail, and the sub-reason "My visit" asks for, now shown.
    expect(text).toMatch(/Please enter a valid e-mail address/);
    expect(result.html).toContain('id="mk-contact-sub-reason"');
    expect(text).toContain('Please choose what best describes it');
  });

  it.each([
    ['expired', CONTACT_EXPIRED],
    ['unverified', CONTACT_NEEDS_SCRIPT],
    ['failed', CONTACT_FAILED],
  ] as const)('shown again because it %s: says so, with what was typed kept', async (problem, message) => {
    const result = await contact(formSearch({ token: 't', problem, posted: TYPED }));
    expect(textOf(result.html)).toContain(message);
    expect(result.html).toMatch(/id="mk-contact-last-name"[^>]*value="O&#x27;Neill"/);
  });

  it('after sending (?sent=1) thanks the guest with an empty form', async () => {
    const result = await contact(`?sent=1&${formSearch({ token: 't' }).slice(1)}`);
    expect(textOf(result.html)).toContain(CONTACT_SENT);
    expect(result.html).not.toMatch(/id="mk-contact-first-name"[^>]*value=/);
  });
});
