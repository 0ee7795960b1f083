import { BOOKING_MESSAGES, type BookingMenu, type BookingOccasion, type RestaurantLocation } from '@riviere/api-client';
import { bookingModeOf, filterByLinkGroup, type BookingMode } from '@riviere/restaurant-rules';
import type { BookingServices } from '../../../shared/api';
import { bookingErrorMessage, dateRefusal, isNoSlotsError } from '../lib/booking-messages';
import { storesWithSlots } from '../lib/availability';
import { NO_TIMES_MESSAGE, readPlainRequest, type PlainSearch, type PlainSlot, type Problems, type SearchField } from './plain-query';
import type { PlainBookingDetail } from '@riviere/restaurant-rules';

/** The restaurant as the page names it and offers its number. */
export interface PlainRestaurant {
  storeId: number;
  name: string;
  city: string;
  slug: string;
  phoneNumber: string | null;
}

interface PlainTime {
  time: string;
  occasionId: number;
}

/**
 * What the plain booking page shows, loaded on the server: everything it renders is here, so the
 * browser hydrates the same HTML from it (`hydrate.state`) without asking the API again.
 */
export type PlainView =
  | { kind: 'not-found' }
  /** The restaurant does not take bookings online (switched off, a holiday park, another provider). */
  | { kind: 'unavailable'; restaurant: PlainRestaurant; mode: Exclude<BookingMode, 'online'>; bookingProviderUrl: string | null }
  | {
      kind: 'search';
      restaurant: PlainRestaurant;
      search: PlainSearch;
      occasions: { id: number; name: string }[];
      problems: Problems<SearchField>;
      /** The free times near the one asked for, once searched; null before a search. */
      times: PlainTime[] | null;
      /** Why there are no times to show (none free, the API refused). */
      message: string | null;
    }
  | {
      kind: 'details';
      restaurant: PlainRestaurant;
      search: PlainSearch;
      slot: PlainSlot;
      menus: { id: string; name: string; description: string }[];
      menuId: string | null;
      /** Every menu at this time needs a card guarantee: the card form needs JavaScript. */
      needsCard: boolean;
      /** The table is asked for, not booked: the restaurant answers within 48 hours. */
      isEnquiry: boolean;
      typed: Partial<Record<PlainBookingDetail, string>>;
      problems: Problems<PlainBookingDetail | 'menu'>;
      problem: string | null;
      formToken: string;
    }
  | { kind: 'confirmed'; restaurant: PlainRestaurant; search: PlainSearch; reference: string; menuName: string | null };

const NO_MENUS = 'Sorry, there are no menus available for this time, please choose another time.';

function plainRestaurant(r: RestaurantLocation): PlainRestaurant {
  return { storeId: r.storeId, name: r.title, city: r.city, slug: r.slug, phoneNumber: r.phoneNumber || null };
}

/** The occasions on the day, or none when the API has none to give (the search still runs without one). */
async function occasionsOn(api: BookingServices, storeId: number, date: string): Promise<BookingOccasion[]> {
  return api.booking.getOccasions(storeId, date).then((answer) => answer.occasions, () => []);
}

async function searchView(api: BookingServices, restaurant: PlainRestaurant, search: PlainSearch, problems: Problems<SearchField>, searched: boolean, message: string | null = null): Promise<PlainView> {
  // Side by side: the site server gives a server render a short time budget.
  const [occasions, outcome] = await Promise.all([
    occasionsOn(api, restaurant.storeId, search.date),
    searched
      ? api.booking.checkAvailability({
          stores: [{ storeId: restaurant.storeId }],
          date: search.date,
          time: search.time,
          adultCovers: search.covers,
          childrenCovers: 0,
          ...(search.occasionId !== null ? { occasionId: search.occasionId } : {}),
        })
      : null,
  ]);
  const base = { kind: 'search' as const, restaurant, search, occasions: occasions.map(({ id, name }) => ({ id, name })), problems };
  if (!outcome) return { ...base, times: null, message };
  if (!outcome.success) {
    const refusal = dateRefusal(outcome.error);
    if (refusal) return { ...base, problems: { ...problems, date: refusal }, times: null, message: null };
    return { ...base, times: [], message: isNoSlotsError(outcome.error) ? NO_TIMES_MESSAGE : bookingErrorMessage(outcome.error) };
  }
  // Only the restaurant of this page: its nearest other one has its own page.
  const ours = storesWithSlots(outcome.data).find((s) => s.storeId === restaurant.storeId);
  const times = ours?.occasionId != null ? ours.timeSlots.map(({ time }) => ({ time, occasionId: ours.occasionId as number })) : [];
  return { ...base, times, message: message ?? (times.length === 0 ? NO_TIMES_MESSAGE : null) };
}

interface MenuChoice {
  menu: BookingMenu;
  needsCard: boolean;
  isEnquiry: boolean;
}

/** The menus offered at the time, each with what booking it needs (card guarantee, enquiry). */
async function menusAt(api: BookingServices, restaurant: PlainRestaurant, search: PlainSearch, slot: PlainSlot): Promise<MenuChoice[]> {
  const query = { storeId: restaurant.storeId, occasionId: slot.occasionId, adults: search.covers, children: 0, dates: [search.date] };
  const [menus, occasions] = await Promise.all([api.booking.getBookingMenus({ ...query, time: slot.time }), occasionsOn(api, restaurant.storeId, search.date)]);
  const occasion = occasions.find((o) => o.id === slot.occasionId);
  const offered = filterByLinkGroup(menus, occasion?.menuLinkGroup);
  return Promise.all(
    offered.map(async (menu) => {
      const needs = await api.booking.getRequirements({ storeId: restaurant.storeId, occasionId: slot.occasionId, adults: search.covers, children: 0, bookingDate: search.date, menuId: menu.id, time: slot.time, areaId: null });
      return { menu, needsCard: needs.isCardGuaranteeRequired && !needs.isPlaceAsEnquiryEnabled, isEnquiry: needs.isPlaceAsEnquiryEnabled };
    }),
  );
}

/**
 * The page for `/restaurants/{city}/{slug}/book` and its query: the restaurant from the brand
 * API's list, then what the step needs — the day's occasions, its free times, the menus and what
 * they require. A restaurant the list does not have is the page's 404.
 */
export async function loadPlainBooking(api: BookingServices, city: string, slug: string, search: string, now: number): Promise<PlainView> {
  const list = await api.content.searchRestaurants();
  const found = list.find((r) => r.city.toLowerCase() === city.toLowerCase() && r.slug.toLowerCase() === slug.toLowerCase());
  if (!found) return { kind: 'not-found' };
  const restaurant = plainRestaurant(found);
  const mode = bookingModeOf({ ...found, enableBookings: found.enableBookings === true });
  if (mode !== 'online') return { kind: 'unavailable', restaurant, mode, bookingProviderUrl: found.bookingProviderUrl || null };
  const request = readPlainRequest(search, now);
  switch (request.step) {
    case 'search':
      return searchView(api, restaurant, request.search, request.problems, false, request.problem);
    case 'times':
      return searchView(api, restaurant, request.search, {}, true, request.problem);
    case 'confirmed':
      return { kind: 'confirmed', restaurant, search: request.search, reference: request.reference, menuName: request.menuName };
    case 'details': {
      let choices: MenuChoice[];
      try {
        choices = await menusAt(api, restaurant, request.search, request.slot);
      } catch (error) {
        return searchView(api, restaurant, request.search, {}, true, isNoSlotsError(error) ? BOOKING_MESSAGES.SLOT_TAKEN : bookingErrorMessage(error));
      }
      if (choices.length === 0) return searchView(api, restaurant, request.search, {}, true, NO_MENUS);
      const bookable = choices.filter((c) => !c.needsCard);
      const menus = (bookable.length > 0 ? bookable : choices).map(({ menu }) => ({ id: menu.id, name: menu.name, description: menu.description }));
      const menuId = menus.find((m) => m.id === request.menuId)?.id ?? (menus.length === 1 ? (menus[0]?.id ?? null) : null);
      const chosen = bookable.find((c) => c.menu.id === menuId);
      return {
        kind: 'details',
        restaurant,
        search: request.search,
        slot: request.slot,
        menus,
        menuId,
        needsCard: bookable.length === 0,
        isEnquiry: chosen ? chosen.isEnquiry : bookable.length > 0 && bookable.every((c) => c.isEnquiry),
        typed: request.typed,
        problems: request.problems,
        problem: request.problem,
        formToken: request.formToken ?? '',
      };
    }
  }
}
