import type { ContentImage, GeoResult, HeroTile, RestaurantLocation, SpecialHours, WeekdayHours } from '@riviere/api-client';

/** A week shaped like the seed's: late Fridays and Saturdays (00:00 close), Sunday and Monday closed. */
export const WEEK: WeekdayHours = {
  mondayOpen: 'Closed', mondayClose: 'Closed', mondayClickCollectClose: 'Closed',
  tuesdayOpen: '09:00', tuesdayClose: '22:00', tuesdayClickCollectClose: '21:30',
  wednesdayOpen: '09:00', wednesdayClose: '22:00', wednesdayClickCollectClose: '21:30',
  thursdayOpen: '09:00', thursdayClose: '22:00', thursdayClickCollectClose: '21:30',
  fridayOpen: '11:30', fridayClose: '00:00', fridayClickCollectClose: '23:00',
  saturdayOpen: '11:30', saturdayClose: '00:00', saturdayClickCollectClose: '23:00',
  sundayOpen: 'CLOSED', sundayClose: 'closed', sundayClickCollectClose: 'Closed',
};

export const SPECIAL: SpecialHours[] = [
  { startDate: '2026-12-24', endDate: '2026-12-24', openTime: '09:00', closeTime: '17:00', clickCollectClose: '16:00', label: 'Christmas Eve' },
  { startDate: '2026-12-25', endDate: '2026-12-25', openTime: 'Closed', closeTime: 'Closed', clickCollectClose: 'Closed', label: 'Christmas Day' },
  { startDate: '2026-12-31', endDate: '2026-12-31', openTime: '09:00', closeTime: '00:00', clickCollectClose: '20:00', label: "New Year's Eve" },
  { startDate: '2027-01-01', endDate: '2027-01-01', openTime: '12:00', closeTime: '20:00', clickCollectClose: '19:00' },
];

const EVERY_DAY_9_TO_10: WeekdayHours = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}Open`, '09:00'],
    [`${day}Close`, '22:00'],
    [`${day}ClickCollectClose`, '21:30'],
  ]),
) as unknown as WeekdayHours; // built from the seven day names: every key of WeekdayHours is there

/** A content image as the brand API describes one: AVIF, WebP and JPEG at three widths. */
export function picture(name: string, alt: string): ContentImage {
  const variants = (ext: string) => [480, 960, 1600].map((width) => ({ url: `/media/${name}-${width}.${ext}`, width }));
  return {
    alt,
    width: 1600,
    height: 1067,
    color: '#8a6f5a',
    placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAfQ//73v/+BiOh/AAA=',
    sources: { avif: variants('avif'), webp: variants('webp'), jpeg: variants('jpg') },
  };
}

/** The brand API's two hero tiles of a restaurant: its front on its street, then its dining room. */
function heroTiles(city: string, slug: string, title: string): HeroTile[] {
  const front = picture(`${city}-${slug}-front`, `The front of ${title} on its street`);
  const room = picture(`${city}-${slug}-room`, `The dining room at ${title}`);
  return [
    { imageUrl: front.sources.jpeg[2]!.url, alt: front.alt, heading: `Welcome to ${title}`, picture: front },
    { imageUrl: room.sources.jpeg[2]!.url, alt: room.alt, picture: room },
  ];
}

/** A restaurant with only what a test cares about spelled out; shaped like the seed's Bath. */
export function restaurant(overrides: Partial<RestaurantLocation> = {}): RestaurantLocation {
  const slug = overrides.slug ?? 'bath';
  const city = overrides.city ?? 'bath';
  const title = overrides.title ?? 'Maison Rivière Bath';
  return {
    storeId: 101,
    bookATableWidgetId: 'w-101',
    title,
    slug,
    city,
    addressLine1: '12 Lantern Walk',
    addressLine2: 'Abbey Quarter',
    addressCity: 'Bath',
    postcode: 'BA1 1LT',
    phoneNumber: '01632 960101',
    lat: 51.39334,
    lng: -2.35502,
    addressLocation: { lat: 51.39334, lon: -2.35502 },
    enableBookings: true,
    bookingProviderUrl: null,
    hideRestaurantDetailPage: false,
    isHolidayPark: false,
    heroTiles: heroTiles(city, slug, title),
    clickCollect: true,
    centreLat: 51.39334,
    centreLng: -2.35502,
    zoom: 15,
    markers: [{ lat: 51.39334, lng: -2.35502 }],
    about: 'Set in the Abbey Quarter a short stroll from the Roman Baths.',
    amenities: ['Wheelchair accessible', 'High chairs'],
    awards: ['Food hygiene rating 5 (Very good)'],
    socialMediaItems: [{ linkText: 'Instagram', linkUrl: 'https://instagram.example.com/bath', openInNewTab: true, style: 'instagram' }],
    takeawayServices: [
      { name: 'Click & Collect', url: 'https://order.example.com/bath' },
      { name: 'Velo Delivery', url: 'https://velo.example.com/bath' },
    ],
    openingHours: EVERY_DAY_9_TO_10,
    specialHours: [],
    ...overrides,
  };
}

export const BATH = restaurant();
export const WIDCOMBE = restaurant({ storeId: 102, slug: 'bath-widcombe', title: 'Maison Rivière Bath Widcombe', lat: 51.36496, lng: -2.36338, postcode: 'BA2 4HQ' });
export const VICTORIA = restaurant({ storeId: 117, city: 'london', slug: 'victoria', title: 'Maison Rivière Victoria', addressCity: 'London', lat: 51.49764, lng: -0.13564 });
export const ST_PAULS = restaurant({
  storeId: 116, city: 'london', slug: 'st-pauls', title: "Maison Rivière St Paul's", addressCity: 'London', lat: 51.51493, lng: -0.10251,
  bookingProviderUrl: 'https://book.example.com/st-pauls',
});
export const GREENHITHE = restaurant({ storeId: 113, city: 'greenhithe', slug: 'greenhithe', title: 'Maison Rivière Greenhithe', addressCity: 'Greenhithe', hideRestaurantDetailPage: true, lat: 51.44232, lng: 0.27254 });
export const WITNEY = restaurant({ storeId: 129, city: 'witney', slug: 'witney', title: 'Maison Rivière Witney', addressCity: 'Witney', enableBookings: false, lat: 51.78439, lng: -1.48385 });
export const LONGLEAT = restaurant({ storeId: 109, city: 'longleat-forest', slug: 'longleat-forest', title: 'Maison Rivière Longleat Forest', addressCity: 'Warminster', isHolidayPark: true, lat: 51.17746, lng: -2.20603 });
/** A restaurant whose slug is not a city: reachable as /restaurants/o2. */
export const O2 = restaurant({ storeId: 114, city: 'london', slug: 'o2', title: 'Maison Rivière London O2', addressCity: 'London', lat: 51.49689, lng: 0.00272 });

export const ALL = [BATH, WIDCOMBE, VICTORIA, ST_PAULS, GREENHITHE, WITNEY, LONGLEAT, O2];

export function geoResult(label: string, restaurants: RestaurantLocation[], query = label): GeoResult {
  return { query, label, lat: 51.38, lng: -2.36, restaurants: restaurants.map((r, i) => ({ ...r, miles: 0.4 + i })) };
}
