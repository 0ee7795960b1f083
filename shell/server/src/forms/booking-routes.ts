import type { FastifyInstance, FastifyReply } from 'fastify';
import { BOOKING_MESSAGES, BOOKING_STATUS, FORM_MESSAGES, type BookingApi } from '@riviere/api-client';
import { checkFormToken, signFormToken } from '@riviere/app-token';
import { PLAIN_BOOKING_FORM_PURPOSE, PLAIN_BOOKING_SERVER_KEYS, withoutServerKeys } from '@riviere/restaurant-rules';
import { describeError } from '../lib/describe-error';
import { bodyOf, type HtmlPage } from '../pages/html-pages';
import {
  bookingRequest,
  confirmationQuery,
  detailsAgainQuery,
  idempotencyKeyOf,
  missingDetails,
  readPostedBooking,
  refusalProblems,
  timesAgainQuery,
  tokenProblem,
  type PostedBooking,
  type PostedSlot,
  type Problems,
} from './booking-form';

/** The brand API calls the details form makes. */
export type PlainBookingApi = Pick<BookingApi, 'getOccasions' | 'getBookingMenus' | 'getRequirements' | 'createBooking' | 'createEventBooking' | 'createEnquiry'>;

export interface BookingFormRoutesOptions {
  tokenSecret: string;
  now: () => number;
  renderPage(rawPath: string, search?: string, cookies?: string): Promise<HtmlPage>;
  /** The restaurant a page's `city/slug` names, when the brand data has it. */
  restaurantAt(city: string, slug: string): { storeId: number } | null;
  /** The brand API with the site server's own token. */
  bookingApi(): Promise<PlainBookingApi>;
}

const PATH = '/restaurants/:city/:slug/book';
/** The page carries a form token and live availability: never stored by anyone. */
const PERSONAL = 'private, no-store';

interface Params {
  city: string;
  slug: string;
}

const pathOf = ({ city, slug }: Params) => `/restaurants/${encodeURIComponent(city)}/${encodeURIComponent(slug)}/book`;

function searchOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

function send(reply: FastifyReply, page: HtmlPage, status = page.status): FastifyReply {
  return reply.code(status).header('cache-control', PERSONAL).header('vary', 'Cookie').header('content-type', 'text/html; charset=utf-8').send(bodyOf(page));
}

/** What the POST ends in: the confirmation's address, or the page again with this query and status. */
type Outcome = { kind: 'booked'; query: string } | { kind: 'again'; query: string; status: number };

/**
 * The booking page that works without JavaScript (`/restaurants/{city}/{slug}/book`, rendered by
 * mf-booking from its query):
 * - GET: the page, with a fresh form token for its details form; keys only the site server writes
 *   (the token, the guest's typing, problems) are dropped from the visitor's query first.
 * - POST: the details form. A token this server signed for it within 30 minutes, the required
 *   details, then the brand API's rules: a booking (or event booking, or enquiry) ends in a 303 to
 *   the confirmation; anything else shows the form again with the guest's typing and the reason in
 *   the catalogue's words, and a fresh token. Never a 500: a failure is the booking's default error.
 */
export async function bookingFormRoutes(app: FastifyInstance, options: BookingFormRoutesOptions): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value;
    done(null, fields);
  });

  const restaurantOf = ({ city, slug }: Params) => options.restaurantAt(city.toLowerCase(), slug.toLowerCase());
  const freshToken = () => signFormToken(options.tokenSecret, PLAIN_BOOKING_FORM_PURPOSE, options.now());

  app.get<{ Params: Params }>(PATH, async (request, reply) => {
    const query = withoutServerKeys(new URLSearchParams(searchOf(request.url)));
    if (query.get('step') === 'details') query.set(PLAIN_BOOKING_SERVER_KEYS.token, freshToken());
    const search = query.size > 0 ? `?${query.toString()}` : '';
    const page = await options.renderPage(pathOf(request.params), search, request.headers.cookie ?? '');
    return send(reply, page, restaurantOf(request.params) ? page.status : 404);
  });

  /** The details form again: what the guest typed, the problems, a fresh token. */
  const again = (slot: PostedSlot, posted: PostedBooking, problems: Problems, problem: string | null, status: number): Outcome => ({
    kind: 'again',
    query: detailsAgainQuery(slot, posted, { problems, problem, formToken: freshToken() }),
    status,
  });

  async function book(storeId: number, slot: PostedSlot, posted: PostedBooking): Promise<Outcome> {
    const api = await options.bookingApi();
    const query = { storeId, occasionId: slot.slotOccasion, adults: slot.covers, children: 0, dates: [slot.date] };
    const [menus, requirements, occasions] = await Promise.all([
      api.getBookingMenus({ ...query, time: slot.slot }),
      api.getRequirements({ storeId, occasionId: slot.slotOccasion, adults: slot.covers, children: 0, bookingDate: slot.date, menuId: posted.menu, time: slot.slot, areaId: null }),
      api.getOccasions(storeId, slot.date).then((answer) => answer.occasions, () => []),
    ]);
    const menu = menus.find((m) => m.id === posted.menu);
    if (!menu) return again(slot, posted, {}, BOOKING_MESSAGES.PARTNER_MENU_NOT_FOUND, 422);
    // The card form is the processor's script: without it the restaurant takes the booking.
    if (requirements.isCardGuaranteeRequired && !requirements.isPlaceAsEnquiryEnabled) return again(slot, posted, {}, BOOKING_MESSAGES.NEED_CREDIT_CARD, 422);
    const request = bookingRequest(storeId, slot, posted, menu.name);
    const submit = { idempotencyKey: idempotencyKeyOf(posted.formToken) };
    if (requirements.isPlaceAsEnquiryEnabled) {
      const result = await api.createEnquiry(storeId, request, submit);
      return { kind: 'booked', query: confirmationQuery(slot, result.bookingReference, menu.name) };
    }
    const event = occasions.find((o) => o.id === slot.slotOccasion)?.isEvent ?? false;
    const result = await (event ? api.createEventBooking : api.createBooking)(storeId, request, submit);
    if (result.bookingStatus === BOOKING_STATUS.SLOT_TAKEN || !result.bookingReference) {
      return { kind: 'again', query: timesAgainQuery(slot, BOOKING_MESSAGES.SLOT_TAKEN), status: 409 };
    }
    return { kind: 'booked', query: confirmationQuery(slot, result.bookingReference, menu.name) };
  }

  async function answer(storeId: number, posted: PostedBooking): Promise<Outcome> {
    const { slot } = posted;
    // The hidden fields the page wrote are not there: the search again, from its start.
    if (!slot) return { kind: 'again', query: `?${new URLSearchParams({ [PLAIN_BOOKING_SERVER_KEYS.problem]: FORM_MESSAGES.FORM_NOT_OURS }).toString()}`, status: 400 };
    const token = tokenProblem(checkFormToken(options.tokenSecret, PLAIN_BOOKING_FORM_PURPOSE, posted.formToken, options.now()));
    if (token) return again(slot, posted, {}, token, 403);
    const missing = missingDetails(posted);
    if (Object.keys(missing).length > 0) return again(slot, posted, missing, null, 422);
    try {
      return await book(storeId, slot, posted);
    } catch (error) {
      const refused = refusalProblems(error);
      return again(slot, posted, refused.problems, refused.problem, 422);
    }
  }

  app.post<{ Params: Params; Body: Record<string, unknown> | undefined }>(PATH, async (request, reply) => {
    const path = pathOf(request.params);
    const cookies = request.headers.cookie ?? '';
    const restaurant = restaurantOf(request.params);
    // Not a restaurant of ours: the page says so (its 404).
    if (!restaurant) return send(reply, await options.renderPage(path, '', cookies), 404);
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    let outcome: Outcome;
    try {
      outcome = await answer(restaurant.storeId, readPostedBooking(body));
    } catch (error) {
      request.log.warn(`plain booking at ${path} failed: ${describeError(error)}`);
      outcome = { kind: 'again', query: `?${new URLSearchParams({ [PLAIN_BOOKING_SERVER_KEYS.problem]: BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR }).toString()}`, status: 502 };
    }
    if (outcome.kind === 'booked') return reply.code(303).header('cache-control', PERSONAL).header('location', `${path}${outcome.query}`).send();
    const page = await options.renderPage(path, outcome.query, cookies);
    return send(reply, page, page.status === 200 ? outcome.status : page.status);
  });
}
