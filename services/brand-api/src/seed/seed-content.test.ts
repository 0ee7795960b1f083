import fs from 'node:fs';
import path from 'node:path';
// Relative import: Jest resolves '@riviere/api-client' to its dist/, which may not be built yet.
import { UK_ALLERGENS } from '../../../../packages/api-client/src/types';
import type { LinkItem, MenuItem, RestaurantLocation } from '../../../../packages/api-client/src/types';
import { GROUP_MIN_COVERS, ONLINE_MAX_COVERS } from '@riviere/restaurant-rules';
import { loadBookingSeed } from './booking-seed';
import { SEED_FILES, defaultSeedDir, findPackageRoot, loadSeedContent } from './seed-content';

const packageRoot = findPackageRoot(__dirname);
const seed = loadSeedContent();
const { settings, restaurants, menus, offers, campaigns, jobs, pages, contact, choices, social } = seed;

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/;
const UK_PHONE = /^0(1\d{2,3} \d{3} ?\d{3,4}|20 \d{4} \d{4}|29 \d{4} \d{4})$/;
const isClosed = (value: string) => value.toLowerCase() === 'closed';
const storeIds = new Set(restaurants.map((r) => r.storeId));

/** Great-circle distance in km between two WGS84 points. */
function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function loadOutcodeCentroids(): Map<string, { lat: number; lng: number }> {
  const [header, ...rows] = fs.readFileSync(path.join(packageRoot, 'data/uk-outcodes.csv'), 'utf8').trim().split(/\r?\n/);
  const cols = (header ?? '').split(',');
  const [iCode, iLat, iLng] = ['postcode', 'latitude', 'longitude'].map((c) => cols.indexOf(c));
  return new Map(rows.map((row) => {
    const cells = row.split(',');
    return [cells[iCode!]!, { lat: Number(cells[iLat!]), lng: Number(cells[iLng!]) }];
  }));
}

const allItems: (MenuItem & { menuId: string })[] = menus.flatMap((m) =>
  m.sections.flatMap((s) => s.items.map((i) => ({ ...i, menuId: m.id }))));
const tagsOf = (item: MenuItem) => item.dietaryTags.map((t) => t.name);

function countBy<T>(list: T[], pick: (x: T) => boolean): number {
  return list.filter(pick).length;
}

describe('seed files', () => {
  it.each(SEED_FILES)('%s.json is pretty-printed with 2 spaces', (name) => {
    const raw = fs.readFileSync(path.join(defaultSeedDir(), `${name}.json`), 'utf8');
    expect(raw).toBe(`${JSON.stringify(JSON.parse(raw), null, 2)}\n`);
  });

  it('finds the package root from the compiled dist/seed folder too', () => {
    expect(findPackageRoot(path.join(packageRoot, 'dist', 'seed'))).toBe(packageRoot);
    expect(defaultSeedDir()).toBe(path.join(packageRoot, 'seed'));
  });

  it('ships the outcode data with its licence', () => {
    expect(fs.existsSync(path.join(packageRoot, 'data/uk-outcodes.LICENSE'))).toBe(true);
  });

  it.each([
    ['restaurants', restaurants.length, 28, 32],
    ['menus', menus.length, 4, 10],
    ['menu items', allItems.length, 40, 200],
    ['offers', offers.length, 4, 6],
    ['campaigns', campaigns.length, 1, 20],
    ['jobs', jobs.length, 12, 40],
    ['social posts', social.length, 6, 6],
    ['contact reasons', contact.contactReasons.length, 4, 6],
  ])('has a sensible number of %s', (_label, count, min, max) => {
    expect(count).toBeGreaterThanOrEqual(min);
    expect(count).toBeLessThanOrEqual(max);
  });
});

describe('settings', () => {
  it('carries the brand constants', () => {
    expect(settings).toMatchObject({
      book_now_text: 'Book Now',
      carousel_arrows: true,
      carousel_dots: false,
      site_id: 'maison-riviere',
      site_name: 'Maison Rivière',
      site_url: 'http://localhost:3000',
      site_email: 'hello@maison-riviere.example',
      tag_manager_id: 'GTM-RIVIERE',
    });
  });

  it('defaults to a restaurant that can be booked online', () => {
    const r = restaurants.find((x) => x.storeId === settings.default_restaurant_id);
    expect(r).toMatchObject({ enableBookings: true, bookingProviderUrl: null, isHolidayPark: false, hideRestaurantDetailPage: false });
  });

  it.each([
    ['/our-menu'], ['/find-us'], ['/offer/2-for-1-mains'],
  ])('masthead links to %s', (url) => {
    expect(settings.mastheadItems.map((i) => i.linkUrl)).toContain(url);
  });

  it('has one dropdown with careers and group bookings, and a new-tab link', () => {
    const dropdowns = settings.mastheadItems.filter((i) => i.links?.length);
    expect(dropdowns).toHaveLength(1);
    expect(dropdowns[0]!.links!.map((l) => l.linkUrl)).toEqual(expect.arrayContaining(['/careers/job-search', '/group-bookings']));
    expect(settings.mastheadItems.some((i) => i.openInNewTab === true && !i.links)).toBe(true);
  });

  it.each(['/contact', '/faqs', '/privacy-policy', '/terms-and-conditions', '/cookie-policy', '/careers', '/our-menu'])(
    'footer links to %s', (url) => {
      expect(settings.footerItems.map((i) => i.linkUrl)).toContain(url);
    });

  it('links to instagram, facebook and tiktok with style names', () => {
    expect(settings.socialMediaItems.map((i) => i.style).sort()).toEqual(['facebook', 'instagram', 'tiktok']);
  });

  it('every link has text and a url', () => {
    const flat = (items: LinkItem[]): LinkItem[] => items.flatMap((i) => [i, ...flat(i.links ?? [])]);
    for (const link of flat([...settings.mastheadItems, ...settings.footerItems, ...settings.socialMediaItems])) {
      expect(link.linkText).not.toBe('');
      expect(link.linkUrl).toMatch(/^(\/|https?:\/\/)/);
    }
  });
});

describe('restaurants', () => {
  const centroids = loadOutcodeCentroids();

  it.each([
    'bath', 'bournemouth', 'brighton', 'bristol', 'cardiff', 'ellesmere-port', 'greenhithe', 'london', 'henley',
    'manchester', 'portsmouth', 'reigate', 'ruislip', 'st-albans', 'stratford-upon-avon', 'windsor', 'witney',
  ])('has a restaurant in %s', (city) => {
    expect(restaurants.some((r) => r.city === city)).toBe(true);
  });

  it.each(['o2', 'st-katherine-docks', 'st-pauls', 'victoria', 'covent-garden', 'greenwich'])('has london/%s', (slug) => {
    expect(restaurants.some((r) => r.city === 'london' && r.slug === slug)).toBe(true);
  });

  it('has three holiday parks, each alone in its own town', () => {
    const parks = restaurants.filter((r) => r.isHolidayPark);
    expect(parks).toHaveLength(3);
    for (const p of parks) expect(restaurants.filter((r) => r.city === p.city)).toHaveLength(1);
  });

  it('uses no towns beyond the known ones', () => {
    const known = new Set(['bath', 'bournemouth', 'brighton', 'bristol', 'cardiff', 'ellesmere-port', 'greenhithe', 'london',
      'henley', 'manchester', 'portsmouth', 'reigate', 'ruislip', 'st-albans', 'stratford-upon-avon', 'windsor', 'witney']);
    const others = restaurants.filter((r) => !known.has(r.city));
    expect(others.every((r) => r.isHolidayPark)).toBe(true);
  });

  it('has unique store ids, widget ids and city/slug pairs', () => {
    expect(storeIds.size).toBe(restaurants.length);
    expect(new Set(restaurants.map((r) => r.bookATableWidgetId)).size).toBe(restaurants.length);
    expect(new Set(restaurants.map((r) => `${r.city}/${r.slug}`)).size).toBe(restaurants.length);
  });

  const flags: [string, (r: RestaurantLocation) => boolean][] = [
    ['bookings disabled', (r) => !r.enableBookings],
    ['an external booking provider', (r) => r.bookingProviderUrl !== null],
    ['a hidden detail page', (r) => r.hideRestaurantDetailPage],
  ];
  it.each(flags)('has exactly one restaurant with %s, and it is not a holiday park', (_label, pick) => {
    const matches = restaurants.filter(pick);
    expect(matches).toHaveLength(1);
    expect(matches[0]!.isHolidayPark).toBe(false);
  });

  it('points the external provider at book.example.com', () => {
    expect(restaurants.find((r) => r.bookingProviderUrl)!.bookingProviderUrl).toMatch(/^https:\/\/book\.example\.com\//);
  });

  it('books every other restaurant online, without an external provider', () => {
    const plain = restaurants.filter((r) => r.enableBookings && r.bookingProviderUrl === null);
    expect(plain).toHaveLength(restaurants.length - 2);
  });

  const requiredKeys: (keyof RestaurantLocation)[] = [
    'storeId', 'bookATableWidgetId', 'title', 'slug', 'city', 'addressLine1', 'addressLine2', 'addressCity', 'postcode',
    'phoneNumber', 'lat', 'lng', 'addressLocation', 'enableBookings', 'bookingProviderUrl', 'hideRestaurantDetailPage',
    'isHolidayPark', 'heroTiles', 'clickCollect', 'centreLat', 'centreLng', 'zoom', 'markers', 'about', 'amenities',
    'awards', 'socialMediaItems', 'takeawayServices', 'openingHours', 'specialHours',
  ];

  describe.each(restaurants.map((r) => [`${r.city}/${r.slug}`, r] as const))('%s', (_name, r) => {
    it('fills every field', () => {
      for (const key of requiredKeys) expect(r).toHaveProperty(key);
      expect(Number.isInteger(r.storeId)).toBe(true);
      expect(r.city).toMatch(KEBAB);
      expect(r.slug).toMatch(KEBAB);
      expect(r.title).toMatch(/^Maison Rivière /);
      expect(r.postcode).toMatch(UK_POSTCODE);
      expect(r.phoneNumber).toMatch(UK_PHONE);
      expect(r.about.match(/[.!?](\s|$)/g)?.length).toBeGreaterThanOrEqual(2);
      expect(r.heroTiles.length).toBeGreaterThan(0);
      for (const t of r.heroTiles) {
        expect(t.imageUrl).toMatch(/^\/assets\/restaurants\//);
        expect(t.alt).not.toBe('');
      }
      expect(r.amenities.length).toBeGreaterThan(0);
      expect(r.awards.length).toBeGreaterThan(0);
      expect(r.socialMediaItems.length).toBeGreaterThan(0);
      expect(r.takeawayServices.length).toBeGreaterThan(0);
      for (const s of r.takeawayServices) expect(s.url).toMatch(/^https:\/\/[a-z.]*example\.com\//);
      expect(r.miles).toBeUndefined();
    });

    it('has consistent map coordinates', () => {
      expect(r.addressLocation).toEqual({ lat: r.lat, lon: r.lng });
      expect({ lat: r.centreLat, lng: r.centreLng, zoom: r.zoom }).toEqual({ lat: r.lat, lng: r.lng, zoom: 15 });
      expect(r.markers).toEqual([{ lat: r.lat, lng: r.lng }]);
    });

    it('lies within 3 km of its postcode district centroid', () => {
      const centroid = centroids.get(r.postcode.split(' ')[0]!);
      expect(centroid).toBeDefined();
      expect(haversineKm(r, centroid!)).toBeLessThan(3);
    });

    it('has opening and click-and-collect times for every weekday', () => {
      for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
        for (const suffix of ['Open', 'Close', 'ClickCollectClose']) {
          const value = (r.openingHours as unknown as Record<string, string>)[`${day}${suffix}`];
          expect(value).toBeDefined();
          expect(HH_MM.test(value!) || isClosed(value!)).toBe(true);
        }
      }
    });

    it('has well-formed special hours', () => {
      for (const s of r.specialHours) {
        expect(s.startDate).toMatch(ISO_DATE);
        expect(s.endDate).toMatch(ISO_DATE);
        expect(s.startDate <= s.endDate).toBe(true);
        expect(s.startDate >= '2026-11-01' && s.endDate <= '2027-01-31').toBe(true);
        for (const t of [s.openTime, s.closeTime, s.clickCollectClose]) expect(HH_MM.test(t) || isClosed(t)).toBe(true);
      }
    });
  });

  it.each(['Closed', 'CLOSED', 'closed'])('spells a closed day as %s somewhere', (spelling) => {
    expect(restaurants.some((r) => Object.values(r.openingHours).includes(spelling))).toBe(true);
  });

  it('has restaurants closing at midnight', () => {
    expect(countBy(restaurants, (r) => Object.values(r.openingHours).includes('00:00'))).toBeGreaterThan(1);
  });

  it('has special hours on several restaurants, including late November and Christmas Day', () => {
    const all = restaurants.flatMap((r) => r.specialHours);
    expect(countBy(restaurants, (r) => r.specialHours.length > 0)).toBeGreaterThanOrEqual(5);
    expect(all.some((s) => s.startDate === '2026-11-25' && s.endDate === '2026-11-26')).toBe(true);
    const closedEntries = all.filter((s) => isClosed(s.openTime));
    expect(closedEntries).toHaveLength(1);
    expect(closedEntries[0]).toMatchObject({ startDate: '2026-12-25', endDate: '2026-12-25' });
  });
});

describe('menus', () => {
  const allergens = new Set<string>(UK_ALLERGENS);

  it.each(['a-la-carte', 'set-menu', 'kids', 'afternoon-tea'])('has the %s menu', (id) => {
    expect(menus.map((m) => m.id)).toContain(id);
  });

  it('uses unique kebab ids for menus, sections and items', () => {
    const ids = [...menus.map((m) => m.id), ...menus.flatMap((m) => m.sections.map((s) => s.id)), ...allItems.map((i) => i.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB);
  });

  it.each(menus.map((m) => [m.id, m] as const))('%s has a description, image and non-empty sections', (_id, m) => {
    expect(m.description).not.toBe('');
    expect(m.image.file.url).toMatch(/^\/assets\/menus\//);
    expect(m.image.alt).not.toBe('');
    for (const s of m.sections) expect(s.items.length).toBeGreaterThan(0);
  });

  describe.each(allItems.map((i) => [`${i.menuId}/${i.id}`, i] as const))('%s', (_name, item) => {
    const tags = tagsOf(item);
    it('is priced in whole pence and described', () => {
      expect(Number.isInteger(item.price) && item.price > 0).toBe(true);
      expect(item.description).not.toBe('');
    });
    it('lists only the 14 UK allergens, once each', () => {
      for (const a of item.allergens) expect(allergens.has(a)).toBe(true);
      expect(new Set(item.allergens).size).toBe(item.allergens.length);
    });
    it('uses known dietary tags that agree with its allergens', () => {
      for (const t of tags) expect(['vegetarian', 'vegan', 'gluten-free']).toContain(t);
      if (tags.includes('vegan')) {
        expect(tags).toContain('vegetarian');
        expect(item.allergens.filter((a) => ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'].includes(a))).toEqual([]);
      }
      if (tags.includes('vegetarian')) {
        expect(item.allergens.filter((a) => ['fish', 'crustaceans', 'molluscs'].includes(a))).toEqual([]);
      }
      if (tags.includes('gluten-free')) expect(item.allergens).not.toContain('cereals containing gluten');
    });
  });

  it.each([
    ['vegan and gluten-free', (t: string[]) => t.includes('vegan') && t.includes('gluten-free'), 2],
    ['vegan but not gluten-free', (t: string[]) => t.includes('vegan') && !t.includes('gluten-free'), 2],
    ['gluten-free but not vegetarian', (t: string[]) => t.includes('gluten-free') && !t.includes('vegetarian'), 2],
    ['vegetarian only', (t: string[]) => t.length === 1 && t[0] === 'vegetarian', 2],
    ['untagged', (t: string[]) => t.length === 0, 2],
  ])('has enough items that are %s', (_label, pick, min) => {
    expect(countBy(allItems, (i) => pick(tagsOf(i)))).toBeGreaterThanOrEqual(min);
  });
});

describe('offers and campaigns', () => {
  const keys = ['id', 'slug', 'title', 'description', 'validityText', 'termAndConditions', 'successButtonText',
    'successButtonUrl', 'overrideSuccessUrl', 'restaurantIds', 'imageUrl'];

  it.each(offers.map((o) => [o.slug, o] as const))('%s fills every field', (_slug, o) => {
    for (const key of keys) expect(o).toHaveProperty(key);
    for (const key of ['title', 'description', 'validityText', 'termAndConditions', 'successButtonText', 'successButtonUrl'] as const) {
      expect(o[key]).not.toBe('');
    }
    expect(o.slug).toMatch(KEBAB);
    for (const id of o.restaurantIds) expect(storeIds.has(id)).toBe(true);
  });

  it.each(['2-for-1-mains', '2-for-1-mains-bb', 'kids-eat-free', 'afternoon-tea-for-two'])('has the %s offer', (slug) => {
    expect(offers.map((o) => o.slug)).toContain(slug);
  });

  it('has unique ids and slugs, exactly one success-url override, and varied restaurant lists', () => {
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
    expect(new Set(offers.map((o) => o.slug)).size).toBe(offers.length);
    expect(countBy(offers, (o) => o.overrideSuccessUrl !== null)).toBe(1);
    expect(countBy(offers, (o) => o.restaurantIds.length === 0)).toBeGreaterThan(0);
    expect(countBy(offers, (o) => o.restaurantIds.length > 0)).toBeGreaterThan(0);
  });

  it('maps each campaign id once, to an existing offer', () => {
    const slugs = new Set(offers.map((o) => o.slug));
    expect(new Set(campaigns.map((c) => c.campaignId)).size).toBe(campaigns.length);
    for (const c of campaigns) expect(slugs.has(c.offerSlug)).toBe(true);
    expect(campaigns).toContainEqual({ campaignId: 'cmp-2241', offerSlug: '2-for-1-mains' });
  });
});

describe('jobs', () => {
  it.each([
    ['category', ['back-of-house', 'front-of-house', 'management', 'quick-service']],
    ['titleGroup', ['Bar', 'foh team', 'General Manager', 'foh support', 'boh team', 'Head Chef', 'boh support']],
    ['jobtype', ['full time', 'part time']],
  ] as const)('covers every %s', (field, values) => {
    expect(new Set(jobs.map((j) => j[field]))).toEqual(new Set(values));
  });

  it('has unique ids', () => {
    expect(new Set(jobs.map((j) => j.jobId)).size).toBe(jobs.length);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    expect(new Set(jobs.map((j) => j.positionUniqueName)).size).toBe(jobs.length);
  });

  it.each([
    ['cv and experience', true, true],
    ['cv only', true, false],
    ['experience only', false, true],
    ['neither', false, false],
  ])('has jobs needing %s', (_label, cv, experience) => {
    expect(jobs.some((j) => j.cvRequired === cv && j.workExperienceRequired === experience)).toBe(true);
  });

  it('covers every question type, with some mandatory', () => {
    const questions = jobs.flatMap((j) => j.questions);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT']));
    expect(questions.some((q) => q.is_mandatory)).toBe(true);
    expect(questions.some((q) => !q.is_mandatory)).toBe(true);
  });

  describe.each(jobs.map((j) => [j.jobId, j] as const))('%s', (_id, j) => {
    it('belongs to an existing restaurant and sits at its location', () => {
      expect(j.jobId).toMatch(/^MR-\d{4}$/);
      const r = restaurants.find((x) => x.storeId === j.storeId);
      expect(r).toBeDefined();
      expect(j.restaurantTitle).toBe(r!.title);
      expect(j.location).toEqual({ lat: r!.lat, lng: r!.lng });
      expect(j.salary).not.toBe('');
      expect(j.description.length).toBeGreaterThan(100);
    });

    it('has well-formed questions', () => {
      expect(j.questions.length).toBeGreaterThan(0);
      expect(new Set(j.questions.map((q) => q.id)).size).toBe(j.questions.length);
      for (const q of j.questions) {
        if (q.type === 'YES_NO') expect(q.answer.options).toEqual(['Yes', 'No']);
        if (q.type === 'SINGLE_CHOICE' || q.type === 'MULTIPLE_CHOICE') expect(q.answer.options!.length).toBeGreaterThan(1);
        if (q.type === 'TEXT') expect(typeof q.answer.text).toBe('string');
      }
    });
  });
});

describe('pages', () => {
  const destinations = [
    'menu', 'faqs', 'parties', 'careers', 'careers-partnerships', 'tips-policy', 'cookie-policy', 'contact', 'afternoon-tea',
    'cineworld-unlimited', 'privacy-policy', 'terms-and-conditions', 'takeaway', 'ethical-trading', 'egg-policy',
    'covid-19-faqs', 'student', 'kids', 'keep-in-touch', 'enquire-here', 'christmas-day', 'christmas', 'nye', 'sign-up',
    'group-bookings', 'group-bookings/thanks', 'mothers-day-offer', 'restaurants', 'offer/2-for-1-mains',
    'offer/2-for-1-mains-bb',
  ];
  const palette = ['crimson', 'dark-blue', 'off-white', 'blush', 'light-orange-grey'];
  const byId = new Map(pages.map((p) => [p.id, p]));
  const tiles = pages.flatMap((p) => p.tiles);

  it.each(['home', ...destinations])('has the page %s', (id) => {
    expect(byId.has(id)).toBe(true);
  });

  it('has unique page and tile ids', () => {
    expect(byId.size).toBe(pages.length);
    expect(new Set(tiles.map((t) => t.tileId)).size).toBe(tiles.length);
  });

  describe.each(pages.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    it('has a title, a short meta description and 1-4 readable tiles', () => {
      expect(p.title).not.toBe('');
      expect(p.description.length).toBeGreaterThan(0);
      expect(p.description.length).toBeLessThan(160);
      expect(p.tiles.length).toBeGreaterThanOrEqual(1);
      expect(p.tiles.length).toBeLessThanOrEqual(4);
      expect(JSON.stringify(p).toLowerCase()).not.toContain('lorem');
      for (const t of p.tiles) {
        expect(t.key).not.toBe('');
        expect(t.heading ?? t.body).toBeTruthy();
        if (t.backgroundColour !== undefined) expect(palette).toContain(t.backgroundColour);
      }
    });
  });

  it.each([
    ['contact', 'contact'], ['group-bookings', 'group-booking'], ['sign-up', 'sign-up'], ['keep-in-touch', 'sign-up'],
  ] as const)('%s carries a %s form', (id, formType) => {
    expect(byId.get(id)!.tiles.some((t) => t.formType === formType)).toBe(true);
  });

  it('has a home hero with heading, body, image and link', () => {
    const hero = byId.get('home')!.tiles[0]!;
    expect(hero).toMatchObject({ heading: expect.any(String), body: expect.any(String), imageUrl: expect.any(String), linkUrl: expect.any(String) });
    expect(byId.get('home')!.tiles.length).toBeGreaterThan(1);
  });

  it('varies colours, widths and animations, and has a video tile', () => {
    for (const colour of palette) expect(tiles.some((t) => t.backgroundColour === colour)).toBe(true);
    expect(new Set(tiles.map((t) => t.width)).size).toBeGreaterThanOrEqual(3);
    for (const effect of ['fade-in', 'slide-up']) expect(tiles.some((t) => t.animationEffect === effect)).toBe(true);
    expect(tiles.some((t) => t.videoMobile && t.videoDesktop)).toBe(true);
  });
});

describe('contact, choices and social', () => {
  it('has contact types and reasons with 2-4 sub-reasons each', () => {
    expect(contact.contactTypes.length).toBeGreaterThan(0);
    for (const t of contact.contactTypes) expect(t).toEqual({ id: expect.stringMatching(KEBAB), name: expect.any(String) });
    for (const r of contact.contactReasons) {
      expect(r.id).toMatch(KEBAB);
      expect(r.subReasons.length).toBeGreaterThanOrEqual(2);
      expect(r.subReasons.length).toBeLessThanOrEqual(4);
    }
    const ids = contact.contactReasons.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('offers interests and genders', () => {
    expect(choices.interests).toEqual(expect.arrayContaining(['Offers', 'New menus', 'Events', 'Wine', 'Kids']));
    expect(choices.genders.length).toBeGreaterThan(1);
  });

  it('has social posts with unique ids and example permalinks', () => {
    expect(new Set(social.map((s) => s.id)).size).toBe(social.length);
    for (const s of social) {
      expect(s.caption).not.toBe('');
      expect(s.mediaUrl).not.toBe('');
      expect(s.permalink).toMatch(/^https:\/\/[a-z.]*example\.com\//);
    }
  });
});

describe('group sizes', () => {
  // Every page and menu link names one pair of numbers: tables up to ONLINE_MAX_COVERS online, groups from GROUP_MIN_COVERS.
  const booking = loadBookingSeed();
  const texts = [
    ...pages.flatMap((p) => [p.title, p.description, ...p.tiles.flatMap((t) => [t.heading, t.body])].map((text) => ({ where: p.id, text }))),
    ...settings.mastheadItems.flatMap((item) => [item, ...(item.links ?? [])]).map((l) => ({ where: `masthead: ${l.linkText}`, text: l.description })),
  ].filter((entry): entry is { where: string; text: string } => typeof entry.text === 'string');
  const numbers = (pattern: RegExp) => texts.flatMap(({ where, text }) => [...text.matchAll(pattern)].map((m) => [where, Number(m[1])]));

  it('books tables online up to the spec’s limit, at every restaurant', () => {
    expect(booking.rules.onlineMaxCovers).toBe(ONLINE_MAX_COVERS);
    for (const r of Object.values(booking.restaurants)) expect(r.rules?.onlineMaxCovers ?? ONLINE_MAX_COVERS).toBe(ONLINE_MAX_COVERS);
  });

  it('starts groups at the same number on the group bookings page and in the menu', () => {
    expect(numbers(/\b(\d+) or more\b/g)).toEqual([
      ['group-bookings', GROUP_MIN_COVERS],
      ['masthead: Group bookings', GROUP_MIN_COVERS],
    ]);
  });

  it('says in the FAQ how many guests book online', () => {
    expect(numbers(/\bup to (\d+) guests online\b/g)).toEqual([['faqs', ONLINE_MAX_COVERS]]);
  });
});
