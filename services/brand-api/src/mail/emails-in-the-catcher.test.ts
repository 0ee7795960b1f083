/**
 * Every e-mail the API sends, as a mail client receives it: relayed over SMTP to the same mail
 * catcher `npm start` runs, and read back from it (HTML, text part, headers).
 */
import nodemailer from 'nodemailer';
import type { RestaurantLocation } from '@riviere/api-client';
import { addressText } from '@riviere/restaurant-rules';
import { COVENT_GARDEN, NOW, bookingBody, managePath, submit } from '../booking/test-support/booking-fixtures';
import { startMailCatcher, type CaughtEmail, type MailCatcher } from '../test-support/mail-catcher';
import { caller, createTestApp, type TestApp } from '../test-support/test-app';
import { LOGO } from './email-layout';
import { createRelay } from './relay';

const SITE = 'https://www.maison-riviere.example';

describe('e-mails in the mail catcher', () => {
  let t: TestApp;
  let catcher: MailCatcher;
  let api: ReturnType<typeof caller>;
  let coventGarden: RestaurantLocation;

  /** Relays what the outbox holds and answers the e-mails that reached `to`. */
  async function delivered(to: string, count = 1): Promise<CaughtEmail[]> {
    const relay = createRelay({ db: t.db, transport: nodemailer.createTransport(catcher.smtpUrl), from: 'Maison Rivière <hello@maison-riviere.example>' });
    await relay.runOnce();
    const mine = async () => (await catcher.emails()).filter((e) => e.to.some((a) => a.address === to));
    for (let tries = 0; tries < 200 && (await mine()).length < count; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    return mine();
  }

  /** The two URLs of a marketing e-mail's List-Unsubscribe header. */
  function listUnsubscribe(email: CaughtEmail): { https: string; mailto: string } {
    const header = email.headers?.['list-unsubscribe'] ?? '';
    const [https, mailto] = [...header.matchAll(/<([^>]+)>/g)].map((m) => m[1]!);
    return { https: https ?? '', mailto: mailto ?? '' };
  }

  async function signUp(email: string) {
    const response = await api.post('/api/signup', { emailAddress: email, favouriteRestaurant: COVENT_GARDEN, firstName: 'Amélie', acceptTerms: true, acceptSMSTerms: false });
    expect(response.statusCode).toBe(200);
    return response.json().data.customerGuid as string;
  }
  const preferencesOf = async (guid: string) => (await api.post(`/api/exponea/getcustomerpreferences/${guid}`, {})).json();

  beforeAll(async () => {
    t = await createTestApp('pglite', { now: () => NOW, config: { siteUrl: `${SITE}/` } });
    catcher = await startMailCatcher();
    api = caller(t);
    coventGarden = (await api.get(`/api/v1/content/restaurant/${COVENT_GARDEN}`)).json();
  });
  afterAll(async () => {
    await catcher.close();
    await t.close();
  });

  it("a booking confirmation shows the logo, the restaurant's phone, address and directions, and the manage link as a button", async () => {
    const body = bookingBody({ emailAddress: 'confirmation@example.com' });
    const { manageUrl } = (await submit(t, 'create', body)).json();
    const [email] = await delivered(body.emailAddress);
    const html = email!.html!;

    expect(html).toMatch(new RegExp(`<img[^>]+src="${SITE}${LOGO.path}"[^>]*>`));
    expect(html).toMatch(/<img[^>]+alt="Maison Rivière"/);
    expect(html).toContain(`href="tel:${coventGarden.phoneNumber.replace(/[^+\d]/g, '')}"`);
    expect(html).toContain(coventGarden.phoneNumber);
    expect(html).toContain(addressText(coventGarden).replace(/'/g, '&#39;'));
    expect(html).toContain(`href="https://www.google.com/maps/dir/?api=1&amp;destination=${coventGarden.lat},${coventGarden.lng}"`);
    // The manage link is the button: a link styled as one, in MJML's button table.
    expect(html).toMatch(new RegExp(`<a\\s+href="${manageUrl}"[^>]*style="[^"]*display:inline-block[^"]*background:#9b1b30[^"]*"[^>]*>\\s*See, change or cancel your booking\\s*</a>`));
    expect(email!.text).toContain(`See, change or cancel your booking: ${manageUrl}`);
    expect(email!.text).toContain(`Phone: ${coventGarden.phoneNumber}`);
    expect(email!.attachments?.map((a) => a.contentType)).toContainEqual(expect.stringContaining('text/calendar'));
    // Transactional: no unsubscribe.
    expect(email!.headers?.['list-unsubscribe']).toBeUndefined();
    expect(html).not.toContain('Unsubscribe');
  });

  it('every e-mail, of every kind, arrives with an HTML part and its plain-text twin', async () => {
    const to = (kind: string) => `every.${kind}@example.com`;
    const booked = (await submit(t, 'create', bookingBody({ emailAddress: to('cancelled'), bookingTime: '20:00' }))).json();
    expect((await api.post(`${managePath(booked.manageUrl)}/cancel`, {})).statusCode).toBe(200);
    expect((await submit(t, 'enquiry', bookingBody({ emailAddress: to('enquiry'), adultCovers: 20 }))).statusCode).toBe(200);
    expect((await api.post('/api/offer/getcode', { offerSlug: '2-for-1-mains', emailAddress: to('voucher'), acceptTerms: true })).statusCode).toBe(200);
    expect((await api.post('/api/contact/sendemail', {
      firstName: 'Amélie', lastName: 'Dubois', email: to('contact'), message: 'A lost umbrella.', enquiryType: 'restaurant', enquiryRestaurant: COVENT_GARDEN, reason: 'my-visit',
    })).statusCode).toBe(200);
    expect((await api.post('/api/contact/group-booking', {
      storeId: COVENT_GARDEN, venue: coventGarden.title, bookingType: 'Birthday party', covers: 18, date: '2026-12-12', time: '19:00', until: '23:00',
      email: to('group'), firstName: 'Amélie', lastName: 'Dubois', telephoneNumber: '07700 900123', shouldReceivePromotions: false, shouldReceiveSms: false,
    })).statusCode).toBe(200);
    expect((await api.post('/api/jobs/application', {
      email: to('job'), firstName: 'Zoë', secondName: 'Dubois', telephone: '07700 900123', jobId: 'MR-1004', experience: [],
      questions: [{ id: 'q-1004-1', answer: 'Yes' }, { id: 'q-1004-2', answer: 'Up to 16' }],
    })).statusCode).toBe(200);
    await signUp(to('signup'));
    expect((await api.post('/api/referral/invite', { referrerName: 'Amélie', referrerEmail: to('referrer'), friendEmail: to('referral'), consent: true })).statusCode).toBe(200);

    const relay = createRelay({ db: t.db, transport: nodemailer.createTransport(catcher.smtpUrl), from: 'Maison Rivière <hello@maison-riviere.example>' });
    while ((await relay.runOnce()) > 0);
    const { rows } = await t.db.query<{ kind: string; n: string }>('SELECT kind, count(*) AS n FROM outbox GROUP BY kind ORDER BY kind');
    const kinds = rows.map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining([
      'booking-cancellation', 'booking-confirmation', 'booking-enquiry', 'booking-enquiry-team', 'contact-ack', 'contact-team',
      'group-ack', 'group-team', 'job-application-ack', 'referral', 'signup', 'voucher',
    ]));
    const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
    const all = await catcher.waitFor(total);
    expect(all).toHaveLength(total);
    for (const email of all) {
      expect({ subject: email.subject, text: email.text.trim().length > 40, html: /<img[^>]+\/email\/logo\.png/.test(email.html ?? '') }).toEqual({ subject: email.subject, text: true, html: true });
    }
    const about = (address: string) => all.find((e) => e.to.some((a) => a.address === address))!;
    for (const kind of ['cancelled', 'enquiry', 'contact', 'group']) expect(about(to(kind)).html).toContain(`href="tel:${coventGarden.phoneNumber.replace(/[^+\d]/g, '')}"`);
    expect(about(to('voucher')).html).toContain('Your voucher code');
  });

  it("a marketing e-mail's List-Unsubscribe one-click POST unsubscribes, and the preferences say so", async () => {
    const address = 'one.click@example.com';
    const guid = await signUp(address);
    const [welcome] = await delivered(address);
    expect(welcome!.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const { https, mailto } = listUnsubscribe(welcome!);
    expect(https).toMatch(new RegExp(`^${SITE}/unsubscribe/[A-Za-z0-9_-]+/[A-Za-z0-9_-]{32}$`));
    expect(mailto).toBe('mailto:hello@maison-riviere.example?subject=unsubscribe%20one.click%40example.com');
    expect(welcome!.html).toContain(`href="${https}"`);
    expect(welcome!.text).toContain(`Unsubscribe from marketing e-mails: ${https}`);
    expect(await preferencesOf(guid)).toMatchObject({ marketingEmails: true });

    // What the site server forwards for the page's path: the API route of the same link, no token.
    const apiPath = new URL(https).pathname.replace('/unsubscribe/', '/api/marketing/unsubscribe/');
    const oneClick = await t.app.inject({ method: 'POST', url: apiPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ email: address, marketingEmails: false });
    expect(await preferencesOf(guid)).toMatchObject({ marketingEmails: false });
    // Again: the same answer, nothing new.
    expect((await t.app.inject({ method: 'POST', url: apiPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(200);
  });

  it('a GET of the same link changes nothing: mail scanners open links', async () => {
    const address = 'scanned@example.com';
    const guid = await signUp(address);
    const [welcome] = await delivered(address);
    const apiPath = new URL(listUnsubscribe(welcome!).https).pathname.replace('/unsubscribe/', '/api/marketing/unsubscribe/');
    for (let i = 0; i < 3; i++) {
      const read = await t.app.inject({ method: 'GET', url: apiPath });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ email: address, marketingEmails: true });
    }
    expect(await preferencesOf(guid)).toMatchObject({ marketingEmails: true });
  });

  it.each([
    ['a changed signature', (path: string) => path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
    ["another address's recipient", (path: string) => path.replace(/unsubscribe\/[^/]+/, `unsubscribe/${Buffer.from('someone.else@example.com').toString('base64url')}`)],
  ])('a tampered link (%s) is refused with 404 and a clear message, and unsubscribes nobody', async (_label, tamper) => {
    const address = `tampered.${_label.length}@example.com`;
    const guid = await signUp(address);
    const [welcome] = await delivered(address);
    const apiPath = tamper(new URL(listUnsubscribe(welcome!).https).pathname.replace('/unsubscribe/', '/api/marketing/unsubscribe/'));
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: apiPath, ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' } : {}) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID', message: expect.stringContaining('This unsubscribe link is not valid') });
    }
    expect(await preferencesOf(guid)).toMatchObject({ marketingEmails: true });
  });

  it('an unsubscribed friend is sent no invitation, and signing up again is a fresh consent', async () => {
    const friend = 'stopped.friend@example.com';
    const guid = await signUp(friend);
    expect((await api.post('/api/exponea/updateMarketingEmails', { customerGuid: guid, marketingEmails: false })).json()).toMatchObject({ message: 'Success', marketingEmails: false });
    const before = (await delivered(friend)).length;
    expect((await api.post('/api/referral/invite', { referrerName: 'Amélie', referrerEmail: 'amelie.inviter@example.com', friendEmail: friend, consent: true })).statusCode).toBe(200);
    expect(await delivered(friend)).toHaveLength(before);
    const { rows } = await t.db.query("SELECT 1 FROM outbox WHERE kind = 'referral' AND to_address = $1", [friend]);
    expect(rows).toHaveLength(0);

    await signUp(friend);
    expect(await preferencesOf(guid)).toMatchObject({ marketingEmails: true });
  });
});
