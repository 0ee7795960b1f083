import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BookingService } from '../../booking/booking-service';
import { managePagePath } from '../../booking/manage-link';
import { bookingChangeBody, bookingChangeResult, calendarFile, idempotencyHeaders, managedBooking, manageParams } from '../../schemas/booking';
import type { RateLimit } from '../rate-limit';

/** A browser following a link from an older e-mail wants the guest's page in the site; a program wants JSON. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

export interface ManageBookingRoutesOptions {
  bookings: BookingService;
  sensitive: RateLimit;
}

/**
 * A guest's own booking behind the signed manage link: read it, add it to a calendar, change it,
 * cancel it. The link is its own credential (signed), so these need no app token and work from
 * the e-mail and a calendar app. The guest's page is the site's `/booking/{reference}/{signature}` (mf-booking).
 */
export const manageBookingRoutes: FastifyPluginAsyncTypebox<ManageBookingRoutesOptions> = async (app, { bookings, sensitive }) => {
  const schema = { tags: ['booking'], security: [], params: manageParams };

  app.get('/api/booking/manage/:token', {
    schema: {
      ...schema,
      summary: 'The booking behind a signed manage link (JSON; a browser is sent to the site\'s /booking/{reference}/{signature}). 410 once cancelled or past',
      response: { 200: managedBooking },
    },
  }, async (request, reply) => {
    if (wantsPage(request)) return reply.redirect(managePagePath(request.params.token), 302);
    return bookings.manage(request.params.token);
  });

  app.get('/api/booking/manage/:token/calendar.ics', {
    schema: {
      ...schema,
      summary: 'The booking as an RFC 5545 calendar file (Europe/London, 2 hours)',
      produces: ['text/calendar'],
      response: { 200: calendarFile },
    },
  }, async (request, reply) => {
    const { reference, ics } = await bookings.calendar(request.params.token);
    reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="booking-${reference}.ics"`);
    return ics;
  });

  app.post('/api/booking/manage/:token/change', {
    config: { rateLimit: sensitive },
    schema: {
      ...schema,
      summary: 'Move the booking (date, time, party, menus) by the rules and lock of a new booking; e-mails a calendar update (same UID, higher SEQUENCE). bookingStatus 9 when the new slot was just taken. Idempotency-Key replays the first answer',
      headers: idempotencyHeaders, body: bookingChangeBody, response: { 200: bookingChangeResult },
    },
  }, async (request, reply) => {
    const outcome = await bookings.change(request.params.token, request.body, request.headers['idempotency-key']);
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    return outcome.body;
  });

  app.post('/api/booking/manage/:token/cancel', {
    config: { rateLimit: sensitive },
    schema: { ...schema, summary: 'Cancel the booking: frees its table and e-mails a METHOD:CANCEL calendar file', response: { 200: managedBooking } },
  }, (request) => bookings.cancel(request.params.token));
};
