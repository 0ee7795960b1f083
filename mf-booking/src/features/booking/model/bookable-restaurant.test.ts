import type { RestaurantLocation } from '@riviere/api-client';
import { createFakeApi } from '../../../test-support/fake-api';
import { BOOKABLE_FIELDS, bookableRestaurant, bookableRestaurants } from './bookable-restaurant';

let answered: RestaurantLocation;
beforeAll(async () => {
  answered = (await createFakeApi().content.searchRestaurants())[0]!;
});

describe('bookableRestaurant', () => {
  it.each(BOOKABLE_FIELDS)('keeps %s, which the journey reads', (field) => {
    expect(bookableRestaurant(answered)[field]).toEqual(answered[field]);
  });

  it('keeps of the opening hours only the days it is closed', () => {
    const closedTuesdays = { ...answered, openingHours: { ...answered.openingHours, tuesdayOpen: 'Closed', tuesdayClose: 'Closed' }, specialHours: [] };
    expect(bookableRestaurant(closedTuesdays).closedDays).toEqual({ weekdays: ['tuesday'], special: [] });
  });

  it.each([
    'bookATableWidgetId',
    'email',
    'addressLocation',
    'heroTiles',
    'clickCollect',
    'about',
    'amenities',
    'awards',
    'socialMediaItems',
    'takeawayServices',
    'openingHours',
    'specialHours',
  ] as const)('leaves out %s, which only the finder shows', (field) => {
    expect(answered[field]).toBeDefined();
    expect(bookableRestaurant(answered)).not.toHaveProperty(field);
  });
});

describe('bookableRestaurants', () => {
  it('projects a list once: the same list (from the client cache) gives the same projection, another list its own', async () => {
    const list = await createFakeApi().content.searchRestaurants();
    const first = bookableRestaurants(list);
    expect(first.map((r) => r.storeId)).toEqual(list.map((r) => r.storeId));
    expect(bookableRestaurants(list)).toBe(first);
    const fresh = [...list];
    expect(bookableRestaurants(fresh)).not.toBe(first);
    expect(bookableRestaurants(fresh)).toEqual(first);
  });
});
