import type { BookingRequest, BookingResult, BrandSettings, EnquiryResult, ManagedBooking, RestaurantLocation } from '@riviere/api-client';
import type { ContentRepository } from '../content/content-repository';
import type { Db, Queryable } from '../db/db';
import { badRequest } from '../lib/domain-error';
import { enqueueEmail } from '../mail/outbox';
import type { AreaConfig, MenuConfig, OccasionConfig, StoreBookingConfig } from './booking-config';
import { allowedAreas, allowedMenus, coversOf, type BookableStore, type BookingContext, type Party } from './booking-context';
import { addressOf, bookingIcs, cancellationEmail, confirmationEmail, enquiryEmails, type BookingMessage } from './booking-emails';
import { BOOKING_STATUS, SLOT_TAKEN_MESSAGE, bookingError } from './booking-errors';
import type { BookingKind, BookingRepository, NewBooking, StoredBooking } from './booking-repository';
import { requestHash } from './idempotency';
import type { UsageCache } from './usage-cache';
import { coversFit, requirementsFor } from './lib/booking-rules';
import { pickArea } from './lib/capacity';
import { isCalendarDate, londonToEpoch } from './lib/london-time';
import { occasionRunsOn } from './lib/occasion-rules';
import { isGridTime } from './lib/slots';
import { newReference, signManageToken, verifyManageToken } from './manage-link';

export interface BookingServiceDeps {
  db: Db;
  context: BookingContext;
  repo: BookingRepository;
  /** Told about every committed booking and cancellation, so availability reads its own writes. */
  usage: UsageCache;
  content: ContentRepository;
  now: () => number;
  /** Key of the signed manage links. */
  manageKey: Buffer;
  /** Public site address: manage links go through the site's /api proxy. */
  siteUrl: string;
}

export interface SubmitOutcome {
  body: BookingResult | EnquiryResult;
  /** True when this is the stored first answer to the same Idempotency-Key. */
  replayed: boolean;
}

const ENDPOINT: Record<BookingKind, string> = { booking: 'create', event: 'events', enquiry: 'enquiry' };
export const ENQUIRY_MESSAGE = 'Thank you for your enquiry. The restaurant will reply within 48 hours; nothing is booked until they confirm.';

/** A submission that passed every check: what will be written. */
interface Surroundings {
  restaurant: RestaurantLocation;
  config: StoreBookingConfig | undefined;
  settings: BrandSettings;
}

interface Plan {
  kind: BookingKind;
  entry: BookableStore;
  occasion: OccasionConfig;
  date: string;
  time: string;
  party: Party;
  menus: MenuConfig[];
  areas: AreaConfig[];
  chosenArea: string | null;
  request: BookingRequest;
}

/** The write side of booking: create, events and enquiry (idempotent), and the manage link's view, calendar and cancel. */
export function createBookingService(deps: BookingServiceDeps) {
  const { db, context, repo } = deps;
  const manageUrl = (reference: string) => `${deps.siteUrl.replace(/\/+$/, '')}/api/booking/manage/${signManageToken(deps.manageKey, reference)}`;

  async function plan(kind: BookingKind, storeId: number, request: BookingRequest): Promise<Plan> {
    const entry = await context.store(storeId);
    if (request.restaurantId !== storeId) throw badRequest(`restaurantId must be the restaurant in the path (${storeId})`, 'restaurantId');
    const [date = '', clock] = request.diningDateTime.split('T');
    if (!isCalendarDate(date)) throw badRequest('diningDateTime must start with a real date (YYYY-MM-DD)', 'diningDateTime');
    if (clock !== undefined && clock.slice(0, 5) !== request.bookingTime) throw badRequest('diningDateTime must have the same time as bookingTime', 'diningDateTime');
    if (!isGridTime(request.bookingTime)) throw badRequest('bookingTime must be on the 15-minute grid from 09:00 to 23:45', 'bookingTime');
    const party = { adults: request.adultCovers, children: request.childCovers };
    context.checkDates([date], 'diningDateTime');
    context.refuseSameDayParty(date, party, entry.config);
    const occasion = context.occasionOf(entry.config, request.occasionId);
    if (!occasionRunsOn(occasion, date)) throw bookingError('NO_AVAILABLE_OCCASION', undefined, 'occasionId');
    if (kind !== 'enquiry' && occasion.isEvent !== (kind === 'event')) {
      const other = occasion.isEvent ? 'events' : 'create';
      throw badRequest(`occasionId ${occasion.id} (${occasion.name}) is booked with POST /api/booking/${other}/${storeId}`, 'occasionId');
    }
    if (!coversFit(coversOf(party), occasion)) throw bookingError('NO_FREE_SLOT', undefined, 'adultCovers');
    if (!context.dayTimes(entry, occasion, date).includes(request.bookingTime)) throw bookingError('NO_FREE_SLOT', undefined, 'bookingTime');
    const offered = allowedMenus(entry.config, occasion);
    const menus = request.menuIds.map((id) => offered.find((m) => m.id === id));
    if (menus.some((m) => !m)) throw bookingError('PARTNER_MENU_NOT_FOUND', undefined, 'menuIds');
    const areas = allowedAreas(entry.config, occasion);
    const chosenArea = request.areaId ?? null;
    if (chosenArea !== null && !areas.some((a) => a.id === chosenArea)) throw badRequest(`areaId "${chosenArea}" is not an area offered with ${occasion.name} here`, 'areaId');
    await checkRequirements(kind, entry.config, occasion, party, request);
    return { kind, entry, occasion, date, time: request.bookingTime, party, menus: menus as MenuConfig[], areas, chosenArea, request };
  }

  async function checkRequirements(kind: BookingKind, config: StoreBookingConfig, occasion: OccasionConfig, party: Party, request: BookingRequest): Promise<void> {
    const requirements = requirementsFor(coversOf(party), occasion, config.rules);
    if (kind === 'enquiry' && !requirements.isPlaceAsEnquiryEnabled) {
      throw bookingError('REJECT_MESSAGE', `A table for ${coversOf(party)} can be booked online: please book it rather than send an enquiry.`);
    }
    if (kind !== 'enquiry' && requirements.isPlaceAsEnquiryEnabled) {
      throw bookingError('REJECT_MESSAGE', `Bookings for ${requirements.minimumCovers} or more guests, and for ${occasion.name} when it is by enquiry, are enquiries: please send an enquiry.`);
    }
    if (kind !== 'enquiry' && requirements.isCardGuaranteeRequired) {
      const customer = request.braintreeCustomerId;
      if (!customer || !(await repo.hasCardCustomer(customer))) throw bookingError('NEED_CREDIT_CARD', undefined, 'braintreeCustomerId');
    }
  }

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

  /** What a message about a booking needs besides the booking; loaded before any transaction (PGlite has one connection). */
  async function surroundings(storeId: number): Promise<Surroundings> {
    return { restaurant: await deps.content.restaurantByStoreId(storeId), config: (await repo.configs()).get(storeId), settings: await deps.content.settings() };
  }

  function messageOf(b: NewBooking & { sequence: number }, { restaurant, config, settings }: Surroundings): BookingMessage {
    const url = manageUrl(b.reference);
    return {
      reference: b.reference, date: b.date, time: b.time, adultCovers: b.adultCovers, childCovers: b.childCovers,
      firstName: String(b.data.firstName), lastName: String(b.data.lastName), email: b.email,
      specialRequest: typeof b.data.specialRequest === 'string' ? b.data.specialRequest : undefined,
      occasionName: config?.occasions.find((o) => o.id === b.occasionId)?.name ?? 'Booking',
      areaName: config?.areas.find((a) => a.id === b.areaId)?.name ?? null,
      menuNames: b.menuIds.map((id) => config?.menus.find((m) => m.id === id)?.name ?? id),
      restaurant, siteName: settings.site_name, siteEmail: settings.site_email, manageUrl: url, calendarUrl: `${url}/calendar.ics`,
      sequence: b.sequence, stamp: deps.now(),
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
    await enqueueEmail(tx, confirmationEmail(message));
    return { bookingReference: booking.reference, bookingStatus: BOOKING_STATUS.CONFIRMED, manageUrl: message.manageUrl };
  }

  async function enquire(tx: Queryable, p: Plan, settings: BrandSettings): Promise<EnquiryResult> {
    const booking = newBooking(p, newReference('EQ'), p.chosenArea);
    await repo.insertBooking(tx, booking);
    const message = messageOf({ ...booking, sequence: 0 }, { restaurant: p.entry.restaurant, config: p.entry.config, settings });
    for (const email of enquiryEmails(message, String(booking.data.mobilePhoneNumber))) await enqueueEmail(tx, email);
    return { bookingReference: booking.reference, message: ENQUIRY_MESSAGE };
  }

  function replay(prior: { requestHash: string; response: unknown }, hash: string): SubmitOutcome {
    if (prior.requestHash !== hash) throw bookingError('IDEMPOTENCY_KEY_REUSED', undefined, 'idempotency-key');
    return { body: prior.response as BookingResult, replayed: true };
  }

  async function found(token: string): Promise<StoredBooking> {
    const reference = verifyManageToken(deps.manageKey, token);
    const booking = reference ? await repo.byReference(db, reference) : null;
    if (!booking) throw bookingError('BOOKING_NOT_FOUND');
    return booking;
  }

  async function view(b: StoredBooking): Promise<ManagedBooking> {
    const m = messageOf(b, await surroundings(b.storeId));
    const ahead = londonToEpoch(b.date, b.time) > deps.now();
    return {
      bookingReference: b.reference, status: b.status, kind: b.kind,
      restaurant: { storeId: m.restaurant.storeId, title: m.restaurant.title, address: addressOf(m.restaurant), phoneNumber: m.restaurant.phoneNumber },
      occasionName: m.occasionName, areaName: m.areaName, date: b.date, time: b.time, adultCovers: b.adultCovers, childCovers: b.childCovers,
      menuNames: m.menuNames, firstName: m.firstName, lastName: m.lastName, canCancel: b.status !== 'cancelled' && ahead, calendarUrl: m.calendarUrl,
    };
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

    async manage(token: string): Promise<ManagedBooking> {
      return view(await found(token));
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
      if (londonToEpoch(booking.date, booking.time) <= deps.now()) throw bookingError('REJECT_MESSAGE', 'This booking has already started, so it can no longer be cancelled online. Please call the restaurant.');
      const around = await surroundings(booking.storeId);
      const cancelled = await db.transaction(async (tx) => {
        const updated = await repo.cancel(tx, booking.reference);
        if (updated && updated.kind !== 'enquiry') await enqueueEmail(tx, cancellationEmail(messageOf(updated, around)));
        return updated;
      });
      deps.usage.invalidate(booking.storeId, booking.date);
      return view(cancelled ?? (await found(token)));
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
