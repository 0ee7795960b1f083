import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AvailabilityService, SlotQuery } from '../../booking/availability-service';
import type { BookingKind } from '../../booking/booking-repository';
import type { BookingService } from '../../booking/booking-service';
import { storeIdParams } from '../../schemas/common';
import {
  areasQuery, areasResult, availabilityBody, availabilityResult, bookingRequestBody, bookingResult, enquiryResult, idempotencyHeaders,
  menusQuery, menusResult, occasionsQuery, occasionsResult, requirementsQuery, requirementsResult, restrictionsQuery, restrictionsResult,
  slotsQuery, slotsResult,
} from '../../schemas/booking';
import type { RateLimit } from '../rate-limit';

/** `areaId` is an area's id, or the string null for any area (spec §7). */
const areaOf = (value: string | undefined) => (value === undefined || value === 'null' ? null : value);

function slotQuery(storeId: number, query: Static<typeof areasQuery>): SlotQuery {
  return { storeId, occasionId: query.occasionId, adults: query.adults, children: query.children, dates: query.dates.split(',') };
}

export interface BookingRoutesOptions {
  availability: AvailabilityService;
  bookings: BookingService;
  /** Bookings, events and enquiries per client. */
  submissions: RateLimit;
}

/** Booking endpoints of spec §7 (`/api/booking/*`). Errors carry spec §8 codes and an `errorCode` number. */
export const bookingRoutes: FastifyPluginAsyncTypebox<BookingRoutesOptions> = async (app, { availability, bookings, submissions }) => {
  const tags = ['booking'];

  app.get('/api/booking/occasions/:storeId', {
    schema: {
      tags,
      summary: 'The occasions a restaurant offers (those that run on `date` when given)',
      params: storeIdParams, querystring: occasionsQuery, response: { 200: occasionsResult },
    },
  }, (request) => availability.occasions(request.params.storeId, request.query.date));

  app.get('/api/booking/restrictions/:storeId', {
    schema: {
      tags,
      summary: 'Party limits and first/last arrival per occasion on a date (NO_RESTRICTIONS when nothing can be booked that day)',
      params: storeIdParams, querystring: restrictionsQuery, response: { 200: restrictionsResult },
    },
  }, (request) => availability.restrictions(request.params.storeId, request.query.date));

  app.post('/api/booking/availability', {
    schema: {
      tags,
      summary: 'Free slots (3 before and 3 after the requested time) at the chosen restaurant and its nearest other one',
      body: availabilityBody, response: { 200: availabilityResult },
    },
  }, (request) => availability.availability(request.body));

  app.get('/api/booking/areas/:storeId', {
    schema: {
      tags,
      summary: 'Seating areas offered with the occasion that have room for the party',
      params: storeIdParams, querystring: areasQuery, response: { 200: areasResult },
    },
  }, (request) => availability.areas(slotQuery(request.params.storeId, request.query)));

  app.get('/api/booking/bookingmenu/:storeId', {
    schema: {
      tags,
      summary: 'Booking menus offered with the occasion (`data.menus`)',
      params: storeIdParams, querystring: menusQuery, response: { 200: menusResult },
    },
  }, (request) => availability.menus(slotQuery(request.params.storeId, request.query)));

  app.get('/api/booking/slots/:storeId', {
    schema: {
      tags,
      summary: 'Every free time per date for the party, menus and area (`areaId` the string null for any); errorCode 4 when none',
      params: storeIdParams, querystring: slotsQuery, response: { 200: slotsResult },
    },
  }, (request) => {
    const { query } = request;
    return availability.slots({ ...slotQuery(request.params.storeId, query), menuIds: query.menuIds.split(','), areaId: areaOf(query.areaId) });
  });

  app.get('/api/booking/requirements/:storeId', {
    schema: {
      tags,
      summary: 'Whether the booking needs a card guarantee or is an enquiry',
      params: storeIdParams, querystring: requirementsQuery, response: { 200: requirementsResult },
    },
  }, (request) => availability.requirements({ ...request.query, storeId: request.params.storeId, areaId: areaOf(request.query.areaId) }));

  /** `result` is wide on purpose: the service answers a booking or an enquiry by kind, one union type for all three routes. */
  const submission = (kind: BookingKind, path: string, summary: string, result: TSchema) =>
    app.post(path, {
      config: { rateLimit: submissions },
      schema: { tags, summary, params: storeIdParams, headers: idempotencyHeaders, body: bookingRequestBody, response: { 200: result } },
    }, async (request, reply) => {
      const outcome = await bookings.submit(kind, request.params.storeId, request.body, request.headers['idempotency-key']);
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return outcome.body;
    });

  submission('booking', '/api/booking/create/:storeId', 'Book a table (bookingStatus 1; 9 when the slot was just taken). Idempotency-Key replays the first answer', bookingResult);
  submission('event', '/api/booking/events/:storeId', 'Book an event occasion (e.g. Christmas Day); otherwise as create', bookingResult);
  submission('enquiry', '/api/booking/enquiry/:storeId', 'Send an enquiry (parties over the online maximum, enquiry-only occasions); the restaurant replies within 48 hours', enquiryResult);
};
