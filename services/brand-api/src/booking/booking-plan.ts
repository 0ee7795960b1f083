import type { BookingRequest } from '@riviere/api-client';
import { isBookingTime, isCalendarDate } from '@riviere/restaurant-rules';
import { badRequest } from '@riviere/server-kit';
import type { AreaConfig, MenuConfig, OccasionConfig, StoreBookingConfig } from './booking-config';
import { allowedAreas, allowedMenus, coversOf, type BookableStore, type BookingContext, type Party } from './booking-context';
import { bookingError } from './booking-errors';
import type { BookingKind, BookingRepository } from './booking-repository';
import { coversFit, requirementsFor } from './lib/booking-rules';
import { occasionRunsOn } from './lib/occasion-rules';

/** A booking request that passed every check: what will be written. */
export interface Plan {
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

/**
 * Every rule a booking request must pass before capacity is looked at (spec §5, §8): the date,
 * time grid, occasion, party, menus, area and requirements. A new booking and a guest's change
 * to one go through the same rules.
 */
export function createBookingPlanner({ context, repo }: { context: BookingContext; repo: Pick<BookingRepository, 'hasCardCustomer'> }) {
  async function plan(kind: BookingKind, storeId: number, request: BookingRequest): Promise<Plan> {
    const entry = await context.store(storeId);
    if (request.restaurantId !== storeId) throw badRequest(`restaurantId must be the restaurant in the path (${storeId})`, 'restaurantId');
    const [date = '', clock] = request.diningDateTime.split('T');
    if (!isCalendarDate(date)) throw badRequest('diningDateTime must start with a real date (YYYY-MM-DD)', 'diningDateTime');
    if (clock !== undefined && clock.slice(0, 5) !== request.bookingTime) throw badRequest('diningDateTime must have the same time as bookingTime', 'diningDateTime');
    if (!isBookingTime(request.bookingTime)) throw badRequest('bookingTime must be on the 15-minute grid from 09:00 to 23:45', 'bookingTime');
    const party = { adults: request.adultCovers, children: request.childCovers };
    context.checkDates([date], 'diningDateTime', entry.config);
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

  return plan;
}

export type PlanBooking = ReturnType<typeof createBookingPlanner>;
