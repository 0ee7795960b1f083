import type { RestaurantLocation } from '@riviere/api-client';
import { isTime, WEEKDAYS } from '../../opening-hours/lib/opening-status';
import { weekdayName } from '../../opening-hours/lib/week-hours';
import { bookingOption, menuLink, restaurantPath } from '../../locations/lib/links';

type JsonLd = Record<string, unknown>;

/**
 * schema.org `Restaurant` for a restaurant page (issue 7): address, geo, telephone, the week's
 * hours and special hours, cuisine, how to book and the menu. `origin` is the site's absolute
 * origin ('https://www.example.co.uk'); a day that says closed is left out of the week, and a
 * special day that says closed opens and closes at 00:00, as schema.org spells "closed".
 */
export function buildRestaurantJsonLd(r: RestaurantLocation, origin: string): JsonLd {
  const url = `${origin}${restaurantPath(r)}`;
  const street = [r.addressLine1, r.addressLine2].filter((part) => part?.trim()).join(', ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: r.title,
    url,
    ...(r.about ? { description: r.about } : {}),
    ...(r.phoneNumber ? { telephone: r.phoneNumber } : {}),
    ...(r.email ? { email: r.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(r.addressCity ? { addressLocality: r.addressCity } : {}),
      ...(r.postcode ? { postalCode: r.postcode } : {}),
      addressCountry: 'GB',
    },
    geo: { '@type': 'GeoCoordinates', latitude: r.lat, longitude: r.lng },
    servesCuisine: 'French',
    acceptsReservations: reservations(r, origin),
    hasMenu: `${origin}${menuLink(r)}`,
    openingHoursSpecification: [...weekSpecification(r), ...specialSpecification(r)],
  };
}

function reservations(r: RestaurantLocation, origin: string): string | boolean {
  const option = bookingOption(r);
  if (option.kind === 'online') return `${origin}${option.href}`;
  if (option.kind === 'external') return option.url;
  return false;
}

function weekSpecification(r: RestaurantLocation): JsonLd[] {
  return WEEKDAYS.flatMap((day) => {
    const opens = r.openingHours[`${day}Open` as const];
    const closes = r.openingHours[`${day}Close` as const];
    if (!isTime(opens) || !isTime(closes)) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${weekdayName(day)}`, opens: opens.trim(), closes: closes.trim() }];
  });
}

function specialSpecification(r: RestaurantLocation): JsonLd[] {
  return r.specialHours.map((entry) => {
    const open = isTime(entry.openTime) && isTime(entry.closeTime);
    return {
      '@type': 'OpeningHoursSpecification',
      validFrom: entry.startDate,
      validThrough: entry.endDate,
      opens: open ? entry.openTime.trim() : '00:00',
      closes: open ? entry.closeTime.trim() : '00:00',
      ...(entry.label ? { description: entry.label } : {}),
    };
  });
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
