const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** A price in pence (the API's unit) as the visitor reads it: 1995 → '£19.95'. */
export function formatPrice(pence: number): string {
  return GBP.format(pence / 100);
}

/** A price in pence as schema.org wants it: a plain decimal string in pounds, 1995 → '19.95'. */
export function schemaPrice(pence: number): string {
  return (pence / 100).toFixed(2);
}
