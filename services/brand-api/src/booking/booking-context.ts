import type { BookingOccasion, RestaurantLocation } from '@riviere/api-client';
import { bookingModeOf, filterByLinkGroup, isCalendarDate, openingWindow, wallClock, type BookingMode } from '@riviere/restaurant-rules';
import type { ContentRepository } from '../content/content-repository';
import { badRequest } from '@riviere/server-kit';
import type { AreaConfig, MenuConfig, OccasionConfig, StoreBookingConfig } from './booking-config';
import { bookingError, type BookingErrorCode } from './booking-errors';
import { beyondHorizonMessage, bookingHorizon, firstBeyond, type BookingHorizon } from './booking-horizon';
import type { BookingRepository, DayUsage } from './booking-repository';
import { dateRefusal, coversFit, requirementsFor, type Requirements } from './lib/booking-rules';
import { timesWithRoom, type BookedByArea } from './lib/capacity';
import { occasionRunsOn } from './lib/occasion-rules';
import { bookableTimes } from './lib/slots';

/**
 * What every booking call shares: the global switch, the restaurant's bookability (spec §8 codes),
 * its configuration, "today" in London, and the day's times for an occasion and a party.
 */
export interface BookingContextDeps {
  content: ContentRepository;
  repo: BookingRepository;
  now: () => number;
  bookingsEnabled: boolean;
  bookingsDisabledMessage: string | null;
}

export interface BookableStore {
  restaurant: RestaurantLocation;
  config: StoreBookingConfig;
}

export interface Party {
  adults: number;
  children: number;
}

export const coversOf = (party: Party) => party.adults + party.children;

export function occasionView(o: OccasionConfig): BookingOccasion {
  return {
    id: o.id, name: o.name, minimumCovers: o.minimumCovers, maximumCovers: o.maximumCovers, startTime: o.startTime, endTime: o.endTime,
    isEvent: o.isEvent, isPlaceAsEnquiryEnabled: o.placeAsEnquiry, isCardGuaranteeRequired: o.requiresCardGuarantee,
    menuLinkGroup: o.menuLinkGroup, areaLinkGroup: o.areaLinkGroup,
  };
}

export const allowedAreas = (config: StoreBookingConfig, occasion: OccasionConfig): AreaConfig[] => filterByLinkGroup(config.areas, occasion.areaLinkGroup, (a) => a.id);
export const allowedMenus = (config: StoreBookingConfig, occasion: OccasionConfig): MenuConfig[] => filterByLinkGroup(config.menus, occasion.menuLinkGroup, (m) => m.id);

/** Why a restaurant that does not take bookings here refuses one (spec §8), in the package's order of refusal. */
const REFUSALS: Record<BookingMode, BookingErrorCode | null> = {
  disabled: 'RESTAURANT_DISABLED',
  'holiday-park': 'CENTER_PARCS',
  external: 'NOT_SUPPORTED',
  online: null,
};

export function createBookingContext(deps: BookingContextDeps) {
  function ensureBookingsOn(): void {
    if (deps.bookingsEnabled) return;
    throw deps.bookingsDisabledMessage ? bookingError('DISABLED_BOOKING_CUSTOM_MESSAGE', deps.bookingsDisabledMessage) : bookingError('BOOKING_DISABLED');
  }

  /** The restaurant and its configuration, or the coded reason it cannot be booked online. */
  async function store(storeId: number): Promise<BookableStore> {
    ensureBookingsOn();
    const restaurant = await deps.content.restaurantByStoreId(storeId);
    const refusal = REFUSALS[bookingModeOf(restaurant)];
    if (refusal) throw bookingError(refusal);
    const config = (await deps.repo.configs()).get(storeId);
    if (!config) throw bookingError('INVALID_CONFIG');
    return { restaurant, config };
  }

  // London's date and time change once a minute: read once per minute, not once per slot.
  let clock = { minute: Number.NaN, wall: wallClock(0) };
  const today = () => {
    const minute = Math.floor(deps.now() / 60_000);
    if (minute !== clock.minute) clock = { minute, wall: wallClock(minute * 60_000) };
    return clock.wall;
  };

  /** The restaurant's booking horizon from today (London): 180 days unless its configuration says otherwise. */
  function horizon(config?: StoreBookingConfig): BookingHorizon {
    return bookingHorizon(today().date, config?.bookingHorizonDays);
  }

  /**
   * 400 for a date that is not real or is before today (London), naming the field; 422
   * BEYOND_BOOKING_HORIZON for one after the restaurant's horizon (the default one until the
   * restaurant is known).
   */
  function checkDates(dates: readonly string[], field: string, config?: StoreBookingConfig): void {
    const { date: todayDate } = today();
    for (const date of dates) {
      if (!isCalendarDate(date)) throw badRequest(`${field} must be a real date (YYYY-MM-DD), got "${date}"`, field, { rule: 'format' });
      if (date < todayDate) throw badRequest(`${field} must be today or later`, field, { rule: 'past' });
    }
    const limit = horizon(config);
    if (firstBeyond(dates, limit) !== null) throw bookingError('BEYOND_BOOKING_HORIZON', beyondHorizonMessage(limit), field);
  }

  /** Same-day parties of 15 or more are refused online (spec §5). */
  function refuseSameDayParty(date: string, party: Party, config: StoreBookingConfig): void {
    if (dateRefusal(date, today().date, coversOf(party), config.rules) === 'SAME_DAY_LARGE_PARTY') {
      throw bookingError(
        'REJECT_MESSAGE',
        `Sorry, we can't take same-day bookings for ${config.rules.sameDayRefusedFromCovers} or more guests online. Please call the restaurant.`,
      );
    }
  }

  function occasionOf(config: StoreBookingConfig, occasionId: number): OccasionConfig {
    const occasion = config.occasions.find((o) => o.id === occasionId);
    if (!occasion) throw bookingError('NO_AVAILABLE_OCCASION', undefined, 'occasionId');
    return occasion;
  }

  /** Arrival times on the date for the occasion, inside opening hours, still ahead today; capacity not considered. */
  function dayTimes({ restaurant, config }: BookableStore, occasion: OccasionConfig, date: string): string[] {
    if (!occasionRunsOn(occasion, date)) return [];
    const now = today();
    return bookableTimes({
      opening: openingWindow(restaurant, date),
      occasionStart: occasion.startTime,
      occasionEnd: occasion.endTime,
      lastBookingBeforeCloseMinutes: config.rules.lastBookingBeforeCloseMinutes,
      nowMinutes: date === now.date ? now.minutes : null,
    });
  }

  /**
   * The times the party can have on the date: with room in an allowed area (or the chosen one),
   * or, for an enquiry, every time of the day (an enquiry books nothing).
   */
  function openTimes(entry: BookableStore, occasion: OccasionConfig, date: string, party: Party, usage: DayUsage | undefined, areaId: string | null) {
    const covers = coversOf(party);
    const requirements: Requirements = requirementsFor(covers, occasion, entry.config.rules);
    if (!coversFit(covers, occasion)) return { times: [] as string[], requirements };
    const times = dayTimes(entry, occasion, date);
    if (requirements.isPlaceAsEnquiryEnabled) return { times, requirements };
    const byTime = new Map<string, BookedByArea>();
    for (const time of times) {
      const booked = usage?.get(`${date} ${time}`);
      if (booked) byTime.set(time, booked);
    }
    return { times: timesWithRoom(times, allowedAreas(entry.config, occasion), byTime, covers, areaId), requirements };
  }

  return { ensureBookingsOn, store, today, horizon, checkDates, refuseSameDayParty, occasionOf, dayTimes, openTimes };
}

export type BookingContext = ReturnType<typeof createBookingContext>;
