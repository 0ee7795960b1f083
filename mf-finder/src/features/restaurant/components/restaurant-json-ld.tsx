import type { RestaurantLocation } from '@riviere/api-client';
import { buildRestaurantJsonLd, serializeJsonLd } from '../lib/restaurant-json-ld';

/**
 * schema.org Restaurant as a JSON-LD data block. A data block is never executed, so the CSP's
 * script-src 'self' allows it; the serialiser escapes '<' so content cannot end the element.
 */
export function RestaurantJsonLd({ restaurant }: { restaurant: RestaurantLocation }) {
  const origin = window.location.origin;
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildRestaurantJsonLd(restaurant, origin)) }} />
  );
}
