import { BATH, GREENHITHE, SPECIAL, ST_PAULS, WEEK, WITNEY } from '../../../test-support/restaurants';
import { buildRestaurantJsonLd, serializeJsonLd } from './restaurant-json-ld';

const ORIGIN = 'https://www.example.co.uk';

describe('buildRestaurantJsonLd', () => {
  const ld = buildRestaurantJsonLd({ ...BATH, openingHours: WEEK, specialHours: SPECIAL, email: 'bath@example.com' }, ORIGIN);

  it('describes the restaurant, its address, place and menu', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Maison Rivière Bath',
      url: 'https://www.example.co.uk/restaurants/bath/bath',
      telephone: '01632 960101',
      email: 'bath@example.com',
      address: { '@type': 'PostalAddress', streetAddress: '12 Lantern Walk, Abbey Quarter', addressLocality: 'Bath', postalCode: 'BA1 1LT', addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.39334, longitude: -2.35502 },
      servesCuisine: 'French',
      acceptsReservations: 'https://www.example.co.uk/restaurants/bath/bath/book-now',
      hasMenu: 'https://www.example.co.uk/restaurants/bath/bath/menu',
    });
  });

  it('lists the open days of the week (closed ones left out) and every special day', () => {
    const specs = ld.openingHoursSpecification as Record<string, unknown>[];
    const week = specs.filter((s) => 'dayOfWeek' in s);
    expect(week.map((s) => [s.dayOfWeek, s.opens, s.closes])).toEqual([
      ['https://schema.org/Tuesday', '09:00', '22:00'],
      ['https://schema.org/Wednesday', '09:00', '22:00'],
      ['https://schema.org/Thursday', '09:00', '22:00'],
      ['https://schema.org/Friday', '11:30', '00:00'],
      ['https://schema.org/Saturday', '11:30', '00:00'],
    ]);
    expect(specs.filter((s) => 'validFrom' in s)).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '09:00', closes: '17:00', description: 'Christmas Eve' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00', description: 'Christmas Day' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-31', validThrough: '2026-12-31', opens: '09:00', closes: '00:00', description: "New Year's Eve" },
      { '@type': 'OpeningHoursSpecification', validFrom: '2027-01-01', validThrough: '2027-01-01', opens: '12:00', closes: '20:00' },
    ]);
  });

  it.each([
    [ST_PAULS, 'https://book.example.com/st-pauls'],
    [WITNEY, false],
    [GREENHITHE, 'https://www.example.co.uk/book-now?restaurant=greenhithe/greenhithe'],
  ])('acceptsReservations for %#', (place, expected) => {
    expect(buildRestaurantJsonLd(place, ORIGIN).acceptsReservations).toBe(expected);
  });
});

describe('serializeJsonLd', () => {
  it.each([
    [{ name: '</script><script>alert(1)</script>' }, '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}'],
    [{ name: 'Fish & chips' }, '{"name":"Fish \\u0026 chips"}'],
    [{ name: 'a\u2028b' }, '{"name":"a\\u2028b"}'],
  ])('%j → %s', (data, expected) => {
    const text = serializeJsonLd(data);
    expect(text).toBe(expected);
    expect(JSON.parse(text)).toEqual(data);
  });
});
