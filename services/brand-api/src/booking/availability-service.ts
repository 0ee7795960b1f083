import type {
  AvailabilityRequest,
  AvailabilityResult,
  BookingArea,
  BookingMenu,
  BookingRequirements,
  BookingRestrictions,
  OccasionsResult,
  SlotsResult,
  StoreAvailability,
} from '@riviere/api-client';
import { greatCircleMiles, isBookableOnline, isBookingTime, MAX_DISTANCE_MILES, minutesOf, parseClock, slotWindow } from '@riviere/restaurant-rules';
import type { ContentRepository } from '../content/content-repository';
import { nearestWithin } from '../geo/nearest';
import { badRequest } from '@riviere/server-kit';
import type { OccasionConfig } from './booking-config';
import { allowedAreas, allowedMenus, coversOf, occasionView, type BookableStore, type BookingContext, type Party } from './booking-context';
import type { BookingHorizon } from './booking-horizon';
import { bookingError } from './booking-errors';
import type { BookingRepository } from './booking-repository';
import type { UsageCache } from './usage-cache';
import { coversFit } from './lib/booking-rules';
import { occasionRunsOn } from './lib/occasion-rules';

/** Spec §5: the default requested time. */
export const DEFAULT_TIME = '19:30';

export interface SlotQuery extends Party {
  storeId: number;
  occasionId: number;
  dates: string[];
}

const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

/** The read side of booking: occasions, restrictions, availability, areas, menus, slots, requirements. */
export function createAvailabilityService(deps: { context: BookingContext; repo: BookingRepository; usage: UsageCache; content: ContentRepository }) {
  const { context, repo } = deps;

  /** The occasion for an availability search: the one asked for, else the one whose hours hold the time (non-enquiry first). */
  function chooseOccasion(entry: BookableStore, date: string, time: string, party: Party, wanted: OccasionConfig | null): OccasionConfig | null {
    if (wanted) return occasionRunsOn(wanted, date) ? wanted : null;
    const clock = parseClock(time);
    const minutes = typeof clock === 'number' ? clock : Number.NaN;
    const candidates = entry.config.occasions.filter((o) => coversFit(coversOf(party), o) && context.dayTimes(entry, o, date).length > 0);
    const holds = (o: OccasionConfig) => minutesOf(o.startTime) <= minutes && minutes <= minutesOf(o.endTime);
    return [...candidates].sort((a, b) => Number(holds(b)) - Number(holds(a)) || Number(a.placeAsEnquiry) - Number(b.placeAsEnquiry))[0] ?? null;
  }

  /** The chosen restaurant, then the others asked for, or else its nearest other bookable restaurant (spec §9). */
  async function storesFor(request: AvailabilityRequest): Promise<{ entry: BookableStore; miles: number }[]> {
    const [first, ...others] = request.stores as [AvailabilityRequest['stores'][number], ...AvailabilityRequest['stores']];
    const chosen = await context.store(first.storeId);
    const result = [{ entry: chosen, miles: first.miles ?? 0 }];
    const configs = await repo.configs();
    if (others.length > 0) {
      for (const other of others) {
        if (other.storeId === first.storeId) continue;
        const restaurant = await deps.content.restaurantByStoreId(other.storeId);
        const config = configs.get(other.storeId);
        if (!isBookableOnline(restaurant) || !config) continue;
        result.push({ entry: { restaurant, config }, miles: other.miles ?? roundMiles(greatCircleMiles(chosen.restaurant, restaurant)) });
      }
      return result;
    }
    const candidates = (await deps.content.restaurants()).filter((r) => r.storeId !== first.storeId && isBookableOnline(r) && configs.has(r.storeId));
    const [nearest] = nearestWithin(chosen.restaurant, candidates, { maxMiles: MAX_DISTANCE_MILES, limit: 1 });
    if (nearest) result.push({ entry: { restaurant: nearest, config: configs.get(nearest.storeId)! }, miles: nearest.miles });
    return result;
  }

  return {
    async occasions(storeId: number, date: string | undefined): Promise<OccasionsResult & { bookingHorizon: BookingHorizon }> {
      const entry = await context.store(storeId);
      const bookingHorizon = context.horizon(entry.config);
      if (date === undefined) return { storeId, date: null, occasions: entry.config.occasions.map(occasionView), bookingHorizon };
      context.checkDates([date], 'date', entry.config);
      const running = entry.config.occasions.filter((o) => context.dayTimes(entry, o, date).length > 0);
      if (running.length === 0) throw bookingError('NO_AVAILABLE_OCCASION');
      return { storeId, date, occasions: running.map(occasionView), bookingHorizon };
    },

    async restrictions(storeId: number, date: string): Promise<BookingRestrictions> {
      const entry = await context.store(storeId);
      context.checkDates([date], 'date', entry.config);
      const sameDay = date === context.today().date;
      const occasions = entry.config.occasions.flatMap((o) => {
        const times = context.dayTimes(entry, o, date);
        const maxCovers = sameDay ? Math.min(o.maximumCovers, entry.config.rules.sameDayRefusedFromCovers - 1) : o.maximumCovers;
        if (times.length === 0 || maxCovers < o.minimumCovers) return [];
        return [{ occasionId: o.id, name: o.name, minCovers: o.minimumCovers, maxCovers, firstTime: times[0]!, lastTime: times.at(-1)! }];
      });
      if (occasions.length === 0) throw bookingError('NO_RESTRICTIONS');
      return { storeId, date, occasions };
    },

    async availability(request: AvailabilityRequest): Promise<AvailabilityResult> {
      const time = request.time ?? DEFAULT_TIME;
      if (!isBookingTime(time)) throw badRequest('time must be on the 15-minute grid from 09:00 to 23:45', 'time');
      context.checkDates([request.date], 'date');
      const party = { adults: request.adultCovers, children: request.childrenCovers };
      const stores = await storesFor(request);
      context.checkDates([request.date], 'date', stores[0]!.entry.config);
      context.refuseSameDayParty(request.date, party, stores[0]!.entry.config);
      const wanted = request.occasionId === undefined ? null : context.occasionOf(stores[0]!.entry.config, request.occasionId);
      if (wanted && !occasionRunsOn(wanted, request.date)) throw bookingError('NO_AVAILABLE_OCCASION', undefined, 'occasionId');
      const usage = await deps.usage.usage(stores.map((s) => s.entry.config.storeId), [request.date]);
      const results: StoreAvailability[] = stores.map(({ entry, miles }, index) => {
        // Another restaurant's occasions have their own ids: the asked-for occasion is matched there by name.
        const matching = wanted && index > 0 ? (entry.config.occasions.find((o) => o.name === wanted.name) ?? null) : wanted;
        const occasion = wanted && !matching ? null : chooseOccasion(entry, request.date, time, party, matching);
        const base = { storeId: entry.restaurant.storeId, storeName: entry.restaurant.title, isFirstChoice: index === 0, miles };
        if (!occasion) return { ...base, occasionId: null, exactMatch: false, timeSlots: [], isPlaceAsEnquiryEnabled: false, minimumCovers: 1 };
        const { times, requirements } = context.openTimes(entry, occasion, request.date, party, usage.get(entry.config.storeId), null);
        const window = slotWindow(times, time);
        return {
          ...base, occasionId: occasion.id, exactMatch: window.exactMatch, timeSlots: window.times.map((t) => ({ time: t })),
          isPlaceAsEnquiryEnabled: requirements.isPlaceAsEnquiryEnabled, minimumCovers: requirements.minimumCovers,
        };
      });
      return { date: request.date, time, stores: results };
    },

    /** Areas the occasion offers (link group) that have room for the party at some time on the dates. */
    async areas(query: SlotQuery): Promise<{ areas: BookingArea[] }> {
      const { entry, occasion } = await prepare(query);
      const usage = (await deps.usage.usage([query.storeId], query.dates)).get(query.storeId);
      const enquiry = context.openTimes(entry, occasion, query.dates[0]!, query, usage, null).requirements.isPlaceAsEnquiryEnabled;
      const areas = allowedAreas(entry.config, occasion).filter((area) =>
        enquiry || query.dates.some((date) => context.openTimes(entry, occasion, date, query, usage, area.id).times.length > 0));
      if (areas.length === 0) throw bookingError('NO_FREE_SLOT');
      return { areas: areas.map(({ id, name }) => ({ id, name })) };
    },

    async menus(query: SlotQuery): Promise<{ data: { menus: BookingMenu[] } }> {
      const { entry, occasion } = await prepare(query);
      return { data: { menus: allowedMenus(entry.config, occasion).map(({ id, name, description, contentMenuId }) => ({ id, name, description, contentMenuId })) } };
    },

    async slots(query: SlotQuery & { menuIds: string[]; areaId: string | null }): Promise<SlotsResult> {
      const { entry, occasion } = await prepare(query);
      checkMenus(entry, occasion, query.menuIds, 'menuIds');
      checkArea(entry, occasion, query.areaId);
      const usage = (await deps.usage.usage([query.storeId], query.dates)).get(query.storeId);
      const dates = query.dates.map((date) => {
        const { times, requirements } = context.openTimes(entry, occasion, date, query, usage, query.areaId);
        return { date, times: times.map((time) => ({ time, canEnquire: requirements.isPlaceAsEnquiryEnabled })) };
      });
      if (dates.every((d) => d.times.length === 0)) throw bookingError('NO_FREE_SLOT');
      return { dates };
    },

    async requirements(query: Party & { storeId: number; occasionId: number; bookingDate: string; menuId: string; time: string; areaId: string | null }): Promise<BookingRequirements> {
      const { entry, occasion } = await prepare({ ...query, dates: [query.bookingDate] }, 'bookingDate');
      checkMenus(entry, occasion, [query.menuId], 'menuId');
      checkArea(entry, occasion, query.areaId);
      if (!context.dayTimes(entry, occasion, query.bookingDate).includes(query.time)) throw bookingError('NO_FREE_SLOT', undefined, 'time');
      const { requirements } = context.openTimes(entry, occasion, query.bookingDate, query, undefined, null);
      return { isCardGuaranteeRequired: requirements.isCardGuaranteeRequired, isPlaceAsEnquiryEnabled: requirements.isPlaceAsEnquiryEnabled };
    },
  };

  /** Restaurant, dates, same-day rule, occasion (running on one of the dates, taking the party). */
  async function prepare(query: SlotQuery, datesField = 'dates') {
    const entry = await context.store(query.storeId);
    context.checkDates(query.dates, datesField, entry.config);
    for (const date of query.dates) context.refuseSameDayParty(date, query, entry.config);
    const occasion = context.occasionOf(entry.config, query.occasionId);
    if (!query.dates.some((date) => occasionRunsOn(occasion, date))) throw bookingError('NO_AVAILABLE_OCCASION', undefined, 'occasionId');
    if (!coversFit(coversOf(query), occasion)) throw bookingError('NO_FREE_SLOT', undefined, 'adults');
    return { entry, occasion };
  }

  function checkMenus(entry: BookableStore, occasion: OccasionConfig, menuIds: string[], field: string): void {
    const offered = new Set(allowedMenus(entry.config, occasion).map((m) => m.id));
    if (menuIds.some((id) => !offered.has(id))) throw bookingError('PARTNER_MENU_NOT_FOUND', undefined, field);
  }

  function checkArea(entry: BookableStore, occasion: OccasionConfig, areaId: string | null): void {
    if (areaId !== null && !allowedAreas(entry.config, occasion).some((a) => a.id === areaId)) {
      throw badRequest(`areaId "${areaId}" is not an area offered with ${occasion.name} here`, 'areaId');
    }
  }
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
