import { bookingModeOf, directionsUrl, findRestaurant, restaurantMenuUrl, telUrl } from './restaurant-links';

const place = (storeId: number, city: string, slug: string, hideRestaurantDetailPage = false) => ({ storeId, city, slug, hideRestaurantDetailPage });
const LIST = [place(101, 'bath', 'bath'), place(119, 'london', 'greenwich'), place(113, 'greenhithe', 'greenhithe', true)];

describe('restaurant links', () => {
  it.each([
    ['bookable online', { enableBookings: true, bookingProviderUrl: null, isHolidayPark: false }, 'online'],
    ['external provider (St Paul’s)', { enableBookings: true, bookingProviderUrl: 'https://book.example.com/x', isHolidayPark: false }, 'external'],
    ['holiday park', { enableBookings: true, bookingProviderUrl: null, isHolidayPark: true }, 'holiday-park'],
    ['bookings off (Witney)', { enableBookings: false, bookingProviderUrl: null, isHolidayPark: false }, 'disabled'],
  ])('%s', (_case, restaurant, mode) => {
    expect(bookingModeOf(restaurant)).toBe(mode);
  });

  it.each([
    [LIST[1]!, '/restaurants/london/greenwich/menu'],
    [LIST[2]!, '/menu'],
    [place(0, 'x', 'y'), '/menu'],
    [null, '/menu'],
  ])('menu link of %p is %s', (restaurant, expected) => {
    expect(restaurantMenuUrl(restaurant)).toBe(expected);
  });

  it.each([
    ['greenwich', 119],
    ['london/greenwich', 119],
    ['101', 101],
    [' Bath ', 101],
    ['nowhere', null],
    ['', null],
    [null, null],
  ])('findRestaurant(%p)', (key, storeId) => {
    expect(findRestaurant(LIST, key)?.storeId ?? null).toBe(storeId);
  });

  it('builds directions and phone links', () => {
    expect(directionsUrl({ lat: 51.39334, lng: -2.35502 })).toBe('https://www.google.com/maps/dir/?api=1&destination=51.39334,-2.35502');
    expect(telUrl('020 7946 0114')).toBe('tel:02079460114');
    expect(telUrl('+44 (0)117 496 0105')).toBe('tel:+4401174960105');
  });
});
