/**
 * 'Saturday 19 December 2026': how a booking date reads in the brand API's e-mails. The remotes
 * format dates with @riviere/remote-kit's text helpers; the API does not depend on a UI kit.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `date` is 'YYYY-MM-DD' (a calendar date, no time zone involved). */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return LONG_DATE.format(new Date(Date.UTC(y, m - 1, d))).replace(',', '');
}
