import { formatPounds } from '@riviere/remote-kit/text';

/** A price in pence (the API's unit) as the visitor reads it: 1995 → '£19.95' (no Intl: see formatPounds). */
export const formatPrice = formatPounds;

/** A price in pence as schema.org wants it: a plain decimal string in pounds, 1995 → '19.95'. */
export function schemaPrice(pence: number): string {
  return (pence / 100).toFixed(2);
}
