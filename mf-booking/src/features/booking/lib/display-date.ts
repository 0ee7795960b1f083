import { isCalendarDate, type IsoDate } from '@riviere/restaurant-rules';

/** 'dd/MM/yyyy', the way the date field shows a date (spec §5). */
export function toDisplayDate(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** 'd/M/yyyy' or 'dd/MM/yyyy' typed by a visitor → 'YYYY-MM-DD', or null when it is not a real date. */
export function fromDisplayDate(text: string): IsoDate | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}
