import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AvailabilityRequest, BookingRequest, ManagedBooking } from '@riviere/api-client';
import { MANAGE_PAGE_CSS, renderManagePage } from '../booking/manage-page';
import type { AvailabilityService } from '../booking/availability-service';
import type { BookingKind } from '../booking/booking-repository';
import type { BookingService } from '../booking/booking-service';
import {
  areasQuery, areasResult, availabilityBody, availabilityResult, bookingRequestBody, bookingResult, enquiryResult, idempotencyHeaders,
  managedBooking, manageParams, menusQuery, menusResult, occasionsQuery, occasionsResult, requirementsQuery, requirementsResult,
  restrictionsQuery, restrictionsResult, slotsQuery, slotsResult, storeIdParams,
} from '../schemas/booking';
import type { RateLimit } from './rate-limit';

interface SlotQueryString {
  occasionId: number;
  children: number;
  adults: number;
  dates: string;
  time?: string;
  menuIds?: string;
  areaId?: string;
}

const areaOf = (value: string | undefined) => (value === undefined || value === 'null' ? null : value);
const storeIdOf = (request: FastifyRequest) => (request.params as { storeId: number }).storeId;

function slotQuery(request: FastifyRequest) {
  const q = request.query as SlotQueryString;
  return { storeId: storeIdOf(request), occasionId: q.occasionId, adults: q.adults, children: q.children, dates: q.dates.split(',') };
}

/** Booking endpoints of spec §7 (`/api/booking/*`), plus the signed manage link. Errors carry spec §8 codes and an `errorCode` number. */
export function bookingRoutes(
  app: FastifyInstance,
  deps: { availability: AvailabilityService; bookings: BookingService; sensitive: RateLimit; submissions: RateLimit },
): void {
  const tags = ['booking'];
  const { availability, bookings } = deps;

  app.get('/api/booking/occasions/:storeId', {
    schema: { tags, summary: 'The occasions a restaurant offers (those that run on `date` when given)', params: storeIdParams, querystring: occasionsQuery, response: { 200: occasionsResult } },
  }, (request) => availability.occasions(storeIdOf(request), (request.query as { date?: string }).date));

  app.get('/api/booking/restrictions/:storeId', {
    schema: {
      tags,
      summary: 'Party limits and first/last arrival per occasion on a date (NO_RESTRICTIONS when nothing can be booked that day)',
      params: storeIdParams, querystring: restrictionsQuery, response: { 200: restrictionsResult },
    },
  }, (request) => availability.restrictions(storeIdOf(request), (request.query as { date: string }).date));

  app.post('/api/booking/availability', {
    schema: {
      tags,
      summary: 'Free slots (3 before and 3 after the requested time) at the chosen restaurant and its nearest other one',
      body: availabilityBody, response: { 200: availabilityResult },
    },
  }, (request) => availability.availability(request.body as AvailabilityRequest));

  app.get('/api/booking/areas/:storeId', {
    schema: { tags, summary: 'Seating areas offered with the occasion that have room for the party', params: storeIdParams, querystring: areasQuery, response: { 200: areasResult } },
  }, (request) => availability.areas(slotQuery(request)));

  app.get('/api/booking/bookingmenu/:storeId', {
    schema: { tags, summary: 'Booking menus offered with the occasion (`data.menus`)', params: storeIdParams, querystring: menusQuery, response: { 200: menusResult } },
  }, (request) => availability.menus(slotQuery(request)));

  app.get('/api/booking/slots/:storeId', {
    schema: {
      tags,
      summary: 'Every free time per date for the party, menus and area (`areaId` the string null for any); errorCode 4 when none',
      params: storeIdParams, querystring: slotsQuery, response: { 200: slotsResult },
    },
  }, (request) => {
    const q = request.query as SlotQueryString;
    return availability.slots({ ...slotQuery(request), menuIds: q.menuIds!.split(','), areaId: areaOf(q.areaId) });
  });

  app.get('/api/booking/requirements/:storeId', {
    schema: { tags, summary: 'Whether the booking needs a card guarantee or is an enquiry', params: storeIdParams, querystring: requirementsQuery, response: { 200: requirementsResult } },
  }, (request) => {
    const q = request.query as { occasionId: number; children: number; adults: number; bookingDate: string; menuId: string; time: string; areaId?: string };
    return availability.requirements({ ...q, storeId: storeIdOf(request), areaId: areaOf(q.areaId) });
  });

  const submission = (kind: BookingKind, path: string, summary: string, result: object) =>
    app.post(path, {
      config: { rateLimit: deps.submissions },
      schema: { tags, summary, params: storeIdParams, headers: idempotencyHeaders, body: bookingRequestBody, response: { 200: result } },
    }, async (request, reply) => {
      const key = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
      const outcome = await bookings.submit(kind, storeIdOf(request), request.body as BookingRequest, key);
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return outcome.body;
    });

  submission('booking', '/api/booking/create/:storeId', 'Book a table (bookingStatus 1; 9 when the slot was just taken). Idempotency-Key replays the first answer', bookingResult);
  submission('event', '/api/booking/events/:storeId', 'Book an event occasion (e.g. Christmas Day); otherwise as create', bookingResult);
  submission('enquiry', '/api/booking/enquiry/:storeId', 'Send an enquiry (parties over the online maximum, enquiry-only occasions); the restaurant replies within 48 hours', enquiryResult);

  // The manage link is its own credential (signed): no app token, so it works from the e-mail and a calendar app.
  const manage = { tags, security: [] as { [label: string]: string[] }[], params: manageParams };
  /** A browser (the guest following the e-mail) gets the page; a program gets JSON. */
  const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');
  const sendPage = (reply: FastifyReply, token: string, booking: ManagedBooking, notice?: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
      .header('cache-control', 'no-store')
      .send(renderManagePage(booking, { cancelUrl: `/api/booking/manage/${encodeURIComponent(token)}/cancel`, cssUrl: '/api/booking/manage/page.css' }, notice));

  // The manage page's Cancel button is a plain form post (no body): accept that content type here.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
  app.get('/api/booking/manage/page.css', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(MANAGE_PAGE_CSS));

  app.get('/api/booking/manage/:token', {
    schema: { ...manage, summary: 'The booking behind a signed manage link (an HTML page for a browser, JSON otherwise)', response: { 200: managedBooking } },
  }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const booking = await bookings.manage(token);
    return wantsPage(request) ? sendPage(reply, token, booking) : booking;
  });

  app.get('/api/booking/manage/:token/calendar.ics', {
    schema: { ...manage, summary: 'The booking as an RFC 5545 calendar file (Europe/London, 2 hours)', produces: ['text/calendar'], response: { 200: { type: 'string', description: 'text/calendar' } } },
  }, async (request, reply) => {
    const { reference, ics } = await bookings.calendar((request.params as { token: string }).token);
    return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="booking-${reference}.ics"`).send(ics);
  });

  app.post('/api/booking/manage/:token/cancel', {
    config: { rateLimit: deps.sensitive },
    schema: { ...manage, summary: 'Cancel the booking: frees its table and e-mails a METHOD:CANCEL calendar file', response: { 200: managedBooking } },
  }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const booking = await bookings.cancel(token);
    return wantsPage(request) ? sendPage(reply, token, booking, 'Your booking is cancelled. We have e-mailed you a confirmation.') : booking;
  });
}
