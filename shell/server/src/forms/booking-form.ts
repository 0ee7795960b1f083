import crypto from 'node:crypto';
import {
  ApiError,
  BOOKING_MESSAGES,
  FORM_MESSAGES,
  NETWORK_ERROR,
  fieldMessage,
  fieldNameOf,
  guestMessage,
  type BookingRequest,
} from '@riviere/api-client';
import type { FormTokenCheck } from '@riviere/app-token';
import { PLAIN_BOOKING_DETAILS, PLAIN_BOOKING_SERVER_KEYS, isBookingTime, isCalendarDate, type PlainBookingDetail } from '@riviere/restaurant-rules';

/**
 * The plain booking page's details form as the site server reads it (framework-free): what was
 * posted, what is missing, the brand API's request, and the query the page is rendered with for
 * the answer — the guest's typing kept, each problem in the catalogue's words.
 */

/** The free time the form is for: hidden fields the page wrote. */
export interface PostedSlot {
  date: string;
  /** The time the guest searched for (the search's, to go back to its free times). */
  time: string;
  covers: number;
  occasion: number | null;
  slot: string;
  slotOccasion: number;
}

export interface PostedBooking {
  slot: PostedSlot | null;
  menu: string;
  details: Record<PlainBookingDetail, string>;
  formToken: string;
}

export type Problems = Partial<Record<PlainBookingDetail | 'menu', string>>;

/** The details form's labels where they differ from the catalogue's (as the journey's form names them). */
const DETAILS_LABELS: Readonly<Record<string, string>> = { email: 'E-mail', emailAddress: 'E-mail', phoneNumber: 'Mobile', mobilePhoneNumber: 'Mobile' };

/** The brand API's request fields by the form's names for them. */
const FORM_FIELD_OF: Readonly<Record<string, PlainBookingDetail | 'menu'>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  emailAddress: 'email',
  mobilePhoneNumber: 'phoneNumber',
  specialRequest: 'specialRequest',
  menuIds: 'menu',
};

const REQUIRED: readonly (PlainBookingDetail & keyof typeof API_NAME)[] = ['firstName', 'lastName', 'email', 'phoneNumber'];
const API_NAME = { firstName: 'firstName', lastName: 'lastName', email: 'emailAddress', phoneNumber: 'mobilePhoneNumber' } as const;

/** Long enough for any honest value; a longer one is cut, and the brand API judges what is left. */
const MAX_FIELD_LENGTH = 2_000;

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : '');
const whole = (value: unknown): number | null => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null);

function slotOf(body: Record<string, unknown>): PostedSlot | null {
  const date = text(body.date);
  const time = text(body.time);
  const slot = text(body.slot);
  const covers = whole(body.covers);
  const slotOccasion = whole(body.slotOccasion);
  if (!isCalendarDate(date) || !isBookingTime(time) || !isBookingTime(slot) || covers === null || covers < 1 || slotOccasion === null) return null;
  return { date, time, covers, occasion: whole(body.occasion), slot, slotOccasion };
}

/** A posted form body (`application/x-www-form-urlencoded`, read as the last value of each name). */
export function readPostedBooking(body: Record<string, unknown>): PostedBooking {
  const details = Object.fromEntries(PLAIN_BOOKING_DETAILS.map((field) => [field, text(body[field])])) as Record<PlainBookingDetail, string>;
  return { slot: slotOf(body), menu: text(body.menu), details, formToken: text(body[PLAIN_BOOKING_SERVER_KEYS.token]) };
}

/** What the guest must fill in before anything is sent: each missing field in the catalogue's words. */
export function missingDetails(posted: PostedBooking): Problems {
  const problems: Problems = {};
  for (const field of REQUIRED) {
    if (!posted.details[field].trim()) problems[field] = fieldMessage(API_NAME[field], 'required', undefined, DETAILS_LABELS);
  }
  if (!posted.menu) problems.menu = fieldMessage('menuIds', 'required', undefined, DETAILS_LABELS);
  return problems;
}

/** Why a form's token is not accepted, in the guest's words; null when it is. */
export function tokenProblem(check: FormTokenCheck): string | null {
  if (check === 'valid') return null;
  return check === 'expired' ? FORM_MESSAGES.FORM_EXPIRED : FORM_MESSAGES.FORM_NOT_OURS;
}

const checked = (value: string) => value === 'true' || value === 'on';

/** The brand API's booking request, as the journey sends it (spec §3). */
export function bookingRequest(storeId: number, slot: PostedSlot, posted: PostedBooking, menuName: string | null): BookingRequest {
  const { details } = posted;
  return {
    restaurantId: storeId,
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    emailAddress: details.email.trim(),
    mobilePhoneNumber: details.phoneNumber.replace(/\s+/g, ''),
    diningDateTime: `${slot.date}T${slot.slot}`,
    adultCovers: slot.covers,
    childCovers: 0,
    menuIds: [posted.menu],
    ...(menuName ? { menuName } : {}),
    shouldReceivePromotions: checked(details.shouldReceivePromotions),
    shouldReceiveSms: checked(details.shouldReceiveSms),
    ...(details.specialRequest.trim() ? { specialRequest: details.specialRequest.trim() } : {}),
    occasionId: slot.slotOccasion,
    bookingTime: slot.slot,
    braintreeCustomerId: null,
    areaId: null,
  };
}

/**
 * A refusal of the brand API in the catalogue's words: at its field when the form has that
 * field, else for the form as a whole (no answer at all: the booking's default error).
 */
export function refusalProblems(error: unknown): { problems: Problems; problem: string | null } {
  if (error instanceof ApiError && error.code === NETWORK_ERROR) return { problems: {}, problem: BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR };
  const message = guestMessage(error, { fallback: BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR, labels: DETAILS_LABELS });
  const field = error instanceof ApiError ? fieldNameOf(error.field, DETAILS_LABELS) : undefined;
  const formField = field ? FORM_FIELD_OF[field] : undefined;
  return formField ? { problems: { [formField]: message }, problem: null } : { problems: {}, problem: message };
}

/** The search's part of the page's query: its date, time, party and occasion. */
function searchQuery(slot: PostedSlot): URLSearchParams {
  const query = new URLSearchParams({ date: slot.date, time: slot.time, covers: String(slot.covers) });
  if (slot.occasion !== null) query.set('occasion', String(slot.occasion));
  return query;
}

/** The query the page renders the details form again with: the free time, the typing, the problems and a fresh token. */
export function detailsAgainQuery(slot: PostedSlot, posted: PostedBooking, answer: { problems: Problems; problem: string | null; formToken: string }): string {
  const query = searchQuery(slot);
  query.set('step', 'details');
  query.set('slot', slot.slot);
  query.set('slotOccasion', String(slot.slotOccasion));
  if (posted.menu) query.set('menu', posted.menu);
  const { typed, problem, token } = PLAIN_BOOKING_SERVER_KEYS;
  for (const field of PLAIN_BOOKING_DETAILS) {
    if (posted.details[field]) query.set(`${typed}${field}`, posted.details[field]);
  }
  for (const [field, message] of Object.entries(answer.problems)) query.set(`${problem}.${field}`, message);
  if (answer.problem) query.set(problem, answer.problem);
  query.set(token, answer.formToken);
  return `?${query.toString()}`;
}

/** The query of the free times again, saying why the guest is back there (the time was just taken). */
export function timesAgainQuery(slot: PostedSlot, message: string): string {
  const query = searchQuery(slot);
  query.set('step', 'times');
  query.set(PLAIN_BOOKING_SERVER_KEYS.problem, message);
  return `?${query.toString()}`;
}

/** The confirmation's address: the booking's reference and what was booked (no personal details). */
export function confirmationQuery(slot: PostedSlot, reference: string, menuName: string | null): string {
  const query = new URLSearchParams({ step: 'confirmed', date: slot.date, time: slot.slot, covers: String(slot.covers), reference });
  if (menuName) query.set('menuName', menuName);
  return `?${query.toString()}`;
}

/**
 * The form's idempotency key: one per form shown (its token), so a second press of the button, or
 * the same form posted twice, asks the brand API for one booking, not two.
 */
export const idempotencyKeyOf = (formToken: string): string => crypto.createHash('sha256').update(`plain-booking|${formToken}`).digest('hex').slice(0, 32);
