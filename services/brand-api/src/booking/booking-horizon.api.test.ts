import { COVENT_GARDEN, GREENWICH, NOW, SATURDAY, bookingBody, occasion, submit } from './test-support/booking-fixtures';
import { ENGINES, caller, createTestApp, type TestApp } from '../test-support/test-app';

// Today is 21 November 2026: with the brand's 180 days the last bookable day is 20 May 2027.
const LAST_DAY = '2027-05-20';
const availability = (storeId: number, date: string) => ({ stores: [{ storeId }], date, adultCovers: 2, childrenCovers: 0, time: '19:30' });
const slots = (storeId: number, date: string) =>
  `/api/booking/slots/${storeId}?occasionId=${occasion(storeId, 2)}&adults=2&children=0&dates=${date}&menuIds=a-la-carte&areaId=null`;

describe.each(ENGINES)('the booking horizon on %s', (engine) => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
    api = caller(t);
    // Greenwich takes bookings one week ahead: a restaurant's own horizon wins over the brand's.
    await t.db.query('UPDATE booking_rules SET booking_horizon_days = 7 WHERE store_id = $1', [GREENWICH]);
  });
  afterAll(() => t.close());

  const calls = {
    availability: (storeId: number, date: string) => api.post('/api/booking/availability', availability(storeId, date)),
    slots: (storeId: number, date: string) => api.get(slots(storeId, date)),
    create: (storeId: number, date: string) =>
      submit(t, 'create', bookingBody({ restaurantId: storeId, occasionId: occasion(storeId, 2), diningDateTime: `${date}T19:30`, bookingTime: '19:30' })),
  };

  it.each([
    ['availability', COVENT_GARDEN, '2027-05-21', 'date', 'Tables can be booked up to 180 days ahead, until Thursday 20 May 2027. Please choose an earlier date.'],
    ['availability', COVENT_GARDEN, '9999-12-31', 'date', 'Tables can be booked up to 180 days ahead, until Thursday 20 May 2027. Please choose an earlier date.'],
    ['slots', COVENT_GARDEN, '2027-05-21', 'dates', 'Tables can be booked up to 180 days ahead, until Thursday 20 May 2027. Please choose an earlier date.'],
    ['create', COVENT_GARDEN, '9999-12-31', 'diningDateTime', 'Tables can be booked up to 180 days ahead, until Thursday 20 May 2027. Please choose an earlier date.'],
    ['availability', GREENWICH, '2026-11-29', 'date', 'Tables can be booked up to 7 days ahead, until Saturday 28 November 2026. Please choose an earlier date.'],
    ['slots', GREENWICH, SATURDAY, 'dates', 'Tables can be booked up to 7 days ahead, until Saturday 28 November 2026. Please choose an earlier date.'],
    ['create', GREENWICH, SATURDAY, 'diningDateTime', 'Tables can be booked up to 7 days ahead, until Saturday 28 November 2026. Please choose an earlier date.'],
  ] as const)('%s at %i on %s is refused with BEYOND_BOOKING_HORIZON, naming %s', async (call, storeId, date, field, message) => {
    const answer = await calls[call](storeId, date);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'BEYOND_BOOKING_HORIZON', errorCode: 21, message, field });
  });

  it.each([
    ['availability', COVENT_GARDEN, LAST_DAY],
    ['slots', COVENT_GARDEN, LAST_DAY],
    ['create', COVENT_GARDEN, LAST_DAY],
    ['availability', GREENWICH, '2026-11-28'],
  ] as const)('%s at %i on %s, the last bookable day, is answered', async (call, storeId, date) => {
    const answer = await calls[call](storeId, date);
    expect(answer.statusCode).toBe(200);
  });

  it.each([
    [COVENT_GARDEN, { days: 180, lastDate: LAST_DAY }],
    [GREENWICH, { days: 7, lastDate: '2026-11-28' }],
  ])('the occasions of %i tell the client the horizon', async (storeId, bookingHorizon) => {
    for (const query of ['', `?date=${SATURDAY}`]) {
      const answer = await api.get(`/api/booking/occasions/${storeId}${query}`);
      if (storeId === GREENWICH && query) expect(answer.json()).toMatchObject({ code: 'BEYOND_BOOKING_HORIZON' });
      else expect(answer.json()).toMatchObject({ storeId, bookingHorizon });
    }
  });
});
