import type { AvailabilityResult, BookingArea, BookingMenu, BookingRequirements, BookingSlot } from '@riviere/api-client';
import type { SlotChoice } from '../lib/availability';
import type { AvailabilityOutcome, StepFailure, SubmitOutcome } from './booking.thunks';
import type { Confirmation } from './booking.types';

/**
 * The journey's position, one state per step (spec §2, §4): each step carries exactly what the
 * guest has chosen up to it, so a later step can always be rebuilt as an earlier one (Edit, Back)
 * and nothing is read that the step has not got.
 */
export type Journey = RestaurantStep | PartyStep | SlotStep | MenuStep | DetailsStep | CardStep | ConfirmationStep;

export interface RestaurantStep {
  step: 'restaurant';
  /** A restaurant chosen that does not book online (its message shows), or none yet. */
  restaurantId: number | null;
}

export interface PartyStep {
  step: 'party';
  restaurantId: number;
  checking: boolean;
  /** The API refused the date (beyond the booking horizon): its reason, shown at the date field. */
  dateRefusal: string | null;
}

/** What the availability check answered: the list of times the guest picks from. */
export interface SlotList {
  availability: AvailabilityResult | null;
  /** A fresh list of times after a slot was taken (status 9). */
  fresh: BookingSlot[] | null;
  slotTaken: boolean;
  /** No slots (API code 4, or nothing free): the no-availability message, continue disabled. */
  noSlots: boolean;
  /** The check failed: spec §8 wording. */
  error: string | null;
  /** The check could not reach the brand API: online booking is unavailable for a moment (issue 26). */
  unavailable: boolean;
  /** The slot highlighted in the list, not yet confirmed. */
  pending: SlotChoice | null;
}

export interface SlotStep {
  step: 'slot';
  restaurantId: number;
  slots: SlotList;
}

export type MenusLoad =
  | { status: 'loading'; request: string }
  | { status: 'ready'; menus: BookingMenu[]; areas: BookingArea[] }
  | { status: 'failed'; failure: StepFailure };

export type RequirementsLoad = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; failure: StepFailure };

export interface MenuStep {
  step: 'menu';
  restaurantId: number;
  slots: SlotList;
  choice: SlotChoice;
  menus: MenusLoad;
  menuId: string | null;
  areaId: string | null;
  requirements: RequirementsLoad;
}

/** The menu and what it needs, once the requirements are in. */
export interface Chosen {
  choice: SlotChoice;
  menus: BookingMenu[];
  areas: BookingArea[];
  menuId: string;
  areaId: string | null;
  creditCardRequired: boolean;
  isEnquiry: boolean;
}

/** `unavailable`: the booking could not reach the brand API (its message says so, with the restaurant's number). */
export type SubmitLoad = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string; unavailable?: boolean };

export interface DetailsStep {
  step: 'details';
  restaurantId: number;
  slots: SlotList;
  chosen: Chosen;
  submit: SubmitLoad;
}

export type CardLoad = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string | null };

export interface CardStep {
  step: 'card';
  restaurantId: number;
  slots: SlotList;
  chosen: Chosen;
  card: CardLoad;
  submit: SubmitLoad;
}

export interface ConfirmationStep {
  step: 'confirmation';
  confirmation: Confirmation;
  /** The signed token of the booking's own page (null for an enquiry): a reload fetches the booking with it. */
  manageToken: string | null;
}

export type BookingStep = Journey['step'];
export const STEP_ORDER: readonly BookingStep[] = ['restaurant', 'party', 'slot', 'menu', 'details', 'card', 'confirmation'];

const EMPTY_SLOTS: SlotList = { availability: null, fresh: null, slotTaken: false, noSlots: false, error: null, unavailable: false, pending: null };

export const restaurantStep = (restaurantId: number | null): RestaurantStep => ({ step: 'restaurant', restaurantId });
export const partyStep = (restaurantId: number): PartyStep => ({ step: 'party', restaurantId, checking: false, dateRefusal: null });

/** The restaurant the journey is for: the guest's choice, or the confirmed booking's. */
export function restaurantOf(j: Journey): number | null {
  return j.step === 'confirmation' ? j.confirmation.storeId : j.restaurantId;
}

/** The slot the guest went on with, from the menu step on. */
export function choiceOf(j: Journey): SlotChoice | null {
  if (j.step === 'menu') return j.choice;
  if (j.step === 'details' || j.step === 'card') return j.chosen.choice;
  return null;
}

/** Is `step` one the guest has reached (or is at)? */
export const reached = (j: Journey, step: BookingStep): boolean => STEP_ORDER.indexOf(step) <= STEP_ORDER.indexOf(j.step);

/** A restaurant chosen in the list: the journey starts again from it, or goes on when it books online. */
export function chooseRestaurant(_j: Journey, restaurantId: number | null): Journey {
  return restaurantStep(restaurantId);
}

/** Continue from the restaurant: its party step. */
export function continueToParty(j: Journey): Journey {
  return j.step === 'restaurant' && j.restaurantId !== null ? partyStep(j.restaurantId) : j;
}

/**
 * Back to an earlier step, rebuilt from what the later one carries (Edit buttons, the browser's
 * Back): what the guest chose up to it is kept, what came after is not carried. A step not
 * reached yet, or one that cannot be rebuilt, leaves the journey as it is.
 */
export function backTo(j: Journey, step: BookingStep): Journey {
  if (j.step === step || !reached(j, step) || j.step === 'confirmation' || j.step === 'restaurant') return j;
  if (step === 'restaurant') return restaurantStep(j.restaurantId);
  if (step === 'party') return partyStep(j.restaurantId);
  if (j.step === 'party') return j;
  if (step === 'slot') return { step: 'slot', restaurantId: j.restaurantId, slots: { ...j.slots, slotTaken: false, error: null, unavailable: false, pending: choiceOf(j) ?? j.slots.pending } };
  if (j.step === 'slot' || j.step === 'menu') return j;
  const { chosen } = j;
  if (step === 'menu') {
    return {
      step: 'menu',
      restaurantId: j.restaurantId,
      slots: j.slots,
      choice: chosen.choice,
      menus: { status: 'ready', menus: chosen.menus, areas: chosen.areas },
      menuId: chosen.menuId,
      areaId: chosen.areaId,
      requirements: { status: 'idle' },
    };
  }
  if (step === 'details') return { step: 'details', restaurantId: j.restaurantId, slots: j.slots, chosen, submit: { status: 'idle' } };
  return j;
}

/** A change in the table size, time or date section: back to it (spec §4: it resets from availability on). */
export function searchChanged(j: Journey): Journey {
  if (j.step === 'restaurant' || j.step === 'confirmation') return j;
  return j.step === 'party' ? { ...j, dateRefusal: null } : partyStep(j.restaurantId);
}

export function availabilityChecking(j: Journey): Journey {
  if (j.step === 'restaurant' || j.step === 'confirmation') return j;
  return { ...partyStep(j.restaurantId), checking: true };
}

export function availabilityChecked(j: Journey, outcome: AvailabilityOutcome): Journey {
  if (j.step !== 'party') return j;
  if (outcome.kind === 'date-refused') return { ...j, checking: false, dateRefusal: outcome.message };
  const slots: SlotList = {
    ...EMPTY_SLOTS,
    ...(outcome.kind === 'error' ? { error: outcome.message } : {}),
    ...(outcome.kind === 'unavailable' ? { unavailable: true } : {}),
    ...(outcome.kind === 'no-slots' ? { noSlots: true } : {}),
    ...(outcome.kind === 'results' ? { availability: outcome.result, pending: outcome.selected } : {}),
  };
  return { step: 'slot', restaurantId: j.restaurantId, slots };
}

export function slotHighlighted(j: Journey, choice: SlotChoice): Journey {
  return j.step === 'slot' ? { ...j, slots: { ...j.slots, pending: choice } } : j;
}

/** A slot picked: the menu step, its menus loading (`request` is the call whose answer counts). */
export function slotPicked(j: Journey, choice: SlotChoice, request: string, preferred: { menuId: string | null; areaId: string | null }): Journey {
  if (j.step === 'restaurant' || j.step === 'party' || j.step === 'confirmation') return j;
  const slots: SlotList = { ...j.slots, pending: choice, error: null };
  return { step: 'menu', restaurantId: j.restaurantId, slots, choice, menus: { status: 'loading', request }, menuId: preferred.menuId, areaId: preferred.areaId, requirements: { status: 'idle' } };
}

/** One menu is chosen for the guest; a menu chosen before is kept when still offered. */
export function menusLoaded(j: Journey, request: string, offer: { menus: BookingMenu[]; areas: BookingArea[] }): Journey {
  if (j.step !== 'menu' || j.menus.status !== 'loading' || j.menus.request !== request) return j;
  const { menus, areas } = offer;
  const only = menus.length === 1 ? menus[0] : undefined;
  const menuId = only ? only.id : menus.some((m) => m.id === j.menuId) ? j.menuId : null;
  const areaId = areas.some((a) => a.id === j.areaId) ? j.areaId : null;
  return { ...j, menus: { status: 'ready', menus, areas }, menuId, areaId };
}

export function menusFailed(j: Journey, request: string, failure: StepFailure): Journey {
  if (j.step !== 'menu' || j.menus.status !== 'loading' || j.menus.request !== request) return j;
  return { ...j, menus: { status: 'failed', failure } };
}

export function menuSelected(j: Journey, menuId: string): Journey {
  return j.step === 'menu' ? { ...j, menuId, requirements: { status: 'idle' } } : j;
}

export function areaSelected(j: Journey, areaId: string | null): Journey {
  return j.step === 'menu' ? { ...j, areaId, requirements: { status: 'idle' } } : j;
}

export function requirementsLoading(j: Journey): Journey {
  return j.step === 'menu' ? { ...j, requirements: { status: 'loading' } } : j;
}

/** The requirements are in: the details step, knowing whether a card or an enquiry is needed. */
export function requirementsLoaded(j: Journey, requirements: BookingRequirements): Journey {
  if (j.step !== 'menu' || j.menus.status !== 'ready' || j.menuId === null) return j;
  const chosen: Chosen = {
    choice: j.choice,
    menus: j.menus.menus,
    areas: j.menus.areas,
    menuId: j.menuId,
    areaId: j.areaId,
    creditCardRequired: requirements.isCardGuaranteeRequired,
    isEnquiry: requirements.isPlaceAsEnquiryEnabled,
  };
  return { step: 'details', restaurantId: j.restaurantId, slots: j.slots, chosen, submit: { status: 'idle' } };
}

export function requirementsFailed(j: Journey, failure: StepFailure): Journey {
  return j.step === 'menu' ? { ...j, requirements: { status: 'failed', failure } } : j;
}

export function submitting(j: Journey): Journey {
  return j.step === 'details' || j.step === 'card' ? { ...j, submit: { status: 'loading' } } : j;
}

/** What the booking call answered: the card step, the confirmation, the slot list again (status 9), or the error. */
export function submitted(j: Journey, outcome: SubmitOutcome): Journey {
  if (j.step !== 'details' && j.step !== 'card') return j;
  switch (outcome.kind) {
    case 'card':
      return { step: 'card', restaurantId: j.restaurantId, slots: j.slots, chosen: j.chosen, card: { status: 'idle' }, submit: { status: 'idle' } };
    case 'confirmed':
      return { step: 'confirmation', confirmation: outcome.confirmation, manageToken: outcome.manageToken };
    case 'slot-taken':
      return {
        step: 'slot',
        restaurantId: j.restaurantId,
        slots: { ...j.slots, fresh: outcome.slots, slotTaken: true, noSlots: outcome.slots.length === 0, error: null, pending: outcome.first },
      };
    case 'failed':
      return { ...j, submit: { status: 'failed', message: outcome.message, ...(outcome.unavailable ? { unavailable: true } : {}) } };
  }
}

/** Straight to the card step from details when the booking needs one (a reload on the card step). */
export function toCard(j: Journey): Journey {
  if (j.step !== 'details' || !j.chosen.creditCardRequired || j.chosen.isEnquiry) return j;
  return submitted(j, { kind: 'card' });
}

export function cardChecking(j: Journey): Journey {
  return j.step === 'card' ? { ...j, card: { status: 'loading' }, submit: { status: 'idle' } } : j;
}

export function cardAccepted(j: Journey): Journey {
  return j.step === 'card' ? { ...j, card: { status: 'idle' } } : j;
}

export function cardRefused(j: Journey, message: string | null): Journey {
  return j.step === 'card' ? { ...j, card: { status: 'failed', message } } : j;
}
