/**
 * schema.org structured data (JSON-LD): the `Restaurant` of a restaurant page, the `Menu` of a
 * menu page, the `FoodEstablishmentReservation` of a booking e-mail, the brand's
 * `Organization` and the `JobPosting` of a job page. One builder each, so the site server's render and the browser's agree.
 *
 * - `origin` is the site's absolute origin without a trailing slash ('https://www.example.co.uk');
 *   paths come from `paths.ts`. Relative image paths are resolved against it.
 * - Fields the data lacks are left out rather than written empty.
 * - Hours are 'HH:mm' London wall clock, dates 'YYYY-MM-DD'; prices are pence in, pounds out.
 * - `serializeJsonLd` makes the JSON safe inside an inline `<script type="application/ld+json">`.
 */
import { addressText, streetAddress, type AddressParts } from './address';
import { bookingModeOf } from './booking-mode';
import { addDays, instantOf, isoAt, LONDON, wallClock, type IsoDate, type TimeOfDay } from './clock';
import { isTime, weekdayName, WEEKDAYS, type SpecialHoursEntry, type WeeklyHours } from './opening-hours';
import { bookingPath, restaurantMenuPath, restaurantPath, type RestaurantPlace } from './paths';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** What a restaurant page's structured data reads; the api-client's `RestaurantLocation` fits. */
export interface SchemaRestaurant extends RestaurantPlace, AddressParts {
  storeId: number;
  title: string;
  phoneNumber?: string | null;
  email?: string | null;
  about?: string | null;
  lat?: number | null;
  lng?: number | null;
  /** Unknown when left out: then `acceptsReservations` is left out too. */
  enableBookings?: boolean | null;
  isHolidayPark?: boolean | null;
  bookingProviderUrl?: string | null;
  heroTiles?: readonly { imageUrl: string }[] | null;
  openingHours?: WeeklyHours | null;
  specialHours?: readonly SpecialHoursEntry[] | null;
}

export interface RestaurantJsonLdOptions {
  origin: string;
  /** The brand, as schema.org `brand`. */
  brandName?: string;
  /** schema.org `servesCuisine`; the brand's kitchen is French. */
  cuisine?: string;
}

function absoluteUrl(path: string | null | undefined, base: string | undefined): string | undefined {
  if (!path) return undefined;
  try {
    return new URL(path, base).href;
  } catch {
    return undefined; // relative without a base: a bare path is no use to a crawler
  }
}

function postalAddress(place: AddressParts): JsonLd {
  const street = streetAddress(place);
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(place.addressCity ? { addressLocality: place.addressCity } : {}),
    ...(place.postcode ? { postalCode: place.postcode } : {}),
    addressCountry: 'GB',
  };
}

/** A URL when the restaurant takes bookings (its booking page, or its provider's); false when it does not. */
function acceptsReservations(r: SchemaRestaurant, origin: string): { acceptsReservations?: string | boolean } {
  if (typeof r.enableBookings !== 'boolean') return {};
  const mode = bookingModeOf({ ...r, enableBookings: r.enableBookings });
  if (mode === 'online') return { acceptsReservations: `${origin}${bookingPath(r)}` };
  if (mode === 'external' && r.bookingProviderUrl) return { acceptsReservations: r.bookingProviderUrl };
  return { acceptsReservations: false };
}

/** The usual week: one specification per open day; a day that says closed is left out. */
function weekSpecification(hours: WeeklyHours | null | undefined): JsonLd[] {
  if (!hours) return [];
  return WEEKDAYS.flatMap((day) => {
    const opens = hours[`${day}Open`];
    const closes = hours[`${day}Close`];
    if (!isTime(opens) || !isTime(closes)) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `${CONTEXT}/${weekdayName(day)}`, opens: opens.trim(), closes: closes.trim() }];
  });
}

/** Special hours with validFrom / validThrough; a closed day opens and closes at 00:00, as schema.org spells closed. */
function specialSpecification(special: readonly SpecialHoursEntry[] | null | undefined): JsonLd[] {
  return (special ?? []).map((entry) => {
    const open = isTime(entry.openTime) && isTime(entry.closeTime);
    return {
      '@type': 'OpeningHoursSpecification',
      validFrom: entry.startDate ?? entry.endDate,
      validThrough: entry.endDate,
      opens: open ? entry.openTime.trim() : '00:00',
      closes: open ? entry.closeTime.trim() : '00:00',
      ...(entry.label ? { description: entry.label } : {}),
    };
  });
}

/** schema.org `Restaurant` for a restaurant page. */
export function restaurantJsonLd(r: SchemaRestaurant, { origin, brandName, cuisine = 'French' }: RestaurantJsonLdOptions): JsonLd {
  const images = (r.heroTiles ?? []).flatMap((tile) => absoluteUrl(tile.imageUrl, origin) ?? []);
  const hours = [...weekSpecification(r.openingHours), ...specialSpecification(r.specialHours)];
  const hasGeo = typeof r.lat === 'number' && typeof r.lng === 'number';
  return {
    '@context': CONTEXT,
    '@type': 'Restaurant',
    name: r.title,
    url: `${origin}${restaurantPath(r)}`,
    ...(r.about ? { description: r.about } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(r.phoneNumber ? { telephone: r.phoneNumber } : {}),
    ...(r.email ? { email: r.email } : {}),
    address: postalAddress(r),
    ...(hasGeo ? { geo: { '@type': 'GeoCoordinates', latitude: r.lat, longitude: r.lng } } : {}),
    servesCuisine: cuisine,
    ...acceptsReservations(r, origin),
    hasMenu: `${origin}${restaurantMenuPath(r)}`,
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(brandName ? { brand: { '@type': 'Brand', name: brandName } } : {}),
  };
}

/** schema.org `Organization` for the home page; `sameAs` keeps only http(s) links. */
export function organizationJsonLd({ name, url, email, sameAs = [] }: { name: string; url: string; email?: string | null; sameAs?: readonly (string | null | undefined)[] }): JsonLd {
  const links = sameAs.filter((link): link is string => typeof link === 'string' && /^https?:\/\//.test(link));
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url,
    ...(email ? { email } : {}),
    ...(links.length > 0 ? { sameAs: links } : {}),
  };
}

/** The schema.org diets the brand's dietary tags stand for (compared trimmed, lower case). */
const DIETS: Readonly<Record<string, string>> = {
  vegetarian: `${CONTEXT}/VegetarianDiet`,
  vegan: `${CONTEXT}/VeganDiet`,
  'gluten-free': `${CONTEXT}/GlutenFreeDiet`,
};

/** 'https://schema.org/VeganDiet' for the tag 'Vegan ', undefined for a tag schema.org has no diet for. */
export const schemaDietOf = (tagName: string): string | undefined => DIETS[tagName.trim().toLowerCase()];

/** A price in pence as schema.org wants it: a plain decimal string in pounds, 1995 → '19.95'. */
export const schemaPrice = (pence: number): string => (pence / 100).toFixed(2);

export interface SchemaMenuItem {
  name: string;
  description?: string | null;
  /** Pence (GBP). */
  price: number;
  dietaryTags: readonly { name: string }[];
}

export interface SchemaMenu {
  name: string;
  description?: string | null;
  image?: { file?: { url?: string | null } | null } | null;
  sections: readonly { name: string; description?: string | null; items: readonly SchemaMenuItem[] }[];
}

function menuItemJsonLd(item: SchemaMenuItem): JsonLd {
  const diets = [...new Set(item.dietaryTags.flatMap((tag) => schemaDietOf(tag.name) ?? []))];
  return {
    '@type': 'MenuItem',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    offers: { '@type': 'Offer', price: schemaPrice(item.price), priceCurrency: 'GBP' },
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
  };
}

/** schema.org `Menu`: sections → items, each with a GBP offer and the diets it suits. `pageUrl` (absolute) is its `url` and resolves a relative image. */
export function menuJsonLd(menu: SchemaMenu, pageUrl?: string): JsonLd {
  const image = absoluteUrl(menu.image?.file?.url, pageUrl);
  return {
    '@context': CONTEXT,
    '@type': 'Menu',
    name: menu.name,
    ...(menu.description ? { description: menu.description } : {}),
    ...(pageUrl ? { url: pageUrl } : {}),
    ...(image ? { image } : {}),
    inLanguage: 'en-GB',
    hasMenuSection: menu.sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.name,
      ...(section.description ? { description: section.description } : {}),
      hasMenuItem: section.items.map(menuItemJsonLd),
    })),
  };
}

export interface SchemaReservation {
  reference: string;
  cancelled?: boolean;
  /** Restaurant wall clock. */
  date: IsoDate;
  time: TimeOfDay;
  /** Spec §9: a table is held 2 hours. */
  durationMinutes?: number;
  partySize: number;
  guest: { name: string; email: string };
  restaurant: AddressParts & { title: string; phoneNumber?: string | null };
  /** Where the guest sees, changes or cancels the booking. */
  manageUrl: string;
  timeZone?: string;
}

/** schema.org `FoodEstablishmentReservation`, which mail clients turn into a reservation card. */
export function reservationJsonLd(booking: SchemaReservation): JsonLd {
  const timeZone = booking.timeZone ?? LONDON;
  const start = instantOf(booking.date, booking.time, timeZone);
  const end = start + (booking.durationMinutes ?? 120) * 60_000;
  const { restaurant } = booking;
  return {
    '@context': CONTEXT,
    '@type': 'FoodEstablishmentReservation',
    reservationNumber: booking.reference,
    reservationStatus: `${CONTEXT}/${booking.cancelled ? 'ReservationCancelled' : 'ReservationConfirmed'}`,
    underName: { '@type': 'Person', name: booking.guest.name, email: booking.guest.email },
    reservationFor: {
      '@type': 'FoodEstablishment',
      name: restaurant.title,
      ...(restaurant.phoneNumber ? { telephone: restaurant.phoneNumber } : {}),
      ...(addressText(restaurant) ? { address: postalAddress(restaurant) } : {}),
    },
    startTime: isoAt(start, timeZone),
    endTime: isoAt(end, timeZone),
    partySize: booking.partySize,
    modifyReservationUrl: booking.manageUrl,
    url: booking.manageUrl,
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` escaped so no
 * text from the content can close the script element or open a comment; U+2028/U+2029 too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** How long a job without a closing date stays open in its structured data: 60 days from its posting. */
export const JOB_POSTING_DAYS = 60;

export interface SchemaJob {
  name: string;
  description: string;
  /** The brand API's job type: 'full time' or 'part time'. */
  jobType: string;
  /** The API's pay text: '£12 an hour', '£11.50–£13 per hour', '£32,000 a year'. */
  salary?: string | null;
  /** 'YYYY-MM-DD'; the brand API gives none today (see `jobPostingJsonLd`). */
  datePosted?: IsoDate | null;
  validThrough?: IsoDate | null;
  /** The restaurant the job is at. */
  place: AddressParts & { name: string; lat?: number | null; lng?: number | null };
}

export interface JobPostingOptions {
  /** The brand: `hiringOrganization` is it, `sameAs` the site's origin. */
  brandName: string;
  origin: string;
  /** The job page's absolute URL. */
  url?: string;
  /** Epoch ms: a job without a posting date counts as posted on this London day. */
  now: number;
}

export interface SchemaSalary {
  minValue: number;
  maxValue?: number;
  unitText: 'HOUR' | 'YEAR';
}

/**
 * The pay in the API's words as schema.org wants it: '£12 an hour' → 12 per HOUR,
 * '£11.50 - £13.00 per hour' → 11.5 to 13, '£32,000 a year' / '£32k pa' → 32000 per YEAR. Without
 * a unit, an amount under £100 is hourly and anything more yearly; text with no amount → undefined.
 */
export function parseSalary(text: string | null | undefined): SchemaSalary | undefined {
  if (!text) return undefined;
  const amounts = [...text.matchAll(/£?\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/gi)]
    .map(([, digits = '', thousands]) => Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1))
    .filter((value) => Number.isFinite(value) && value > 0);
  const [min, max] = amounts;
  if (min === undefined) return undefined;
  const unitText = /hour|hourly|\bp\/?h\b|\bph\b/i.test(text)
    ? 'HOUR'
    : /year|annum|annual|\bp\.?a\.?\b/i.test(text)
      ? 'YEAR'
      : min < 100
        ? 'HOUR'
        : 'YEAR';
  return { minValue: min, ...(max !== undefined && max > min ? { maxValue: max } : {}), unitText };
}

/**
 * schema.org `JobPosting` for a job page (Google's job results read it). `datePosted` is the
 * job's, else the London date of `now` (the brand API keeps no posting date, and a job is listed
 * only while open); `validThrough` the job's closing date, else `datePosted` + JOB_POSTING_DAYS.
 * `employmentType` FULL_TIME / PART_TIME from the job type; `baseSalary` only when the pay text
 * names an amount.
 */
export function jobPostingJsonLd(job: SchemaJob, { brandName, origin, url, now }: JobPostingOptions): JsonLd {
  const datePosted = job.datePosted ?? wallClock(now).date;
  const validThrough = job.validThrough ?? addDays(datePosted, JOB_POSTING_DAYS);
  const salary = parseSalary(job.salary);
  const { place } = job;
  const hasGeo = typeof place.lat === 'number' && typeof place.lng === 'number';
  const street = streetAddress(place);
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.name,
    description: job.description,
    datePosted,
    validThrough,
    employmentType: /part/i.test(job.jobType) ? 'PART_TIME' : 'FULL_TIME',
    ...(url ? { url } : {}),
    hiringOrganization: { '@type': 'Organization', name: brandName, sameAs: origin },
    jobLocation: {
      '@type': 'Place',
      name: place.name,
      address: {
        '@type': 'PostalAddress',
        ...(street ? { streetAddress: street } : {}),
        ...(place.addressCity?.trim() ? { addressLocality: place.addressCity.trim() } : {}),
        ...(place.postcode?.trim() ? { postalCode: place.postcode.trim() } : {}),
        addressCountry: 'GB',
      },
      ...(hasGeo ? { geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng } } : {}),
    },
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'GBP',
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.maxValue === undefined ? { value: salary.minValue } : { minValue: salary.minValue, maxValue: salary.maxValue }),
              unitText: salary.unitText,
            },
          },
        }
      : {}),
  };
}
