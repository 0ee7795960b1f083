import Fastify, { type FastifyInstance } from 'fastify';
import { signFormToken } from '@riviere/app-token';
import { readFormSearch } from '@riviere/mf-contract/form-render';
import { formRoutes, problemOf, type SendResult } from './form-routes';

const SECRET = 'form-secret';
const NOW = Date.parse('2026-06-01T10:00:00Z');
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const CONTACT = {
  firstName: 'Amélie', lastName: "O'Neill", email: 'a@example.com', enquiryType: 'general', reason: 'other', message: 'Hello',
};
const GROUP = {
  storeId: '101', bookingType: 'Birthday', covers: '24', date: '2026-07-01', time: '19:00', until: '23:00',
  firstName: 'Amélie', lastName: 'Martin', email: 'group@example.com', telephoneNumber: '07700 900123',
};

const body = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('site server: the contact and group bookings forms without JavaScript', () => {
  let app: FastifyInstance;
  /** The pages rendered (path and the render's query) and what reached the brand API. */
  const rendered: { path: string; search: string; cookies?: string }[] = [];
  const sent: { apiPath: string; body: Record<string, unknown>; forwardedFor: string }[] = [];
  let answer: () => Promise<SendResult> = async () => ({ status: 200 });

  beforeAll(async () => {
    app = Fastify();
    await app.register(formRoutes, {
      tokenSecret: SECRET,
      now: () => NOW,
      renderPage: async (path, search = '', cookies) => {
        rendered.push({ path, search, ...(cookies ? { cookies } : {}) });
        return { status: 200, html: `<html>${path}</html>` };
      },
      send: async (apiPath, json, forwardedFor) => {
        sent.push({ apiPath, body: json, forwardedFor });
        return answer();
      },
      restaurantTitle: (id) => (id === 101 ? 'Maison Rivière Bath' : undefined),
      forwardedFor: () => '203.0.113.9',
    });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    rendered.length = 0;
    sent.length = 0;
    answer = async () => ({ status: 200 });
  });

  const lastForm = () => readFormSearch(rendered.at(-1)?.search ?? '');
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = FORM) =>
    app.inject({ method: 'POST', url, headers, payload: body(fields) });

  it.each(['/contact', '/group-bookings'])('GET %s renders its page with a fresh token of its own, and nobody stores it', async (path) => {
    const response = await app.inject({ url: path, headers: { cookie: 'cookie_consent=all' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(rendered).toEqual([{ path, search: expect.stringMatching(/^\?form-token=/), cookies: 'cookie_consent=all' }]);
    expect(lastForm()).toEqual({ token: expect.any(String) });
  });

  it("keeps the visitor's own query (the thanks after sending) but never a form field of theirs", async () => {
    await app.inject({ url: '/contact?sent=1&form-token=mine&form.firstName=Mallory&form-problem=refused' });
    const query = new URLSearchParams(rendered[0]?.search);
    expect(query.get('sent')).toBe('1');
    expect(query.get('form-token')).not.toBe('mine');
    expect(lastForm()).toEqual({ token: expect.any(String) });
  });

  it('a contact message with a good token goes to the brand API for the visitor, then 303 to the thanks', async () => {
    const response = await post('/contact', { 'form-token': signFormToken(SECRET, 'contact', NOW), ...CONTACT });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');
    expect(sent).toEqual([{ apiPath: '/api/contact/sendemail', body: CONTACT, forwardedFor: '203.0.113.9' }]);
  });

  it('a group enquiry with a good token goes to the brand API with its restaurant named, then 303 to the thanks page', async () => {
    const response = await post('/group-bookings', { 'form-token': signFormToken(SECRET, 'group-booking', NOW), ...GROUP });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/group-bookings/thanks');
    expect(sent[0]).toMatchObject({ apiPath: '/api/contact/group-booking', body: { storeId: 101, venue: 'Maison Rivière Bath', covers: 24 } });
  });

  it.each([
    ['no token', undefined],
    ['a forged token', 'forged.token.value'],
    ['an expired token', signFormToken(SECRET, 'contact', NOW - 31 * 60_000)],
    ["the group form's token", signFormToken(SECRET, 'group-booking', NOW)],
    ['a token signed with another secret', signFormToken('another', 'contact', NOW)],
  ])('%s: nothing is sent, the form comes again saying so, with what was typed and a fresh token', async (_label, token) => {
    const response = await post('/contact', { ...(token ? { 'form-token': token } : {}), ...CONTACT });
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(sent).toEqual([]);
    const form = lastForm();
    expect(form).toEqual({ token: expect.any(String), problem: 'expired', posted: CONTACT });
    expect(form?.token).not.toBe(token);
  });

  it.each([
    ['JSON', { 'content-type': 'application/json' }],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['no content type', {}],
  ])('a body that is not a plain form (%s) is the form again, never a 5xx', async (_label, headers) => {
    const response = await app.inject({ method: 'POST', url: '/contact', headers, payload: '{"firstName":"x"}' });
    expect(response.statusCode).toBe(403);
    expect(sent).toEqual([]);
    expect(lastForm()?.problem).toBe('expired');
  });

  it('a group enquiry the rules refuse is not sent: the form again, as typed, for the remote to say why', async () => {
    const typed = { ...GROUP, covers: '6' };
    const response = await post('/group-bookings', { 'form-token': signFormToken(SECRET, 'group-booking', NOW), ...typed });
    expect(response.statusCode).toBe(400);
    expect(sent).toEqual([]);
    expect(lastForm()).toEqual({ token: expect.any(String), problem: 'refused', posted: typed });
  });

  it.each<[string, () => Promise<SendResult>, number, string]>([
    ['the brand API refuses what was typed', async () => ({ status: 400, code: 'VALIDATION' }), 400, 'refused'],
    ['reCAPTCHA is on and wants a token only the script can get', async () => ({ status: 400, code: 'RECAPTCHA' }), 400, 'unverified'],
    ['the visitor sent too many', async () => ({ status: 429 }), 429, 'failed'],
    ['the brand API fails', async () => ({ status: 500 }), 503, 'failed'],
    ['the brand API cannot be reached', async () => Promise.reject(new Error('ECONNREFUSED')), 503, 'failed'],
  ])('%s: the form again with what was typed and why, never a 500', async (_label, send, status, problem) => {
    answer = send;
    const response = await post('/contact', { 'form-token': signFormToken(SECRET, 'contact', NOW), ...CONTACT });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(lastForm()).toEqual({ token: expect.any(String), problem, posted: CONTACT });
  });

  it('a 2xx of any kind is sent', () => {
    expect(problemOf({ status: 201 })).toBeNull();
  });
});
