/**
 * Text and date wording without `Intl` or `localeCompare`. A page's first `Intl` object (or
 * first `localeCompare`) loads the browser's locale data: 60–170 ms of main thread on a mid-range
 * phone, paid during the first render of whichever remote uses it. Our wording is fixed British
 * English, so these small tables say the same for free.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
/** British short forms, as browsers print them for en-GB ('Sept', not 'Sep'). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** 'YYYY-MM-DD' → its calendar parts (month 0–11) and weekday (0 = Sunday). */
function partsOf(isoDate: string): { year: number; month: number; day: number; weekday: number } {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month: month - 1, day, weekday };
}

/** 'Saturday 12 December 2026'. */
export function longDate(isoDate: string): string {
  const { year, month, day, weekday } = partsOf(isoDate);
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month]} ${year}`;
}

/** 'Sat 12 Dec'. */
export function shortDate(isoDate: string): string {
  const { month, day, weekday } = partsOf(isoDate);
  return `${WEEKDAYS[weekday]!.slice(0, 3)} ${day} ${SHORT_MONTHS[month]}`;
}

/** 'December 2026' (month 0–11). */
export function monthAndYear(year: number, month: number): string {
  return `${MONTHS[month]} ${year}`;
}

/** Case and accents ignored: 'Élan' sorts with the e's, 'bath' beside 'Bath'. */
const sortKey = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Orders names the way a British reader expects; ties (same letters) fall back to the exact text. */
export function compareText(a: string, b: string): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** 1995 pence → '£19.95'; 123456 → '£1,234.56'. */
export function formatPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const [pounds = '0', pennies = '00'] = (Math.abs(pence) / 100).toFixed(2).split('.');
  return `${sign}£${pounds.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pennies}`;
}
