import { jobPostingJsonLd, JOB_POSTING_DAYS, menuJsonLd, organizationJsonLd, parseSalary, reservationJsonLd, restaurantJsonLd, schemaDietOf, schemaPrice, serializeJsonLd, type SchemaMenu, type SchemaRestaurant } from './schema-org';
import { SPECIAL, WEEK } from './test-support/hours';

const ORIGIN = 'https://www.example.co.uk';

const BATH: SchemaRestaurant = {
  storeId: 101,
  title: 'Maison Rivière Bath',
  city: 'bath',
  slug: 'bath',
  addressLine1: '12 Lantern Walk',
  addressLine2: 'Abbey Quarter',
  addressCity: 'Bath',
  postcode: 'BA1 1LT',
  phoneNumber: '01632 960101',
  email: 'bath@example.com',
  about: 'Set in the Abbey Quarter a short stroll from the Roman Baths.',
  lat: 51.39334,
  lng: -2.35502,
  enableBookings: true,
  isHolidayPark: false,
  bookingProviderUrl: null,
  hideRestaurantDetailPage: false,
  heroTiles: [{ imageUrl: '/assets/restaurants/bath.jpg' }, { imageUrl: 'https://cdn.example.com/bath-2.jpg' }],
  openingHours: WEEK,
  specialHours: SPECIAL,
};

describe('restaurantJsonLd', () => {
  const ld = restaurantJsonLd(BATH, { origin: ORIGIN, brandName: 'Maison Rivière' });

  it('describes the restaurant, its address, place, pictures, bookings and menu', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Maison Rivière Bath',
      url: 'https://www.example.co.uk/restaurants/bath/bath',
      description: 'Set in the Abbey Quarter a short stroll from the Roman Baths.',
      image: ['https://www.example.co.uk/assets/restaurants/bath.jpg', 'https://cdn.example.com/bath-2.jpg'],
      telephone: '01632 960101',
      email: 'bath@example.com',
      address: { '@type': 'PostalAddress', streetAddress: '12 Lantern Walk, Abbey Quarter', addressLocality: 'Bath', postalCode: 'BA1 1LT', addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.39334, longitude: -2.35502 },
      servesCuisine: 'French',
      acceptsReservations: 'https://www.example.co.uk/restaurants/bath/bath/book-now',
      hasMenu: 'https://www.example.co.uk/restaurants/bath/bath/menu',
      brand: { '@type': 'Brand', name: 'Maison Rivière' },
    });
  });

  it('lists the open days of the week (closed ones left out) and every special day', () => {
    const specs = ld.openingHoursSpecification as Record<string, unknown>[];
    expect(specs.filter((s) => 'dayOfWeek' in s).map((s) => [s.dayOfWeek, s.opens, s.closes])).toEqual([
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

  it.each<[string, Partial<SchemaRestaurant>, string | boolean | undefined]>([
    ['online', {}, 'https://www.example.co.uk/restaurants/bath/bath/book-now'],
    ['an external provider', { bookingProviderUrl: 'https://book.example.com/st-pauls' }, 'https://book.example.com/st-pauls'],
    ['bookings off', { enableBookings: false }, false],
    ['a holiday park', { isHolidayPark: true }, false],
    ['no page of its own', { hideRestaurantDetailPage: true, city: 'greenhithe', slug: 'greenhithe' }, 'https://www.example.co.uk/book-now?restaurant=greenhithe/greenhithe'],
    ['not known (the data has no flag)', { enableBookings: undefined }, undefined],
  ])('acceptsReservations when %s', (_case, change, expected) => {
    expect(restaurantJsonLd({ ...BATH, ...change }, { origin: ORIGIN }).acceptsReservations).toBe(expected);
  });

  it('leaves out what the restaurant lacks', () => {
    const bare = restaurantJsonLd({ storeId: 0, title: 'Pop-up', city: 'bath', slug: 'pop-up' }, { origin: ORIGIN });
    expect(bare).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Pop-up',
      url: 'https://www.example.co.uk/restaurants/bath/pop-up',
      address: { '@type': 'PostalAddress', addressCountry: 'GB' },
      servesCuisine: 'French',
      hasMenu: 'https://www.example.co.uk/menu',
    });
  });
});

describe('organizationJsonLd', () => {
  it('keeps only web links in sameAs', () => {
    expect(organizationJsonLd({ name: 'Maison Rivière', url: `${ORIGIN}/`, email: 'hello@example.com', sameAs: ['https://instagram.example.com/mr', 'mailto:x@example.com', null] })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Maison Rivière',
      url: 'https://www.example.co.uk/',
      email: 'hello@example.com',
      sameAs: ['https://instagram.example.com/mr'],
    });
    expect(organizationJsonLd({ name: 'M', url: ORIGIN })).toEqual({ '@context': 'https://schema.org', '@type': 'Organization', name: 'M', url: ORIGIN });
  });
});

const item = (name: string, tags: string[], price: number, description = '') => ({ name, description, price, dietaryTags: tags.map((tag) => ({ name: tag })) });
const KIDS: SchemaMenu = {
  name: 'Petits',
  description: 'Petits description.',
  image: { file: { url: '/assets/menus/kids.jpg' } },
  sections: [
    { name: 'Mains', description: 'All mains come with peas.', items: [item('Petit steak', ['gluten-free'], 795, 'With frites.')] },
    {
      name: 'Puddings',
      items: [item('Fruit salad', ['vegetarian', 'Vegan ', 'gluten-free'], 350), item('Crêpe', ['vegetarian', 'halal'], 395, 'Chocolate.'), item('Goujons', [], 695, 'Chicken.')],
    },
  ],
};

describe('menuJsonLd', () => {
  const ld = menuJsonLd(KIDS, 'https://www.example.co.uk/menu/kids');

  it('describes the menu', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      name: 'Petits',
      description: 'Petits description.',
      url: 'https://www.example.co.uk/menu/kids',
      image: 'https://www.example.co.uk/assets/menus/kids.jpg',
      inLanguage: 'en-GB',
    });
  });

  it('lists sections and their items with GBP offers', () => {
    expect(ld.hasMenuSection).toEqual([
      {
        '@type': 'MenuSection',
        name: 'Mains',
        description: 'All mains come with peas.',
        hasMenuItem: [
          { '@type': 'MenuItem', name: 'Petit steak', description: 'With frites.', offers: { '@type': 'Offer', price: '7.95', priceCurrency: 'GBP' }, suitableForDiet: ['https://schema.org/GlutenFreeDiet'] },
        ],
      },
      expect.objectContaining({ '@type': 'MenuSection', name: 'Puddings' }),
    ]);
  });

  it.each([
    ['Fruit salad', ['https://schema.org/VegetarianDiet', 'https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet']],
    ['Crêpe', ['https://schema.org/VegetarianDiet']], // a tag schema.org has no diet for is left out
    ['Goujons', undefined], // no tags: no suitableForDiet at all
  ])('%s is suitable for %j', (name, diets) => {
    const items = (ld.hasMenuSection as { hasMenuItem: Record<string, unknown>[] }[])[1]!.hasMenuItem;
    expect(items.find((i) => i.name === name)?.suitableForDiet).toEqual(diets);
  });

  it('leaves out empty descriptions, the url and a relative image when there is no page URL', () => {
    const bare = menuJsonLd({ name: 'M', description: '', image: { file: { url: '/m.jpg' } }, sections: [{ name: 'S', items: [item('x', [], 100)] }] });
    expect(bare).not.toHaveProperty('url');
    expect(bare).not.toHaveProperty('image');
    expect(JSON.stringify(bare)).not.toContain('"description"');
  });

  it.each([
    [1995, '19.95'],
    [350, '3.50'],
    [0, '0.00'],
  ])('schemaPrice(%i) is %s', (pence, text) => expect(schemaPrice(pence)).toBe(text));

  it.each([
    ['vegan', 'https://schema.org/VeganDiet'],
    [' Vegetarian', 'https://schema.org/VegetarianDiet'],
    ['GLUTEN-FREE', 'https://schema.org/GlutenFreeDiet'],
    ['halal', undefined],
  ])('schemaDietOf(%j) is %s', (tag, diet) => expect(schemaDietOf(tag)).toBe(diet));
});

describe('reservationJsonLd', () => {
  const booking = {
    reference: 'MR-ABCD2345',
    date: '2026-12-05',
    time: '19:30',
    partySize: 4,
    guest: { name: 'Ada Lovelace', email: 'ada@example.com' },
    restaurant: { title: 'Maison Rivière Covent Garden', phoneNumber: '020 7946 0114', addressLine1: '1 Wellington Street', addressCity: 'London', postcode: 'WC2E 7BN' },
    manageUrl: 'https://www.example.co.uk/api/booking/manage/t0k3n',
  };

  it('describes a confirmed booking for 2 hours on the London clock', () => {
    expect(reservationJsonLd(booking)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: 'MR-ABCD2345',
      reservationStatus: 'https://schema.org/ReservationConfirmed',
      underName: { '@type': 'Person', name: 'Ada Lovelace', email: 'ada@example.com' },
      reservationFor: {
        '@type': 'FoodEstablishment',
        name: 'Maison Rivière Covent Garden',
        telephone: '020 7946 0114',
        address: { '@type': 'PostalAddress', streetAddress: '1 Wellington Street', addressLocality: 'London', postalCode: 'WC2E 7BN', addressCountry: 'GB' },
      },
      startTime: '2026-12-05T19:30:00+00:00',
      endTime: '2026-12-05T21:30:00+00:00',
      partySize: 4,
      modifyReservationUrl: 'https://www.example.co.uk/api/booking/manage/t0k3n',
      url: 'https://www.example.co.uk/api/booking/manage/t0k3n',
    });
  });

  it.each([
    ['a summer evening', '2026-07-04', '19:30', undefined, '2026-07-04T19:30:00+01:00', '2026-07-04T21:30:00+01:00'],
    ['past midnight', '2026-07-04', '23:15', undefined, '2026-07-04T23:15:00+01:00', '2026-07-05T01:15:00+01:00'],
    ['across the autumn clock change', '2026-10-24', '23:30', undefined, '2026-10-24T23:30:00+01:00', '2026-10-25T01:30:00+01:00'],
    ['ending after the clocks go back', '2026-10-25', '00:30', 120, '2026-10-25T00:30:00+01:00', '2026-10-25T01:30:00+00:00'],
    ['a 90-minute table', '2027-03-27', '12:00', 90, '2027-03-27T12:00:00+00:00', '2027-03-27T13:30:00+00:00'],
  ])('%s', (_case, date, time, durationMinutes, startTime, endTime) => {
    expect(reservationJsonLd({ ...booking, date, time, durationMinutes })).toMatchObject({ startTime, endTime });
  });

  it('marks a cancellation', () => {
    expect(reservationJsonLd({ ...booking, cancelled: true }).reservationStatus).toBe('https://schema.org/ReservationCancelled');
  });
});

describe('serializeJsonLd', () => {
  it.each([
    [{ name: '</script><script>alert(1)</script>' }, '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}'],
    [{ name: '<!-- x' }, '{"name":"\\u003c!-- x"}'],
    [{ name: 'Fish & chips' }, '{"name":"Fish \\u0026 chips"}'],
    [{ name: 'a\u2028b' }, '{"name":"a\\u2028b"}'],
    [{ price: '7.95' }, '{"price":"7.95"}'],
  ])('%j → %s', (data, expected) => {
    const text = serializeJsonLd(data);
    expect(text).toBe(expected);
    expect(JSON.parse(text)).toEqual(data);
    expect(text).not.toContain('<');
  });
});

describe('parseSalary', () => {
  it.each([
    ['£12 an hour', { minValue: 12, unitText: 'HOUR' }],
    ['£11.50 - £13.00 per hour', { minValue: 11.5, maxValue: 13, unitText: 'HOUR' }],
    ['£12.21ph', { minValue: 12.21, unitText: 'HOUR' }],
    ['£32,000 a year', { minValue: 32000, unitText: 'YEAR' }],
    ['£30k–£35k pa', { minValue: 30000, maxValue: 35000, unitText: 'YEAR' }],
    ['£45,000', { minValue: 45000, unitText: 'YEAR' }],
    ['£12.50', { minValue: 12.5, unitText: 'HOUR' }],
    ['Competitive', undefined],
    ['', undefined],
    [null, undefined],
  ])('%p → %p', (text, salary) => {
    expect(parseSalary(text)).toEqual(salary);
  });
});

describe('jobPostingJsonLd', () => {
  const job = {
    name: 'Head Chef',
    description: 'Run the kitchen.',
    jobType: 'full time',
    salary: '£38,000 a year',
    place: { name: 'Maison Rivière Bath', addressLine1: '12 Lantern Walk', addressCity: 'Bath', postcode: 'BA1 1LT', lat: 51.38, lng: -2.36 },
  };
  // 23:30 UTC on 31 July 2026 is already 1 August in London.
  const options = { brandName: 'Maison Rivière', origin: 'https://www.example.test', url: 'https://www.example.test/careers/job/MR-1', now: Date.UTC(2026, 6, 31, 23, 30) };

  it('builds every field a job result needs', () => {
    expect(jobPostingJsonLd(job, options)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Head Chef',
      description: 'Run the kitchen.',
      datePosted: '2026-08-01',
      validThrough: '2026-09-30',
      employmentType: 'FULL_TIME',
      url: 'https://www.example.test/careers/job/MR-1',
      hiringOrganization: { '@type': 'Organization', name: 'Maison Rivière', sameAs: 'https://www.example.test' },
      jobLocation: {
        '@type': 'Place',
        name: 'Maison Rivière Bath',
        address: { '@type': 'PostalAddress', streetAddress: '12 Lantern Walk', addressLocality: 'Bath', postalCode: 'BA1 1LT', addressCountry: 'GB' },
        geo: { '@type': 'GeoCoordinates', latitude: 51.38, longitude: -2.36 },
      },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'GBP', value: { '@type': 'QuantitativeValue', value: 38000, unitText: 'YEAR' } },
    });
    expect(JOB_POSTING_DAYS).toBe(60);
  });

  it.each([
    [{ jobType: 'part time', salary: '£11.50 - £13 per hour' }, 'PART_TIME', { minValue: 11.5, maxValue: 13, unitText: 'HOUR' }],
    [{ jobType: 'full time', salary: 'Competitive' }, 'FULL_TIME', undefined],
  ])('%p → %p, pay %p', (change, employmentType, pay) => {
    const data = jobPostingJsonLd({ ...job, ...change }, options);
    expect(data.employmentType).toBe(employmentType);
    expect((data.baseSalary as { value?: unknown } | undefined)?.value).toEqual(pay && { '@type': 'QuantitativeValue', ...pay });
  });

  it('keeps the job’s own dates, and leaves out an address it does not know', () => {
    const data = jobPostingJsonLd({ ...job, datePosted: '2026-07-01', validThrough: '2026-07-20', place: { name: 'Maison Rivière Bath' } }, options);
    expect(data).toMatchObject({ datePosted: '2026-07-01', validThrough: '2026-07-20' });
    expect(data.jobLocation).toEqual({ '@type': 'Place', name: 'Maison Rivière Bath', address: { '@type': 'PostalAddress', addressCountry: 'GB' } });
  });
});
