import { GROUP_MIN_COVERS, isBookingTime, isCalendarDate, minutesOf, wallClock } from '@riviere/restaurant-rules';

/**
 * What a plain form's fields become for the brand API: the same requests the remotes' scripts
 * send (mf-marketing's `toContactForm`, mf-booking's `toGroupEnquiry`), minus what needs the
 * script (files, a reCAPTCHA token). The brand API checks every field; a domain rule it does not
 * hold (a group starts at GROUP_MIN_COVERS guests, a date today or later) refuses the form here,
 * so what the script would not send is not sent without it either. A refusal shows the form
 * again, where the remote says what is wrong in its own words.
 */
export type Payload = { ok: true; body: Record<string, unknown> } | { ok: false };

const text = (fields: Readonly<Record<string, string>>, name: string) => (fields[name] ?? '').trim();

/** A whole number as typed ('4'), else the text as it is, for the brand API to refuse. */
const wholeNumber = (value: string): number | string => (/^\d{1,9}$/.test(value) ? Number(value) : value);

/** Optional fields left empty are left out, as the script leaves them out. */
const optional = (name: string, value: string | number) => (value === '' ? {} : { [name]: value });

export function contactPayload(fields: Readonly<Record<string, string>>): Payload {
  return {
    ok: true,
    body: {
      firstName: text(fields, 'firstName'),
      lastName: text(fields, 'lastName'),
      email: text(fields, 'email'),
      ...optional('phone', text(fields, 'phone')),
      message: text(fields, 'message'),
      enquiryType: text(fields, 'enquiryType'),
      ...optional('enquiryRestaurant', wholeNumber(text(fields, 'enquiryRestaurant'))),
      ...optional('guests', wholeNumber(text(fields, 'guests'))),
      reason: text(fields, 'reason'),
      ...optional('subReason', text(fields, 'subReason')),
    },
  };
}

export interface GroupContext {
  now: number;
  /** A restaurant's name by its store id; undefined for a store that is not ours. */
  restaurantTitle(storeId: number): string | undefined;
}

export function groupEnquiryPayload(fields: Readonly<Record<string, string>>, { now, restaurantTitle }: GroupContext): Payload {
  const storeId = Number(text(fields, 'storeId'));
  const venue = Number.isInteger(storeId) ? restaurantTitle(storeId) : undefined;
  const covers = wholeNumber(text(fields, 'covers'));
  const date = text(fields, 'date');
  const time = text(fields, 'time');
  const until = text(fields, 'until');
  const withinRules =
    venue !== undefined &&
    typeof covers === 'number' &&
    covers >= GROUP_MIN_COVERS &&
    isCalendarDate(date) &&
    date >= wallClock(now).date &&
    isBookingTime(time) &&
    isBookingTime(until) &&
    minutesOf(until) > minutesOf(time);
  if (!withinRules) return { ok: false };
  const specialRequest = text(fields, 'specialRequest');
  return {
    ok: true,
    body: {
      storeId,
      venue,
      bookingType: text(fields, 'bookingType'),
      covers,
      date,
      time,
      until,
      email: text(fields, 'email'),
      firstName: text(fields, 'firstName'),
      lastName: text(fields, 'lastName'),
      telephoneNumber: text(fields, 'telephoneNumber'),
      ...optional('specialRequest', specialRequest),
      // A checkbox posts its value when ticked and nothing when not.
      shouldReceivePromotions: 'shouldReceivePromotions' in fields,
      shouldReceiveSms: 'shouldReceiveSms' in fields,
    },
  };
}
