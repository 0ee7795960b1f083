import type { BookingRequest, BookingResult, BrandSettings, EnquiryResult } from '@riviere/api-client';
import type { Queryable } from '../db/db';
import { enqueueEmail } from '../mail/outbox-repository';
import { coversOf } from './booking-context';
import { confirmationEmail, enquiryEmails } from './booking-emails';
import { BOOKING_STATUS, SLOT_TAKEN_MESSAGE, bookingError } from './booking-errors';
import { createBookingMessages } from './booking-message';
import { createBookingPlanner, type Plan } from './booking-plan';
import type { BookingKind, NewBooking } from './booking-repository';
import { requestHash } from './idempotency';
import { pickArea } from './lib/capacity';
import { createManageBookingService } from './manage-booking-service';
import { newReference } from './manage-link';
import type { BookingServiceDeps } from './booking-service-deps';

export interface SubmitOutcome {
  body: BookingResult | EnquiryResult;
  /** True when this is the stored first answer to the same Idempotency-Key. */
  replayed: boolean;
}

const ENDPOINT: Record<BookingKind, string> = { booking: 'create', event: 'events', enquiry: 'enquiry' };
export const ENQUIRY_MESSAGE = 'Thank you for your enquiry. The restaurant will reply within 48 hours; nothing is booked until they confirm.';

/**
 * The write side of booking: create, events and enquiry (idempotent), and the manage link's view,
 * calendar, change and cancel (`manage-booking-service.ts`), over one set of rules (`booking-plan.ts`)
 * and one way of saying what a booking is (`booking-message.ts`).
 */
export function createBookingService(deps: BookingServiceDeps) {
  const { db, repo } = deps;
  const plan = createBookingPlanner(deps);
  const messages = createBookingMessages(deps);
  const { messageOf } = messages;

  function newBooking(p: Plan, reference: string, areaId: string | null): NewBooking {
    const r = p.request;
    return {
      reference, kind: p.kind, status: p.kind === 'enquiry' ? 'enquiry' : 'confirmed', storeId: p.entry.restaurant.storeId, occasionId: p.occasion.id,
      areaId, date: p.date, time: p.time, adultCovers: p.party.adults, childCovers: p.party.children, menuIds: r.menuIds, email: r.emailAddress,
      braintreeCustomerId: r.braintreeCustomerId ?? null,
      data: {
        firstName: r.firstName, lastName: r.lastName, mobilePhoneNumber: r.mobilePhoneNumber.replace(/\s+/g, ''),
        shouldReceivePromotions: r.shouldReceivePromotions, shouldReceiveSms: r.shouldReceiveSms,
        specialRequest: r.specialRequest ?? null, offerId: r.offerId ?? null, menuName: r.menuName ?? null,
      },
    };
  }

  /** Capacity is read and taken under the slot's lock, in the one transaction that also queues the e-mail. */
  async function book(tx: Queryable, p: Plan, settings: BrandSettings): Promise<BookingResult> {
    const around = { restaurant: p.entry.restaurant, config: p.entry.config, settings };
    const storeId = p.entry.restaurant.storeId;
    await repo.lockSlot(tx, storeId, p.date, p.time);
    const areaId = pickArea(p.areas, await repo.bookedAt(tx, storeId, p.date, p.time), coversOf(p.party), p.chosenArea);
    if (!areaId) return { bookingReference: null, bookingStatus: BOOKING_STATUS.SLOT_TAKEN, message: SLOT_TAKEN_MESSAGE };
    const booking = newBooking(p, newReference('MR'), areaId);
    await repo.insertBooking(tx, booking);
    const message = messageOf({ ...booking, sequence: 0 }, around);
    await enqueueEmail(tx, await confirmationEmail(message));
    return { bookingReference: booking.reference, bookingStatus: BOOKING_STATUS.CONFIRMED, manageUrl: message.manageUrl };
  }

  async function enquire(tx: Queryable, p: Plan, settings: BrandSettings): Promise<EnquiryResult> {
    const booking = newBooking(p, newReference('EQ'), p.chosenArea);
    await repo.insertBooking(tx, booking);
    const message = messageOf({ ...booking, sequence: 0 }, { restaurant: p.entry.restaurant, config: p.entry.config, settings });
    for (const email of await enquiryEmails(message, String(booking.data.mobilePhoneNumber))) await enqueueEmail(tx, email);
    return { bookingReference: booking.reference, message: ENQUIRY_MESSAGE };
  }

  function replay(prior: { requestHash: string; response: unknown }, hash: string): SubmitOutcome {
    if (prior.requestHash !== hash) throw bookingError('IDEMPOTENCY_KEY_REUSED', undefined, 'idempotency-key');
    return { body: prior.response as BookingResult, replayed: true };
  }

  return {
    /**
     * Create (kind 'booking'), events or enquiry. With an Idempotency-Key, a request already
     * answered is answered the same way without running again; the key is claimed inside the
     * transaction, so concurrent retries wait for the first and get its answer.
     */
    async submit(kind: BookingKind, storeId: number, request: BookingRequest, key?: string): Promise<SubmitOutcome> {
      const hash = requestHash(ENDPOINT[kind], storeId, request);
      if (key) {
        const prior = await repo.findIdempotent(db, key);
        if (prior && prior.response !== null) return replay(prior, hash);
      }
      const p = await plan(kind, storeId, request);
      const settings = await deps.content.settings();
      const outcome = await db.transaction(async (tx): Promise<SubmitOutcome> => {
        if (key && !(await repo.claimIdempotent(tx, key, hash))) return replay((await repo.findIdempotent(tx, key))!, hash);
        const body = kind === 'enquiry' ? await enquire(tx, p, settings) : await book(tx, p, settings);
        if (key) await repo.saveIdempotent(tx, key, body);
        return { body, replayed: false };
      });
      if (kind !== 'enquiry' && outcome.body.bookingReference) deps.usage.invalidate(storeId, p.date);
      return outcome;
    },

    ...createManageBookingService(deps, plan, messages),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
