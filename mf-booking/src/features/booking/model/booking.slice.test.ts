import { availability, DINNER, HORIZON, MENUS, PRIVATE_DINING } from '../../../test-support/fake-api';
import { bookingActions, bookingReducer, initialBookingState } from './booking.slice';
import { loadOccasions } from './booking.thunks';
import type { BookingState } from './booking.types';

const START = { date: '2026-12-12', time: '19:30' };
const CHOICE = { storeId: 119, storeName: 'Greenwich', occasionId: 11902, time: '19:30', isPlaceAsEnquiryEnabled: false, minimumCovers: 1 };

/** A journey at the details step: availability, a slot, menus, requirements and a card customer. */
function atDetails(): BookingState {
  const chosen = { choice: CHOICE, menus: MENUS, areas: [], menuId: 'set-menu', areaId: null, creditCardRequired: true, isEnquiry: false };
  const slots = { availability: availability(), fresh: null, slotTaken: false, noSlots: false, error: null, unavailable: false, pending: CHOICE };
  return {
    ...initialBookingState({ ...START, restaurantId: 119 }),
    journey: { step: 'details', restaurantId: 119, slots, chosen, submit: { status: 'idle' } },
    occasions: [DINNER, PRIVATE_DINING],
    occasionId: 11902,
    adultCovers: 7,
    preferred: { menuId: 'set-menu', areaId: null },
    customer: { firstName: 'Amélie', lastName: 'Martin', email: 'a@example.com', phoneNumber: '07700900123', specialRequest: '', shouldReceivePromotions: false, shouldReceiveSms: false },
  };
}

describe('booking slice', () => {
  it('starts at the restaurant with 2 guests, or at the party when a restaurant is given', () => {
    expect(initialBookingState(START)).toMatchObject({ journey: { step: 'restaurant', restaurantId: null }, adultCovers: 2, childCovers: 0 });
    expect(initialBookingState({ ...START, restaurantId: 119, adults: 4 })).toMatchObject({ journey: { step: 'party', restaurantId: 119 }, adultCovers: 4 });
  });

  it.each([
    ['editing the restaurant goes back to it', bookingActions.editStep('restaurant'), { journey: { step: 'restaurant', restaurantId: 119 } }],
    ['editing the date section goes back to it, the menu kept as a preference', bookingActions.editStep('party'), { journey: { step: 'party', restaurantId: 119 }, preferred: { menuId: 'set-menu' } }],
    ['a new date goes back to the date section', bookingActions.dateChanged({ date: '2026-12-13', defaultTime: '19:30' }), { selectedBookingDate: '2026-12-13', journey: { step: 'party' } }],
    ['editing the menu keeps the slot and menus, not the requirements', bookingActions.editStep('menu'), { journey: { step: 'menu', choice: CHOICE, menus: { status: 'ready', menus: MENUS }, menuId: 'set-menu', requirements: { status: 'idle' } } }],
    ['the occasion resets covers to its minimum', bookingActions.occasionChanged(11905), { occasionId: 11905, adultCovers: 10, childCovers: 0, journey: { step: 'party' } }],
    ['a party is kept within limits', bookingActions.partyChanged({ adults: 250, children: -3 }), { adultCovers: 100, childCovers: 0 }],
  ])('%s', (_case, action, expected) => {
    expect(bookingReducer(atDetails(), action)).toMatchObject(expected);
  });

  it.each([
    ['follows the date while the visitor has not chosen a time', false, '11:00'],
    ['stays as the visitor chose it', true, '18:15'],
  ])('the time %s', (_case, timeChosen, expected) => {
    const before = { ...initialBookingState(START), selectedBookingTime: '18:15', timeChosen };
    expect(bookingReducer(before, bookingActions.dateChanged({ date: '2026-11-21', defaultTime: '11:00' })).selectedBookingTime).toBe(expected);
  });

  it('choosing another restaurant forgets its occasions and card customer, keeps what was typed', () => {
    const next = bookingReducer({ ...atDetails(), braintreeCustomerId: 'c1' }, bookingActions.restaurantChosen(114));
    expect(next).toMatchObject({ journey: { step: 'restaurant', restaurantId: 114 }, occasions: [], occasionId: null, braintreeCustomerId: null });
    expect(next.customer.firstName).toBe('Amélie');
  });

  it('a full reset goes back to step 1 with 2 guests, keeping the restaurant list', () => {
    const before = { ...atDetails(), restaurants: [], restaurantsStatus: 'ready' as const };
    expect(bookingReducer(before, bookingActions.reset(START))).toEqual({ ...initialBookingState(START), restaurantsStatus: 'ready' });
    expect(bookingReducer(before, bookingActions.reset({ ...START, keepRestaurant: true }))).toMatchObject({ journey: { step: 'party', restaurantId: 119 }, adultCovers: 2 });
  });

  describe('the booking horizon', () => {
    const atParty = () => initialBookingState({ ...START, restaurantId: 119 });
    const answered = (storeId: number, date: string) =>
      loadOccasions.fulfilled({ storeId, date, occasions: [DINNER], bookingHorizon: HORIZON }, 'r1', { storeId, date });

    it("comes with the restaurant's occasions", () => {
      expect(bookingReducer(atParty(), answered(119, START.date))).toMatchObject({ bookingHorizon: HORIZON, occasions: [DINNER] });
    });

    it("is the restaurant's even when the answer is for a date no longer chosen", () => {
      expect(bookingReducer(atParty(), answered(119, '2026-12-01'))).toMatchObject({ bookingHorizon: HORIZON, occasions: [] });
    });

    it('of another restaurant is ignored', () => {
      expect(bookingReducer(atParty(), answered(114, START.date)).bookingHorizon).toBeNull();
    });

    it("comes with a failed occasions call when the restaurant's undated answer gave it", () => {
      const failed = loadOccasions.rejected(new Error('no occasion today'), 'r1', { storeId: 119, date: START.date }, { bookingHorizon: HORIZON });
      expect(bookingReducer(atParty(), failed)).toMatchObject({ bookingHorizon: HORIZON, occasions: [], occasionsStatus: 'failed' });
    });

    it('is kept when a later occasions call fails, forgotten when the restaurant changes', () => {
      const known = bookingReducer(atParty(), answered(119, START.date));
      const failed = bookingReducer(known, loadOccasions.rejected(new Error('beyond'), 'r2', { storeId: 119, date: '2027-06-01' }, { bookingHorizon: null }));
      expect(failed).toMatchObject({ bookingHorizon: HORIZON, occasions: [] });
      expect(bookingReducer(failed, bookingActions.restaurantChosen(114)).bookingHorizon).toBeNull();
    });
  });
});
