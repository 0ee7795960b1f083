import { availability, MENUS } from '../../../test-support/fake-api';
import * as J from './journey';
import type { Journey } from './journey';

const CHOICE = { storeId: 119, storeName: 'Greenwich', occasionId: 11902, time: '19:30', isPlaceAsEnquiryEnabled: false, minimumCovers: 1 };
const LATER = { ...CHOICE, time: '20:00' };
const SLOTS: J.SlotList = { availability: availability(), fresh: null, slotTaken: false, noSlots: false, error: null, unavailable: false, pending: CHOICE };
const CHOSEN: J.Chosen = { choice: CHOICE, menus: MENUS, areas: [], menuId: 'set-menu', areaId: null, creditCardRequired: true, isEnquiry: false };
const NONE = { menuId: null, areaId: null };

const restaurant: Journey = J.restaurantStep(119);
const party: Journey = J.partyStep(119);
const slot: Journey = { step: 'slot', restaurantId: 119, slots: SLOTS };
const menuLoading: Journey = { step: 'menu', restaurantId: 119, slots: SLOTS, choice: CHOICE, menus: { status: 'loading', request: 'r1' }, menuId: null, areaId: null, requirements: { status: 'idle' } };
const menu: Journey = { ...menuLoading, menus: { status: 'ready', menus: MENUS, areas: [] }, menuId: 'set-menu' };
const details: Journey = { step: 'details', restaurantId: 119, slots: SLOTS, chosen: CHOSEN, submit: { status: 'idle' } };
const card: Journey = { step: 'card', restaurantId: 119, slots: SLOTS, chosen: CHOSEN, card: { status: 'idle' }, submit: { status: 'idle' } };
const CONFIRMATION = { kind: 'booking' as const, reference: 'RIV-1', storeId: 119, storeName: 'Greenwich', date: '2026-12-12', time: '19:30', adults: 2, children: 0, menuName: 'Prix fixe', message: null };
const confirmation: Journey = { step: 'confirmation', confirmation: CONFIRMATION, manageToken: 'RIV-1.sig' };

describe('the journey, one state per step', () => {
  it.each<[string, Journey, Journey]>([
    ['a chosen restaurant that books online goes on to the party', J.restaurantStep(119), party],
    ['no restaurant stays at the restaurant', J.restaurantStep(null), J.restaurantStep(null)],
    ['from anywhere else nothing happens', slot, slot],
  ])('continue: %s', (_case, from, to) => {
    expect(J.continueToParty(from)).toEqual(to);
  });

  it.each<[string, Journey, J.BookingStep, Journey]>([
    ['the card step back to details', card, 'details', details],
    ['details back to the menu, its menus and menu kept', details, 'menu', { ...menu, menus: { status: 'ready', menus: MENUS, areas: [] } }],
    ['details back to the slot list, the slot highlighted', details, 'slot', slot],
    ['the menu back to the slot list, its slot highlighted', { ...menu, choice: LATER }, 'slot', { ...slot, slots: { ...SLOTS, pending: LATER } }],
    ['the slot list back to the party', slot, 'party', party],
    ['the card step back to the restaurant', card, 'restaurant', restaurant],
    ['a step not reached yet: nothing happens', party, 'menu', party],
    ['the confirmation never goes back', confirmation, 'details', confirmation],
  ])('back: %s', (_case, from, step, to) => {
    expect(J.backTo(from, step)).toEqual(to);
  });

  it.each<[string, Journey, Journey]>([
    ['a changed date at the slot list goes back to the party', slot, party],
    ['a changed date at details goes back to the party', details, party],
    ['at the party, a refusal is forgotten', { ...J.partyStep(119), dateRefusal: 'Too far ahead' }, party],
    ['before a restaurant, nothing to go back to', J.restaurantStep(null), J.restaurantStep(null)],
  ])('search changed: %s', (_case, from, to) => {
    expect(J.searchChanged(from)).toEqual(to);
  });

  const result = availability();
  it.each<[string, Journey, Parameters<typeof J.availabilityChecked>[1], Journey]>([
    ['results: the list, the first time highlighted', party, { kind: 'results', result, auto: null, selected: CHOICE }, { step: 'slot', restaurantId: 119, slots: { ...SLOTS, availability: result } }],
    ['no slots: the no-availability message', party, { kind: 'no-slots' }, { step: 'slot', restaurantId: 119, slots: { ...SLOTS, availability: null, pending: null, noSlots: true } }],
    ['an error: its words', party, { kind: 'error', message: 'Oops' }, { step: 'slot', restaurantId: 119, slots: { ...SLOTS, availability: null, pending: null, error: 'Oops' } }],
    ['the API out of reach: unavailable for a moment, no error of its own', party, { kind: 'unavailable' }, { step: 'slot', restaurantId: 119, slots: { ...SLOTS, availability: null, pending: null, unavailable: true } }],
    ['a refused date stays at the party, said at the field', { ...party, checking: true }, { kind: 'date-refused', message: 'Too far' }, { ...J.partyStep(119), dateRefusal: 'Too far' }],
    ['an answer arriving after the guest moved on is ignored', restaurant, { kind: 'no-slots' }, restaurant],
  ])('availability: %s', (_case, from, outcome, to) => {
    expect(J.availabilityChecked(from, outcome)).toEqual(to);
  });

  it.each<[string, Journey, Journey]>([
    ['the only menu is chosen for the guest', J.menusLoaded(menuLoading, 'r1', { menus: [MENUS[0]!], areas: [] }), { ...menuLoading, menus: { status: 'ready', menus: [MENUS[0]!], areas: [] }, menuId: MENUS[0]!.id }],
    ['a menu chosen before is kept when still offered', J.menusLoaded({ ...menuLoading, menuId: 'set-menu' }, 'r1', { menus: MENUS, areas: [] }), menu],
    ['a menu no longer offered is dropped', J.menusLoaded({ ...menuLoading, menuId: 'gone' }, 'r1', { menus: MENUS, areas: [] }), { ...menu, menuId: null }],
    ['an older request is ignored', J.menusLoaded(menuLoading, 'r0', { menus: MENUS, areas: [] }), menuLoading],
    ['a failed request says why', J.menusFailed(menuLoading, 'r1', { noSlots: true, message: null }), { ...menuLoading, menus: { status: 'failed', failure: { noSlots: true, message: null } } }],
    ['picking a slot loads its menus with the preferred menu', J.slotPicked(slot, LATER, 'r1', { menuId: 'set-menu', areaId: null }), { ...menuLoading, choice: LATER, menuId: 'set-menu', slots: { ...SLOTS, pending: LATER } }],
    ['a slot cannot be picked before the list', J.slotPicked(party, CHOICE, 'r1', NONE), party],
  ])('menus: %s', (_case, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each<[string, Journey, Journey]>([
    ['requirements in: details with what the booking needs', J.requirementsLoaded(menu, { isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false }), details],
    ['no menu chosen: nothing happens', J.requirementsLoaded({ ...menu, menuId: null }, { isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: false }), { ...menu, menuId: null }],
    ['a card needed: the card step', J.submitted(details, { kind: 'card' }), card],
    ['confirmed: the confirmation', J.submitted(card, { kind: 'confirmed', confirmation: CONFIRMATION, manageToken: 'RIV-1.sig' }), confirmation],
    ['slot taken: the fresh times, the first highlighted', J.submitted(details, { kind: 'slot-taken', slots: [{ time: '20:00' }] as never, first: LATER }), { ...slot, slots: { ...SLOTS, fresh: [{ time: '20:00' }] as never, slotTaken: true, pending: LATER } }],
    ['slot taken and none left: the no-availability message', J.submitted(details, { kind: 'slot-taken', slots: [], first: null }), { ...slot, slots: { ...SLOTS, fresh: [], slotTaken: true, noSlots: true, pending: null } }],
    ['refused: the details kept, with its words', J.submitted(details, { kind: 'failed', message: 'No' }), { ...details, submit: { status: 'failed', message: 'No' } }],
    ['the API out of reach: the details kept, said so', J.submitted(details, { kind: 'failed', message: 'Call', unavailable: true }), { ...details, submit: { status: 'failed', message: 'Call', unavailable: true } }],
    ['a reload on the card step: details straight on to it', J.toCard(details), card],
    ['no card needed: details stays', J.toCard({ ...details, chosen: { ...CHOSEN, creditCardRequired: false } }), { ...details, chosen: { ...CHOSEN, creditCardRequired: false } }],
    ['a card refused: said on the card step', J.cardRefused(card, 'Declined'), { ...card, card: { status: 'failed', message: 'Declined' } }],
    ['a second answer on the confirmation changes nothing', J.submitted(confirmation, { kind: 'card' }), confirmation],
  ])('booking: %s', (_case, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each<[Journey, number | null]>([
    [J.restaurantStep(null), null],
    [details, 119],
    [{ step: 'confirmation', confirmation: { ...CONFIRMATION, storeId: 114 }, manageToken: null }, 114],
  ])('the restaurant of %#', (journey, id) => {
    expect(J.restaurantOf(journey)).toBe(id);
  });
});
