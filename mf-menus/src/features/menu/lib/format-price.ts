import { formatPounds } from '@riviere/remote-kit/text';

/** A price in pence (the API's unit) as the visitor reads it: 1995 → '£19.95' (no Intl: see formatPounds). */
export const formatPrice = formatPounds;
