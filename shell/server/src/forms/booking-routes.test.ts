import Fastify, { type FastifyInstance } from 'fastify';
import { ApiError, NETWORK_ERROR } from '@riviere/api-client';
import { signFormToken } from '@riviere/app-token';
import { bookingFormRoutes, type PlainBookingApi } from './booking-routes';

const SECRET = 'test-secret-for-forms';
const NOW = Date.parse('2026-11-21T10:00:00Z');
const PAGE = '/restaurants/london/greenwich/book';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** The page as the renderer was asked for it: its path and query, read back. */
interface Rendered {
  path: string;
  query: URLSearchParams;
}

function fakeApi(): jest.Mocked<PlainBookingApi> {
  return {
    getOccasions: jest.fn(async (storeId: number) => ({ storeId, date: '2026-12-19', occasions: [], bookingHorizon: null })),
    getBookingMenus: jest.fn(async () => [{ id: 'a-la-carte', name: 'À la carte', description: '', contentMenuId: null }]),
    getRequirements: jest.fn(async () => ({ isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: false })),
    createBooking: jest.fn(async () => ({ bookingReference: 'MR-ABCD2345', bookingStatus: 1 })),
    createEventBooking: jest.fn(async () => ({ bookingReference: 'MR-EVENT1', bookingStatus: 1 })),
    createEnquiry: jest.fn(async () => ({ bookingReference: 'EQ-1', message: 'Thanks' })),
  } as never;
}

let app: FastifyInstance;
let api: jest.Mocked<PlainBookingApi>;
let rendered: Rendered[];
let now: number;

beforeEach(async () => {
  api = fakeApi();
  rendered = [];
  now = NOW;
  app = Fastify();
  await app.register(bookingFormRoutes, {
    tokenSecret: SECRET,
    now: () => now,
    renderPage: async (path, search = '') => {
      rendered.push({ path, query: new URLSearchParams(search) });
      return { status: 200, html: '<p>the page</p>' };
    },
    restaurantAt: (city, slug) => (city === 'london' && slug === 'greenwich' ? { storeId: 119 } : null),
    bookingApi: async () => api,
  });
});
afterEach(() => app.close());

const SLOT = { date: '2026-12-19', time: '19:30', covers: '2', slot: '19:45', slotOccasion: '11902' };
const DETAILS = { firstName: 'Amélie', lastName: "O'Neill", email: 'amelie@example.com', phoneNumber: '07700 900 123', menu: 'a-la-carte' };
const post = (fields: Record<string, string>) => app.inject({ method: 'POST', url: PAGE, headers: form, payload: new URLSearchParams(fields).toString() });
const valid = (extra: Record<string, string> = {}) => ({ ...SLOT, ...DETAILS, formToken: signFormToken(SECRET, 'plain-booking', NOW), ...extra });
const last = () => rendered[rendered.length - 1] as Rendered;

describe('GET: the page', () => {
  it('is rendered from the visitor’s query, for nobody to store', async () => {
    const response = await app.inject({ url: `${PAGE}?step=times&date=2026-12-19&covers=2` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(last().path).toBe(PAGE);
    expect(Object.fromEntries(last().query)).toEqual({ step: 'times', date: '2026-12-19', covers: '2' });
  });

  it('gives the details form a fresh token of its own', async () => {
    await app.inject({ url: `${PAGE}?step=details&date=2026-12-19&slot=19:45&slotOccasion=11902` });
    expect(last().query.get('formToken')).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
  });

  it('never takes what only the site server writes from a visitor’s URL: a token, typing, problems', async () => {
    await app.inject({ url: `${PAGE}?step=times&formToken=mine&typed.firstName=X&problem=Forged&problem.email=Forged` });
    expect(Object.fromEntries(last().query)).toEqual({ step: 'times' });
  });
});

describe('POST: the details form', () => {
  it('books with the brand API’s request and sends the guest to the confirmation (303)', async () => {
    const response = await post(valid({ specialRequest: ' A high chair ', shouldReceivePromotions: 'true' }));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PAGE}?step=confirmed&date=2026-12-19&time=19%3A45&covers=2&reference=MR-ABCD2345&menuName=%C3%80+la+carte`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(api.createBooking).toHaveBeenCalledWith(
      119,
      {
        restaurantId: 119, firstName: 'Amélie', lastName: "O'Neill", emailAddress: 'amelie@example.com', mobilePhoneNumber: '07700900123',
        diningDateTime: '2026-12-19T19:45', adultCovers: 2, childCovers: 0, menuIds: ['a-la-carte'], menuName: 'À la carte',
        shouldReceivePromotions: true, shouldReceiveSms: false, specialRequest: 'A high chair', occasionId: 11902, bookingTime: '19:45', braintreeCustomerId: null, areaId: null,
      },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    );
  });

  it('asks for one booking however many times the same form is posted (one idempotency key per form)', async () => {
    const fields = valid();
    await post(fields);
    await post(fields);
    const [first, second] = api.createBooking.mock.calls;
    expect(first?.[2]).toEqual(second?.[2]);
    await post(valid());
    expect(api.createBooking.mock.calls[2]?.[2]).not.toEqual(first?.[2]);
  });

  it('sends an enquiry where the party is one, and an event booking for an event', async () => {
    api.getRequirements.mockResolvedValueOnce({ isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: true });
    expect((await post(valid())).headers.location).toContain('reference=EQ-1');
    api.getOccasions.mockResolvedValueOnce({ storeId: 119, date: '2026-12-25', occasions: [{ id: 11902, isEvent: true } as never], bookingHorizon: null });
    expect((await post(valid())).headers.location).toContain('reference=MR-EVENT1');
  });

  it.each([
    ['a first name', { firstName: ' ' }, 'firstName', 'First name is required.'],
    ['a last name', { lastName: '' }, 'lastName', 'Last name is required.'],
    ['an e-mail address', { email: '' }, 'email', 'E-mail is required.'],
    ['a mobile number', { phoneNumber: '' }, 'phoneNumber', 'Mobile is required.'],
    ['a menu', { menu: '' }, 'menu', 'Menu is required.'],
  ] as const)('without %s: the form again (422), the field’s problem in the catalogue’s words, the typing kept', async (_, change, field, message) => {
    const response = await post(valid(change));
    expect(response.statusCode).toBe(422);
    const { query } = last();
    expect(query.get(`problem.${field}`)).toBe(message);
    expect(query.get('typed.lastName')).toBe(field === 'lastName' ? null : "O'Neill");
    expect(query.get('step')).toBe('details');
    expect(query.get('slot')).toBe('19:45');
    expect(api.createBooking).not.toHaveBeenCalled();
  });

  it('shows the brand API’s refusal of a field at that field, in the catalogue’s words', async () => {
    api.createBooking.mockRejectedValueOnce(new ApiError('emailAddress must match format "email"', { status: 400, code: 'VALIDATION', field: 'emailAddress', rule: 'invalid' }));
    const response = await post(valid({ email: 'amelie@' }));
    expect(response.statusCode).toBe(422);
    expect(last().query.get('problem.email')).toBe('Please enter a valid e-mail address, like name@example.com.');
    expect(last().query.get('typed.email')).toBe('amelie@');
  });

  it.each([
    ['the server’s own words where the spec gives them to it', new ApiError('refused', { status: 422, code: 'REJECT_MESSAGE', body: { code: 'REJECT_MESSAGE', message: 'Same-day bookings of 15 or more cannot be made online.' } }), 'Same-day bookings of 15 or more cannot be made online.'],
    ['a coded refusal', new ApiError('x', { status: 400, code: 'NO_FREE_SLOT' }), 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.'],
    ['no answer at all', new ApiError('offline', { status: 0, code: NETWORK_ERROR }), 'Something went wrong trying to place your booking, please try again.'],
    ['anything else', new Error('boom'), 'Something went wrong trying to place your booking, please try again.'],
  ])('says %s for the form as a whole', async (_, error, message) => {
    api.createBooking.mockRejectedValueOnce(error);
    const response = await post(valid());
    expect(response.statusCode).toBe(422);
    expect(last().query.get('problem')).toBe(message);
  });

  it('sends the guest back to the free times when their time was just taken (status 9)', async () => {
    api.createBooking.mockResolvedValueOnce({ bookingReference: null, bookingStatus: 9 });
    const response = await post(valid());
    expect(response.statusCode).toBe(409);
    expect(Object.fromEntries(last().query)).toEqual({ date: '2026-12-19', time: '19:30', covers: '2', step: 'times', problem: 'Sorry, that time slot’s just been taken. Please choose another time.' });
  });

  it('never books a card guarantee without the card form: it says so', async () => {
    api.getRequirements.mockResolvedValueOnce({ isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false });
    await post(valid());
    expect(last().query.get('problem')).toBe('This booking needs a credit card to confirm, please contact the restaurant directly.');
    expect(api.createBooking).not.toHaveBeenCalled();
  });

  it.each([
    ['expired', () => signFormToken(SECRET, 'plain-booking', NOW - 31 * 60_000), 'This form was open too long to be sent safely. Your details are kept below: please check them and send the form again.'],
    ['signed by someone else', () => signFormToken('another-secret', 'plain-booking', NOW), 'We could not accept this form as it was sent. Please check your details below and send the form again.'],
    ['for another form', () => signFormToken(SECRET, 'contact', NOW), 'We could not accept this form as it was sent. Please check your details below and send the form again.'],
    ['missing', () => '', 'We could not accept this form as it was sent. Please check your details below and send the form again.'],
  ])('with a token %s: nothing is sent, the form again with a fresh token and the typing kept (403)', async (_, token, message) => {
    const response = await post(valid({ formToken: token() }));
    expect(response.statusCode).toBe(403);
    const { query } = last();
    expect(query.get('problem')).toBe(message);
    expect(query.get('typed.firstName')).toBe('Amélie');
    expect(query.get('formToken')).toMatch(/^\d+\./);
    expect(api.createBooking).not.toHaveBeenCalled();
  });

  it('without the hidden fields the page wrote: the search again, saying so (400)', async () => {
    const response = await post({ ...DETAILS, formToken: valid().formToken });
    expect(response.statusCode).toBe(400);
    expect(Object.fromEntries(last().query)).toEqual({ problem: 'We could not accept this form as it was sent. Please check your details below and send the form again.' });
  });

  it('answers a restaurant we do not have with its page (the 404), never a 500; a body that is not a form too', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/restaurants/london/nowhere/book', headers: form, payload: 'a=b' });
    expect(unknown.statusCode).toBe(404);
    expect((await app.inject({ url: '/restaurants/london/nowhere/book' })).statusCode).toBe(404);
    expect(last().path).toBe('/restaurants/london/nowhere/book');
    const notAForm = await app.inject({ method: 'POST', url: PAGE, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(notAForm.statusCode).toBeLessThan(500);
  });
});
