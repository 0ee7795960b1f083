import type { BookingRequest, ManagedBooking, ManagedBookingChange, ManagedBookingChangeResult } from '@riviere/api-client';
import { CALENDAR_EVENT_MINUTES, addressText, instantOf, restaurantPageLink, wallClock } from '@riviere/restaurant-rules';
import type { Queryable } from '../db/db';
import { enqueueEmail } from '../mail/outbox-repository';
import type { StoreBookingConfig } from './booking-config';
import { coversOf } from './booking-context';
import { bookingIcs, cancellationEmail, changeEmail } from './booking-emails';
import { BOOKING_STATUS, SLOT_TAKEN_MESSAGE, bookingError } from './booking-errors';
import type { BookingMessages, Surroundings } from './booking-message';
import type { Plan, PlanBooking } from './booking-plan';
import type { BookingSlotState, StoredBooking } from './booking-repository';
import type { BookingServiceDeps } from './booking-service-deps';
import { requestHash } from './idempotency';
import { dateRefusal, requirementsFor } from './lib/booking-rules';
import { pickArea } from './lib/capacity';
import { longDate } from './lib/long-date';
import { verifyManageToken } from './manage-link';

export interface ChangeOutcome {
  body: ManagedBookingChangeResult;
  /** True when this is the stored first answer to the same Idempotency-Key. */
  replayed: boolean;
}

/** How long before the table a guest may change or cancel online when the restaurant sets nothing. */
const DEFAULT_CHANGE_CUTOFF_MINUTES = 120;

const slotState = (b: BookingSlotState): BookingSlotState =>
  ({ date: b.date, time: b.time, adultCovers: b.adultCovers, childCovers: b.childCovers, areaId: b.areaId, menuIds: b.menuIds });

/**
 * A guest's own booking behind the signed manage link: its view, calendar file, change and
 * cancellation. A change goes through the rules (`plan`) and the slot lock of a new booking.
 */
export function createManageBookingService(deps: BookingServiceDeps, plan: PlanBooking, { surroundings, messageOf }: BookingMessages) {
  const { db, context, repo } = deps;

  async function found(token: string): Promise<StoredBooking> {
    const reference = verifyManageToken(deps.manageKey, token);
    const booking = reference ? await repo.byReference(db, reference) : null;
    if (!booking) throw bookingError('BOOKING_NOT_FOUND');
    return booking;
  }

  /** The instant after which the guest can no longer change or cancel online (the restaurant's cut-off before the table). */
  const changeDeadline = (b: StoredBooking, config: StoreBookingConfig | undefined) =>
    instantOf(b.date, b.time) - (config?.changeCutoffMinutes ?? DEFAULT_CHANGE_CUTOFF_MINUTES) * 60_000;

  function viewOf(b: StoredBooking, around: Surroundings): ManagedBooking {
    const m = messageOf(b, around);
    const deadline = changeDeadline(b, around.config);
    const open = b.status !== 'cancelled' && deps.now() < deadline;
    const until = wallClock(deadline);
    return {
      bookingReference: b.reference, status: b.status, kind: b.kind,
      restaurant: { storeId: m.restaurant.storeId, title: m.restaurant.title, address: addressText(m.restaurant), phoneNumber: m.restaurant.phoneNumber },
      occasionName: m.occasionName, areaName: m.areaName, date: b.date, time: b.time, adultCovers: b.adultCovers, childCovers: b.childCovers,
      menuNames: m.menuNames, firstName: m.firstName, lastName: m.lastName, canCancel: open, calendarUrl: m.calendarUrl,
      storeId: b.storeId, occasionId: b.occasionId, menuIds: b.menuIds, specialRequest: m.specialRequest ?? null,
      restaurantPath: restaurantPageLink(m.restaurant), lat: m.restaurant.lat, lng: m.restaurant.lng,
      canChange: open && b.status === 'confirmed', changeUntil: { date: until.date, time: until.time }, changedAt: b.changedAt, cancelledAt: b.cancelledAt,
      hasCardGuarantee: b.braintreeCustomerId !== null, email: b.email,
    };
  }

  async function view(b: StoredBooking): Promise<ManagedBooking> {
    return viewOf(b, await surroundings(b.storeId));
  }

  /** CHANGE_CLOSED past the restaurant's cut-off, naming it and the restaurant's phone. */
  function ensureChangeable(b: StoredBooking, around: Surroundings): void {
    const deadline = changeDeadline(b, around.config);
    if (deps.now() < deadline) return;
    const until = wallClock(deadline);
    throw bookingError('CHANGE_CLOSED', `Changes and cancellations online closed at ${until.time} on ${longDate(until.date)}. Please call ${around.restaurant.title} on ${around.restaurant.phoneNumber}.`);
  }

  /** The booking request a change amounts to: the booking as stored, at its new date, time, party and menus. */
  function changedRequest(b: StoredBooking, c: ManagedBookingChange): BookingRequest {
    const d = b.data;
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return {
      restaurantId: b.storeId, firstName: String(d.firstName), lastName: String(d.lastName), emailAddress: b.email,
      mobilePhoneNumber: String(d.mobilePhoneNumber), diningDateTime: `${c.date}T${c.time}`, adultCovers: c.adultCovers, childCovers: c.childCovers,
      offerId: typeof d.offerId === 'number' ? d.offerId : null, menuIds: c.menuIds ?? b.menuIds, menuName: text(d.menuName),
      shouldReceivePromotions: d.shouldReceivePromotions === true, shouldReceiveSms: d.shouldReceiveSms === true, specialRequest: text(d.specialRequest),
      occasionId: b.occasionId, bookingTime: c.time, braintreeCustomerId: c.braintreeCustomerId ?? b.braintreeCustomerId, areaId: null,
    };
  }

  /** The same rules as a new booking; a party that would be an enquiry is told so (CHANGE_NEEDS_ENQUIRY), not refused as a booking. */
  async function planChange(b: StoredBooking, c: ManagedBookingChange): Promise<Plan> {
    const entry = await context.store(b.storeId);
    const occasion = context.occasionOf(entry.config, b.occasionId);
    const covers = c.adultCovers + c.childCovers;
    const { rules } = entry.config;
    if (requirementsFor(covers, occasion, rules).isPlaceAsEnquiryEnabled) {
      throw bookingError('CHANGE_NEEDS_ENQUIRY', `A table for ${covers} is booked by enquiry at ${entry.restaurant.title}: please send an enquiry and the restaurant will reply within 48 hours.`, 'adultCovers');
    }
    if (dateRefusal(c.date, context.today().date, covers, rules) === 'SAME_DAY_LARGE_PARTY') {
      throw bookingError('CHANGE_NEEDS_ENQUIRY', `Same-day tables for ${rules.sameDayRefusedFromCovers} or more guests are not booked online: please call the restaurant or send an enquiry for another day.`, 'adultCovers');
    }
    return plan(b.kind, b.storeId, changedRequest(b, c));
  }

  /**
   * Takes the new slot under its lock and moves the booking there in one statement (which frees
   * the old slot), records the change and queues the e-mail with the calendar update. A booking
   * changed or cancelled since it was read is refused (BOOKING_CHANGED), so two changes never both apply.
   */
  async function move(tx: Queryable, b: StoredBooking, p: Plan, around: Surroundings): Promise<ManagedBookingChangeResult> {
    await repo.lockSlot(tx, b.storeId, p.date, p.time);
    const booked = await repo.bookedAt(tx, b.storeId, p.date, p.time);
    if (p.date === b.date && p.time === b.time && b.areaId) booked.set(b.areaId, (booked.get(b.areaId) ?? 0) - b.adultCovers - b.childCovers);
    const areaId = pickArea(p.areas, booked, coversOf(p.party), p.chosenArea);
    if (!areaId) return { bookingStatus: BOOKING_STATUS.SLOT_TAKEN, message: SLOT_TAKEN_MESSAGE, booking: viewOf(b, around) };
    const menusChanged = p.request.menuIds.join() !== b.menuIds.join();
    const at = new Date(deps.now()).toISOString();
    const moved = await repo.change(tx, b.reference, b.sequence, {
      date: p.date, time: p.time, adultCovers: p.party.adults, childCovers: p.party.children, areaId, menuIds: p.request.menuIds,
      braintreeCustomerId: p.request.braintreeCustomerId ?? null,
      data: menusChanged ? { ...b.data, menuName: p.menus.map((m) => m.name).join(', ') } : b.data,
    }, at);
    if (!moved) throw bookingError('BOOKING_CHANGED');
    await repo.recordHistory(tx, b.id, { action: 'changed', previous: slotState(b), current: slotState(moved), at });
    await enqueueEmail(tx, await changeEmail(messageOf(moved, around)));
    return { bookingStatus: BOOKING_STATUS.CONFIRMED, booking: viewOf(moved, around) };
  }

  return {
    /** The guest's page: a cancelled booking or one that has passed is gone (410), said plainly. */
    async manage(token: string): Promise<ManagedBooking> {
      const booking = await found(token);
      if (booking.status === 'cancelled') throw bookingError('BOOKING_CANCELLED');
      if (instantOf(booking.date, booking.time) + CALENDAR_EVENT_MINUTES * 60_000 <= deps.now()) throw bookingError('BOOKING_PAST');
      return view(booking);
    },

    /**
     * Moves the booking to a new date, time, party or menus, by the rules and under the lock of
     * a new booking. Answers bookingStatus 9 (and the booking as it was) when the new slot is
     * full. With an Idempotency-Key a repeated change is answered as the first, changing nothing twice.
     */
    async change(token: string, change: ManagedBookingChange, key?: string): Promise<ChangeOutcome> {
      const booking = await found(token);
      const hash = requestHash(`change ${booking.reference}`, booking.storeId, change);
      const replayChange = (prior: { requestHash: string; response: unknown }): ChangeOutcome => {
        if (prior.requestHash !== hash) throw bookingError('IDEMPOTENCY_KEY_REUSED', undefined, 'idempotency-key');
        return { body: prior.response as ManagedBookingChangeResult, replayed: true };
      };
      if (key) {
        const prior = await repo.findIdempotent(db, key);
        if (prior && prior.response !== null) return replayChange(prior);
      }
      if (booking.status === 'cancelled') throw bookingError('BOOKING_CANCELLED');
      if (booking.kind === 'enquiry') throw bookingError('REJECT_MESSAGE', 'An enquiry is changed by the restaurant: please reply to its e-mail.');
      const around = await surroundings(booking.storeId);
      ensureChangeable(booking, around);
      const p = await planChange(booking, change);
      const outcome = await db.transaction(async (tx): Promise<ChangeOutcome> => {
        if (key && !(await repo.claimIdempotent(tx, key, hash))) return replayChange((await repo.findIdempotent(tx, key))!);
        const body = await move(tx, booking, p, around);
        if (key) await repo.saveIdempotent(tx, key, body);
        return { body, replayed: false };
      });
      deps.usage.invalidate(booking.storeId, booking.date);
      deps.usage.invalidate(booking.storeId, p.date);
      return outcome;
    },

    /** The booking as an .ics file: PUBLISH while it stands, CANCEL (same UID, its raised SEQUENCE) once cancelled. */
    async calendar(token: string): Promise<{ reference: string; ics: string }> {
      const booking = await found(token);
      if (booking.kind === 'enquiry') throw bookingError('BOOKING_NOT_FOUND', 'An enquiry has no calendar entry until the restaurant confirms it.');
      const message = messageOf(booking, await surroundings(booking.storeId));
      return { reference: booking.reference, ics: bookingIcs(message, booking.status === 'cancelled' ? 'CANCEL' : 'PUBLISH') };
    },

    /** Cancels once (frees its capacity, e-mails a METHOD:CANCEL calendar file); cancelling again changes nothing. */
    async cancel(token: string): Promise<ManagedBooking> {
      const booking = await found(token);
      if (booking.status === 'cancelled') return view(booking);
      const around = await surroundings(booking.storeId);
      ensureChangeable(booking, around);
      const cancelled = await db.transaction(async (tx) => {
        const at = new Date(deps.now()).toISOString();
        const updated = await repo.cancel(tx, booking.reference, at);
        if (!updated) return null;
        await repo.recordHistory(tx, updated.id, { action: 'cancelled', previous: slotState(booking), current: slotState(updated), at });
        if (updated.kind !== 'enquiry') await enqueueEmail(tx, await cancellationEmail(messageOf(updated, around)));
        return updated;
      });
      deps.usage.invalidate(booking.storeId, booking.date);
      return view(cancelled ?? (await found(token)));
    },
  };
}
