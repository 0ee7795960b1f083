import { COVENT_GARDEN, GREENWICH, NOW, SATURDAY, TODAY, bookingBody, occasion, submit } from '../../booking/test-support/booking-fixtures';
import { ENGINES, caller, createTestApp, type TestApp } from '../../test-support/test-app';

const DINNER = occasion(COVENT_GARDEN, 2);
const availability = (overrides: Record<string, unknown> = {}) => ({ stores: [{ storeId: COVENT_GARDEN }], date: SATURDAY, adultCovers: 2, childrenCovers: 0, time: '19:30', ...overrides });
const slotQuery = (storeId: number, occasionId: number, extra = '') => `/api/booking/slots/${storeId}?occasionId=${occasionId}&adults=2&children=0&dates=${SATURDAY}&menuIds=a-la-carte&areaId=null${extra}`;

describe.each(ENGINES)('booking reads on %s', (engine) => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
    api = caller(t);
  });
  afterAll(() => t.close());

  describe('restaurants that cannot be booked online answer with their spec §8 code', () => {
    it.each([
      [129, 'RESTAURANT_DISABLED', 403, 2, 'witney: enableBookings false'],
      [116, 'NOT_SUPPORTED', 403, 3, 'st-pauls: an external booking provider'],
      [109, 'CENTER_PARCS', 403, 10, 'a holiday park'],
    ])('%i → %s (%s)', async (storeId, code, status, errorCode) => {
      const answers = await Promise.all([
        api.get(`/api/booking/occasions/${storeId}?date=${SATURDAY}`),
        api.post('/api/booking/availability', availability({ stores: [{ storeId }] })),
        api.get(slotQuery(storeId, storeId * 100 + 2)),
        submit(t, 'create', bookingBody({ restaurantId: storeId, occasionId: storeId * 100 + 2 })),
      ]);
      for (const answer of answers) expect({ status: answer.statusCode, ...answer.json() }).toMatchObject({ status, code, errorCode });
    });

    it('an unknown restaurant is a 404', async () => {
      expect((await api.get(`/api/booking/occasions/999?date=${SATURDAY}`)).statusCode).toBe(404);
    });
  });

  describe('occasions and restrictions', () => {
    it('lists the occasions that run on the date, with link groups and flags', async () => {
      const body = (await api.get(`/api/booking/occasions/${COVENT_GARDEN}?date=${SATURDAY}`)).json();
      expect(body.occasions.map((o: { name: string }) => o.name)).toEqual(['Lunch', 'Dinner', 'Afternoon Tea', 'Private Dining']);
      expect(body.occasions[3]).toMatchObject({ isPlaceAsEnquiryEnabled: true, minimumCovers: 10, areaLinkGroup: { type: 'inclusive', links: ['private-dining'] } });
    });

    it('Christmas Day runs only on 25 December, as a card-guaranteed event', async () => {
      const christmas = (await api.get(`/api/booking/occasions/${COVENT_GARDEN}?date=2026-12-25`)).json();
      expect(christmas.occasions).toEqual([expect.objectContaining({ name: 'Christmas Day', isEvent: true, isCardGuaranteeRequired: true })]);
      const eve = (await api.get(`/api/booking/occasions/${COVENT_GARDEN}?date=2026-12-24`)).json();
      expect(eve.occasions.map((o: { name: string }) => o.name)).not.toContain('Christmas Day');
    });

    it('a closed day has no occasion (NO_AVAILABLE_OCCASION) and no restrictions (NO_RESTRICTIONS)', async () => {
      const occasions = await api.get('/api/booking/occasions/105?date=2026-12-25'); // Bristol: special hours Closed
      expect(occasions.json()).toMatchObject({ code: 'NO_AVAILABLE_OCCASION', errorCode: 5 });
      const restrictions = await api.get('/api/booking/restrictions/105?date=2026-12-25');
      expect(restrictions.json()).toMatchObject({ code: 'NO_RESTRICTIONS', errorCode: 8 });
    });

    it('restrictions: party limits and first/last arrival; today the same-day limit applies', async () => {
      const later = (await api.get(`/api/booking/restrictions/${COVENT_GARDEN}?date=${SATURDAY}`)).json();
      expect(later.occasions.find((o: { occasionId: number }) => o.occasionId === DINNER)).toEqual({ occasionId: DINNER, name: 'Dinner', minCovers: 1, maxCovers: 100, firstTime: '17:00', lastTime: '23:00' });
      const today = (await api.get(`/api/booking/restrictions/${COVENT_GARDEN}?date=${TODAY}`)).json();
      expect(today.occasions.find((o: { occasionId: number }) => o.occasionId === occasion(COVENT_GARDEN, 1))).toMatchObject({ maxCovers: 14, firstTime: '12:15' });
    });

    it('a date before today is a 400 naming the field', async () => {
      expect((await api.get(`/api/booking/restrictions/${COVENT_GARDEN}?date=2026-11-20`)).json()).toMatchObject({ code: 'VALIDATION', field: 'date' });
      expect((await api.get(`/api/booking/occasions/${COVENT_GARDEN}?date=2026-02-30`)).statusCode).toBe(400);
    });
  });

  describe('availability', () => {
    it('the chosen restaurant and its nearest other one, 3 slots either side of an exact match', async () => {
      const response = await api.post('/api/booking/availability', availability({ stores: [{ storeId: COVENT_GARDEN, miles: 0.3 }] }));
      expect(response.statusCode).toBe(200);
      const [first, nearest] = response.json().stores;
      expect(first).toEqual({
        storeId: COVENT_GARDEN, storeName: 'Maison Rivière Covent Garden', occasionId: DINNER, exactMatch: true, isFirstChoice: true, miles: 0.3,
        timeSlots: ['18:45', '19:00', '19:15', '19:30', '19:45', '20:00', '20:15'].map((time) => ({ time })), isPlaceAsEnquiryEnabled: false, minimumCovers: 1,
      });
      expect(nearest).toMatchObject({ storeId: 117, storeName: 'Maison Rivière Victoria', isFirstChoice: false, exactMatch: true, miles: 1.1 });
    });

    it('skips restaurants that cannot be booked online when it looks for the nearest one', async () => {
      const [, nearest] = (await api.post('/api/booking/availability', availability({ stores: [{ storeId: 115 }] }))).json().stores;
      expect(nearest.storeId).not.toBe(116); // st-pauls is nearer but books through its provider
    });

    it('uses the restaurants it is given', async () => {
      const stores = (await api.post('/api/booking/availability', availability({ stores: [{ storeId: COVENT_GARDEN }, { storeId: GREENWICH, miles: 5.5 }] }))).json().stores;
      expect(stores.map((s: { storeId: number; miles: number }) => [s.storeId, s.miles])).toEqual([[COVENT_GARDEN, 0], [GREENWICH, 5.5]]);
    });

    it('near closing there are fewer slots after; a late time picks the slots before', async () => {
      const [first] = (await api.post('/api/booking/availability', availability({ time: '23:30' }))).json().stores;
      expect(first).toMatchObject({ exactMatch: false, timeSlots: [{ time: '22:30' }, { time: '22:45' }, { time: '23:00' }] });
    });

    it('today only offers slots still ahead', async () => {
      const [first] = (await api.post('/api/booking/availability', availability({ date: TODAY, time: '12:00' }))).json().stores;
      expect(first.timeSlots.map((s: { time: string }) => s.time)).toEqual(['12:15', '12:30', '12:45']);
    });

    it('a party over the online maximum is an enquiry, shown as 16+ guests', async () => {
      const [first] = (await api.post('/api/booking/availability', availability({ adultCovers: 18, childrenCovers: 2 }))).json().stores;
      expect(first).toMatchObject({ isPlaceAsEnquiryEnabled: true, minimumCovers: 16, exactMatch: true });
    });

    it('refuses same-day parties of 15 or more, and takes 14', async () => {
      const refused = await api.post('/api/booking/availability', availability({ date: TODAY, adultCovers: 15 }));
      expect(refused.json()).toMatchObject({ code: 'REJECT_MESSAGE', message: expect.stringContaining('15 or more') });
      expect((await api.post('/api/booking/availability', availability({ date: TODAY, adultCovers: 14 }))).statusCode).toBe(200);
    });

    it('an occasion that does not run that day is NO_AVAILABLE_OCCASION', async () => {
      const response = await api.post('/api/booking/availability', availability({ occasionId: occasion(COVENT_GARDEN, 4) }));
      expect(response.json()).toMatchObject({ code: 'NO_AVAILABLE_OCCASION', field: 'occasionId' });
    });

    it('is a 400 naming the field for a time off the grid or a date before today', async () => {
      expect((await api.post('/api/booking/availability', availability({ time: '19:10' }))).json()).toMatchObject({ field: 'time' });
      expect((await api.post('/api/booking/availability', availability({ date: '2026-11-01' }))).json()).toMatchObject({ field: 'date' });
      expect((await api.post('/api/booking/availability', availability({ adultCovers: 101 }))).json()).toMatchObject({ field: 'adultCovers' });
    });
  });

  describe('areas and menus follow the occasion link groups', () => {
    const areas = async (code: 1 | 2 | 3 | 5, adults = 2) =>
      (await api.get(`/api/booking/areas/${COVENT_GARDEN}?occasionId=${occasion(COVENT_GARDEN, code)}&adults=${adults}&children=0&dates=${SATURDAY}`)).json().areas?.map((a: { id: string }) => a.id);
    const menus = async (code: 1 | 2 | 3 | 4 | 5, date = SATURDAY) =>
      (await api.get(`/api/booking/bookingmenu/${COVENT_GARDEN}?occasionId=${occasion(COVENT_GARDEN, code)}&adults=2&children=0&dates=${date}&time=19:30`)).json().data?.menus.map((m: { id: string }) => m.id);

    it.each([
      ['Dinner (exclusive: not private dining)', 2, 2, ['restaurant', 'terrace']],
      ['Afternoon Tea (inclusive: restaurant)', 3, 2, ['restaurant']],
      ['Private Dining (inclusive: private dining)', 5, 12, ['private-dining']],
    ] as const)('areas for %s', async (_, code, adults, expected) => expect(await areas(code, adults)).toEqual(expected));

    it.each([
      ['Lunch', 1, SATURDAY, ['a-la-carte', 'set-menu', 'vegan', 'kids']],
      ['Dinner', 2, SATURDAY, ['a-la-carte', 'set-menu', 'vegan']],
      ['Afternoon Tea', 3, SATURDAY, ['afternoon-tea']],
      ['Christmas Day', 4, '2026-12-25', ['kids', 'christmas-day']],
    ] as const)('menus for %s', async (_, code, date, expected) => expect(await menus(code, date)).toEqual(expected));
  });

  describe('slots', () => {
    it('every free time of the day, inside the occasion and the opening hours', async () => {
      const body = (await api.get(slotQuery(COVENT_GARDEN, DINNER))).json();
      const times = body.dates[0].times;
      expect(times[0]).toEqual({ time: '17:00', canEnquire: false });
      expect(times.at(-1)).toEqual({ time: '23:00', canEnquire: false }); // closes at midnight, last arrival an hour before
      expect(times).toHaveLength(25);
    });

    it('several dates at once', async () => {
      const body = (await api.get(slotQuery(COVENT_GARDEN, DINNER).replace(`dates=${SATURDAY}`, `dates=${SATURDAY},2026-12-06`))).json();
      expect(body.dates.map((d: { date: string; times: unknown[] }) => [d.date, d.times.length])).toEqual([[SATURDAY, 25], ['2026-12-06', 17]]);
    });

    it('an enquiry party gets times it can ask for (canEnquire)', async () => {
      const body = (await api.get(slotQuery(COVENT_GARDEN, DINNER).replace('adults=2', 'adults=20'))).json();
      expect(body.dates[0].times[0]).toEqual({ time: '17:00', canEnquire: true });
    });

    it.each([
      ['a closed day (Reigate, Monday)', slotQuery(124, 12402).replace(SATURDAY, '2026-11-23')],
      ['a party over the occasion maximum (Afternoon Tea for 9)', slotQuery(COVENT_GARDEN, occasion(COVENT_GARDEN, 3)).replace('adults=2', 'adults=9').replace('a-la-carte', 'afternoon-tea')],
    ])('no slots is NO_FREE_SLOT with errorCode 4: %s', async (_, url) => {
      const response = await api.get(url);
      expect({ status: response.statusCode, ...response.json() }).toMatchObject({ status: 422, code: 'NO_FREE_SLOT', errorCode: 4 });
    });

    it('a menu the occasion does not offer is PARTNER_MENU_NOT_FOUND', async () => {
      const response = await api.get(slotQuery(COVENT_GARDEN, DINNER).replace('a-la-carte', 'afternoon-tea'));
      expect(response.json()).toMatchObject({ code: 'PARTNER_MENU_NOT_FOUND', errorCode: 7, field: 'menuIds', message: 'This menu is not available.' });
    });

    it('an area the occasion does not offer is a 400 naming areaId', async () => {
      expect((await api.get(slotQuery(COVENT_GARDEN, DINNER).replace('areaId=null', 'areaId=private-dining'))).json()).toMatchObject({ code: 'VALIDATION', field: 'areaId' });
    });

    it('a full time leaves the slots, the availability and the area', async () => {
      const time = '18:00';
      // Greenwich: restaurant 20 + terrace 10 covers per slot; parties of 5 need no card.
      for (let i = 0; i < 6; i++) expect((await submit(t, 'create', bookingBody({ restaurantId: GREENWICH, occasionId: occasion(GREENWICH, 2), adultCovers: 5, bookingTime: time, diningDateTime: `${SATURDAY}T${time}` }))).json().bookingStatus).toBe(1);
      const slots = (await api.get(slotQuery(GREENWICH, occasion(GREENWICH, 2)))).json().dates[0].times.map((s: { time: string }) => s.time);
      expect(slots).not.toContain(time);
      expect(slots).toContain('17:45');
      const [first] = (await api.post('/api/booking/availability', availability({ stores: [{ storeId: GREENWICH }], time }))).json().stores;
      expect(first).toMatchObject({ exactMatch: false, timeSlots: ['17:15', '17:30', '17:45', '18:15', '18:30', '18:45'].map((s) => ({ time: s })) });
    });
  });

  describe('requirements', () => {
    const requirements = (storeId: number, code: 2 | 4 | 5, adults: number, extra: Record<string, string> = {}) => {
      const q = new URLSearchParams({ occasionId: String(occasion(storeId, code)), adults: String(adults), children: '0', bookingDate: SATURDAY, menuId: 'a-la-carte', time: '19:30', ...extra });
      return api.get(`/api/booking/requirements/${storeId}?${q}`);
    };

    it.each([
      ['2 for dinner', COVENT_GARDEN, 2, 2, {}, { isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: false }],
      ['6 for dinner: a card guarantee', COVENT_GARDEN, 2, 6, {}, { isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false }],
      ['4 at the O2 (its own rule: cards from 4)', 114, 2, 4, {}, { isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false }],
      ['16 for dinner: an enquiry', COVENT_GARDEN, 2, 16, {}, { isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: true }],
      ['2 on Christmas Day: a card by occasion', COVENT_GARDEN, 4, 2, { bookingDate: '2026-12-25', menuId: 'christmas-day', time: '13:00' }, { isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false }],
      ['12 for Private Dining: an enquiry by occasion', COVENT_GARDEN, 5, 12, { menuId: 'set-menu' }, { isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: true }],
    ] as const)('%s', async (_, storeId, code, adults, extra, expected) => {
      expect((await requirements(storeId, code, adults, extra)).json()).toEqual(expected);
    });

    it('a time the restaurant does not take is NO_FREE_SLOT', async () => {
      expect((await requirements(COVENT_GARDEN, 2, 2, { time: '23:30' })).json()).toMatchObject({ code: 'NO_FREE_SLOT', errorCode: 4, field: 'time' });
    });
  });
});

describe('the global booking switch', () => {
  it.each([
    ['BOOKING_DISABLED', { bookingsEnabled: false, bookingsDisabledMessage: null }, 'Unfortunately we are currently unable to accept bookings at this time'],
    ['DISABLED_BOOKING_CUSTOM_MESSAGE', { bookingsEnabled: false, bookingsDisabledMessage: 'Closed for a private event until Monday.' }, 'Closed for a private event until Monday.'],
  ])('off: every booking call answers %s', async (code, config, message) => {
    const t = await createTestApp('pglite', { now: () => NOW, config });
    try {
      const api = caller(t);
      for (const response of [
        await api.get(`/api/booking/occasions/${COVENT_GARDEN}?date=${SATURDAY}`),
        await api.post('/api/booking/availability', availability()),
        await submit(t, 'create', bookingBody()),
      ]) expect({ status: response.statusCode, ...response.json() }).toMatchObject({ status: 503, code, message });
    } finally {
      await t.close();
    }
  });
});
