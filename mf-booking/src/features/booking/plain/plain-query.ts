import { BOOKING_MESSAGES, fieldMessage } from '@riviere/api-client';
import {
  ONLINE_MAX_COVERS,
  PLAIN_BOOKING_DETAILS,
  PLAIN_BOOKING_SERVER_KEYS,
  defaultBookingTime,
  isBookingTime,
  isCalendarDate,
  wallClock,
  type IsoDate,
  type PlainBookingDetail,
  type TimeOfDay,
} from '@riviere/restaurant-rules';
import { fromDisplayDate } from '../lib/display-date';

/**
 * The plain booking page's query, read: what the guest asked for (date, time, party, occasion),
 * where they are (the search, its free times, the details form, the confirmation) and, when the
 * site server renders the page for its own answer to the details form, what the guest typed and
 * what was wrong. Framework-free: the server entry loads what the request says and renders it.
 */

/** The search form's answer, or what it starts with. */
export interface PlainSearch {
  date: IsoDate;
  time: TimeOfDay;
  covers: number;
  /** The occasion asked for, when one was chosen. */
  occasionId: number | null;
}

/** A free time the guest picked from the list: its time and the occasion it is for. */
export interface PlainSlot {
  time: TimeOfDay;
  occasionId: number;
}

export type SearchField = 'date' | 'time' | 'covers';
export type Problems<Field extends string> = Partial<Record<Field, string>>;

export type PlainRequest =
  /** The search form: first shown, or shown again with what was wrong in it. */
  | { step: 'search'; search: PlainSearch; problems: Problems<SearchField>; problem: string | null }
  /** `problem`: why the site server sent the guest back here (their time was just taken). */
  | { step: 'times'; search: PlainSearch; problem: string | null }
  | {
      step: 'details';
      search: PlainSearch;
      slot: PlainSlot;
      /** What the guest typed when the site server shows the form again. */
      typed: Partial<Record<PlainBookingDetail, string>>;
      problems: Problems<PlainBookingDetail | 'menu'>;
      /** Why the form as a whole was not accepted (a refusal, an expired form). */
      problem: string | null;
      /** The signed token the form carries (the site server's); null when the page was asked for by a visitor. */
      formToken: string | null;
      menuId: string | null;
    }
  | { step: 'confirmed'; search: PlainSearch; reference: string; menuName: string | null };

/** Tables booked online: 1 to 15 guests (spec §9); bigger parties are group bookings. */
export const PLAIN_MIN_COVERS = 1;
export const PLAIN_MAX_COVERS = ONLINE_MAX_COVERS;
const PLAIN_DEFAULT_COVERS = 2;

const SEARCH_LABELS = { date: 'Date', time: 'Time', covers: 'Guests' } as const;

function dateOf(raw: string | null): IsoDate | null {
  const text = raw?.trim() ?? '';
  if (isCalendarDate(text)) return text;
  return fromDisplayDate(text);
}

const positiveInteger = (raw: string | null): number | null => (raw !== null && /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : null);

/**
 * The search as asked: each value checked, a refused one named in the catalogue's words and
 * replaced by the value the form starts with (so the form can be shown again, the guest's other
 * choices kept). Nothing asked is not a problem: the form starts with today, its default time, 2.
 */
export function readSearch(query: URLSearchParams, now: number): { search: PlainSearch; problems: Problems<SearchField> } {
  const today = wallClock(now).date;
  const problems: Problems<SearchField> = {};
  let date = today;
  if (query.has('date')) {
    const asked = dateOf(query.get('date'));
    if (asked === null) problems.date = fieldMessage('date', 'invalid', undefined, SEARCH_LABELS);
    else if (asked < today) problems.date = fieldMessage('date', 'past', undefined, SEARCH_LABELS);
    else date = asked;
  }
  let time = defaultBookingTime(date, now);
  const askedTime = query.get('time')?.trim();
  if (askedTime !== undefined && askedTime !== '') {
    if (isBookingTime(askedTime)) time = askedTime;
    else problems.time = fieldMessage('time', 'invalid', undefined, SEARCH_LABELS);
  }
  let covers = PLAIN_DEFAULT_COVERS;
  if (query.has('covers')) {
    const asked = positiveInteger(query.get('covers'));
    if (asked === null) problems.covers = fieldMessage('covers', 'invalid', undefined, SEARCH_LABELS);
    else if (asked < PLAIN_MIN_COVERS) problems.covers = fieldMessage('covers', 'minimum', PLAIN_MIN_COVERS, SEARCH_LABELS);
    else if (asked > PLAIN_MAX_COVERS) problems.covers = fieldMessage('covers', 'maximum', PLAIN_MAX_COVERS, SEARCH_LABELS);
    else covers = asked;
  }
  const occasionId = positiveInteger(query.get('occasion'));
  return { search: { date, time, covers, occasionId }, problems };
}

function slotOf(query: URLSearchParams): PlainSlot | null {
  const time = query.get('slot')?.trim() ?? '';
  const occasionId = positiveInteger(query.get('slotOccasion'));
  return isBookingTime(time) && occasionId !== null ? { time, occasionId } : null;
}

/** The details the site server says the guest typed, and what it found wrong with them. */
function typedDetails(query: URLSearchParams) {
  const typed: Partial<Record<PlainBookingDetail, string>> = {};
  const problems: Problems<PlainBookingDetail | 'menu'> = {};
  for (const field of [...PLAIN_BOOKING_DETAILS, 'menu'] as const) {
    const value = query.get(`${PLAIN_BOOKING_SERVER_KEYS.typed}${field}`);
    if (value !== null && field !== 'menu') typed[field] = value;
    const problem = query.get(`${PLAIN_BOOKING_SERVER_KEYS.problem}.${field}`);
    if (problem) problems[field] = problem;
  }
  return { typed, problems };
}

/**
 * Where the query puts the guest. A step whose inputs are missing or refused falls back to the
 * step before it: times without a valid search are the search with its problems; details without
 * a free time picked are the times; a confirmation without its reference is the search.
 */
export function readPlainRequest(search: string, now: number): PlainRequest {
  const query = new URLSearchParams(search);
  const read = readSearch(query, now);
  const step = query.get('step');
  const problem = query.get(PLAIN_BOOKING_SERVER_KEYS.problem) || null;
  const searchStep: PlainRequest = { step: 'search', ...read, problem: null };
  if (step === null || step === 'search') return { step: 'search', search: read.search, problems: {}, problem };
  if (Object.keys(read.problems).length > 0) return searchStep;
  if (step === 'times') return { step: 'times', search: read.search, problem };
  if (step === 'details') {
    const slot = slotOf(query);
    if (!slot) return { step: 'times', search: read.search, problem: null };
    const { typed, problems } = typedDetails(query);
    return {
      step: 'details',
      search: read.search,
      slot,
      typed,
      problems,
      problem,
      formToken: query.get(PLAIN_BOOKING_SERVER_KEYS.token) || null,
      menuId: query.get('menu') || null,
    };
  }
  if (step === 'confirmed') {
    const reference = query.get('reference')?.trim() ?? '';
    if (/^[A-Z0-9-]{4,40}$/i.test(reference)) return { step: 'confirmed', search: read.search, reference, menuName: query.get('menuName') || null };
  }
  return { step: 'search', search: read.search, problems: {}, problem: null };
}

/** The query of the step after a search: its free times. */
function timesQuery(search: PlainSearch): string {
  const query = new URLSearchParams({ step: 'times', date: search.date, time: search.time, covers: String(search.covers) });
  if (search.occasionId !== null) query.set('occasion', String(search.occasionId));
  return query.toString();
}

/** The link of a free time: the details form for it. */
export function detailsQuery(search: PlainSearch, slot: PlainSlot): string {
  const query = new URLSearchParams(timesQuery(search));
  query.set('step', 'details');
  query.set('slot', slot.time);
  query.set('slotOccasion', String(slot.occasionId));
  return query.toString();
}

/** Said when the restaurant has no free time near the one asked for (spec §8's words). */
export const NO_TIMES_MESSAGE = BOOKING_MESSAGES.NO_AVAILABILITY;
