import { contactPayload, groupEnquiryPayload } from './form-payloads';

describe('a contact form posted without JavaScript, as the brand API takes it', () => {
  const typed = {
    'form-token': 'ignored',
    firstName: ' Amélie ', lastName: "O'Neill", email: 'a@example.com', phone: '01632 960101', enquiryType: 'restaurant',
    enquiryRestaurant: '101', guests: '4', reason: 'my-visit', subReason: 'service', message: ' We left an umbrella. ',
  };

  it('is the same request the script sends, trimmed, numbers as numbers, and nothing else', () => {
    expect(contactPayload(typed)).toEqual({
      ok: true,
      body: {
        firstName: 'Amélie', lastName: "O'Neill", email: 'a@example.com', phone: '01632 960101', enquiryType: 'restaurant',
        enquiryRestaurant: 101, guests: 4, reason: 'my-visit', subReason: 'service', message: 'We left an umbrella.',
      },
    });
  });

  it.each([
    ['optional fields left empty are left out', { ...typed, phone: ' ', enquiryRestaurant: '', guests: '', subReason: '' }, ['phone', 'enquiryRestaurant', 'guests', 'subReason']],
  ])('%s', (_label, fields, absent) => {
    const result = contactPayload(fields);
    expect(result.ok && Object.keys(result.body).filter((k) => absent.includes(k))).toEqual([]);
  });

  it('passes a number that is not one as typed, for the brand API to refuse', () => {
    expect(contactPayload({ ...typed, guests: 'four' })).toMatchObject({ ok: true, body: { guests: 'four' } });
  });
});

describe('a group enquiry posted without JavaScript', () => {
  const NOW = Date.parse('2026-06-01T10:00:00Z');
  const context = { now: NOW, restaurantTitle: (id: number) => (id === 101 ? 'Maison Rivière Bath' : undefined) };
  const typed = {
    storeId: '101', bookingType: 'Birthday', covers: '24', date: '2026-07-01', time: '19:00', until: '23:00',
    firstName: 'Amélie', lastName: 'Martin', email: 'group@example.com', telephoneNumber: '07700 900123', specialRequest: '',
  };

  it('is the enquiry the script sends, with the restaurant by its name and the boxes not ticked', () => {
    expect(groupEnquiryPayload(typed, context)).toEqual({
      ok: true,
      body: {
        storeId: 101, venue: 'Maison Rivière Bath', bookingType: 'Birthday', covers: 24, date: '2026-07-01', time: '19:00', until: '23:00',
        firstName: 'Amélie', lastName: 'Martin', email: 'group@example.com', telephoneNumber: '07700 900123',
        shouldReceivePromotions: false, shouldReceiveSms: false,
      },
    });
  });

  it('a ticked box is a yes', () => {
    expect(groupEnquiryPayload({ ...typed, shouldReceivePromotions: 'on' }, context)).toMatchObject({ ok: true, body: { shouldReceivePromotions: true, shouldReceiveSms: false } });
  });

  it.each([
    ['a restaurant that is not ours', { storeId: '999' }],
    ['no restaurant', { storeId: '' }],
    ['a table that can be booked online', { covers: '15' }],
    ['guests that are not a number', { covers: 'many' }],
    ['a day gone by', { date: '2026-05-31' }],
    ['a date that is no date', { date: '2026-02-30' }],
    ['a start off the booking grid', { time: '19:07' }],
    ['an end before the start', { until: '18:00' }],
  ])('is not sent: %s', (_label, change) => {
    expect(groupEnquiryPayload({ ...typed, ...change }, context)).toEqual({ ok: false });
  });

  it('today is the restaurants\' (London) today', () => {
    expect(groupEnquiryPayload({ ...typed, date: '2026-06-01' }, context).ok).toBe(true);
  });
});
