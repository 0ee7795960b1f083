import type { BrandSettings, Restaurant } from '../brand/brand-data';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

function httpLinks(items: BrandSettings['socialMediaItems']): string[] {
  return (items ?? []).map((i) => i.linkUrl ?? '').filter((url) => /^https?:\/\//.test(url));
}

/** schema.org Organization for the home page. */
export function organizationJsonLd(settings: BrandSettings, siteUrl: string): JsonLd {
  const sameAs = httpLinks(settings.socialMediaItems);
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: settings.site_name,
    url: `${siteUrl}/`,
    ...(settings.site_email ? { email: settings.site_email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** schema.org Restaurant for a restaurant page; fields the restaurant lacks are left out. */
export function restaurantJsonLd(r: Restaurant, url: string, brandName: string): JsonLd {
  const street = [r.addressLine1, r.addressLine2].filter(Boolean).join(', ');
  return {
    '@context': CONTEXT,
    '@type': 'Restaurant',
    name: r.title,
    url,
    ...(r.phoneNumber ? { telephone: r.phoneNumber } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(r.addressCity ? { addressLocality: r.addressCity } : {}),
      ...(r.postcode ? { postalCode: r.postcode } : {}),
      addressCountry: 'GB',
    },
    ...(typeof r.lat === 'number' && typeof r.lng === 'number'
      ? { geo: { '@type': 'GeoCoordinates', latitude: r.lat, longitude: r.lng } }
      : {}),
    ...(typeof r.enableBookings === 'boolean' ? { acceptsReservations: r.enableBookings } : {}),
    brand: { '@type': 'Brand', name: brandName },
  };
}
