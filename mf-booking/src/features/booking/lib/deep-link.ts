import { isBookingTime, isCalendarDate, type IsoDate, type TimeOfDay } from '@riviere/restaurant-rules';
import { MAX_ADULTS, MIN_ADULTS } from './covers';
import { fromDisplayDate } from './display-date';

/** What `?restaurant=&date=&time=&covers=` asks for; anything missing or invalid is left out. */
export interface DeepLink {
  /** A slug, 'city/slug' or a storeId. */
  restaurant?: string;
  date?: IsoDate;
  time?: TimeOfDay;
  covers?: number;
}

/** Reads a deep link (spec §4, issue 6). Dates before `today` are dropped; dates may be ISO or dd/MM/yyyy. */
export function parseDeepLink(search: string, today: IsoDate): DeepLink {
  const query = new URLSearchParams(search);
  const link: DeepLink = {};
  const restaurant = query.get('restaurant')?.trim();
  if (restaurant) link.restaurant = restaurant;
  const rawDate = query.get('date')?.trim() ?? '';
  const date = isCalendarDate(rawDate) ? rawDate : fromDisplayDate(rawDate);
  if (date && date >= today) link.date = date;
  const time = query.get('time')?.trim() ?? '';
  if (isBookingTime(time)) link.time = time;
  const covers = Number(query.get('covers'));
  if (Number.isInteger(covers) && covers >= MIN_ADULTS && covers <= MAX_ADULTS) link.covers = covers;
  return link;
}
