import { lazy, Suspense, useEffect, useRef } from 'react';
import { BOOKING_MESSAGES } from '@riviere/api-client';
import { useNamedRestaurant } from '../hooks/use-named-restaurant';
import { chosenStore, otherStores } from '../lib/availability';
import { guestsLabel } from '../lib/covers';
import { longDate } from '@riviere/remote-kit/text';
import { bookingActions, chooseNamedRestaurant, useAppDispatch, useAppSelector } from '../model/booking.store';
import { choiceOf, restaurantOf, STEP_ORDER, type BookingStep, type Journey } from '../model/journey';
import { MenuStep } from './menu-step';
import { PartyStep } from './party-step';
import { RestaurantStep } from './restaurant-step';
import { slotSummary, SlotStep } from './slot-step';
import { Spinner } from '../../../shared/components/status';
import { FocusRequest, StepSection, type SectionState } from './step-section';
import './booking.css';

interface Props {
  /** A restaurant asked for by the URL or the widget: 'city/slug', a slug or a storeId. */
  restaurantKey: string | null;
  now: () => number;
  /** Starts a new journey. */
  onRestart(): void;
}

/*
 * The later sections load when the journey gets near them: the forms library, the card step and
 * the confirmation's calendar code stay out of the booking route's first JavaScript.
 */
const loadDetails = () => import('./details-step');
const DetailsStep = lazy(() => loadDetails().then((m) => ({ default: m.DetailsStep })));
const CardStep = lazy(() => import('./card-step').then((m) => ({ default: m.CardStep })));
const ConfirmationView = lazy(() => import('./confirmation-view').then((m) => ({ default: m.ConfirmationView })));

/** What the live region says about the journey as it moves (results and errors are announced). */
function announcement(j: Journey): string {
  if (j.step === 'slot' && j.slots.availability && !j.slots.slotTaken) {
    const chosen = chosenStore(j.slots.availability);
    if (!chosen) return otherStores(j.slots.availability).length > 0 ? 'No table at your restaurant that day. Other restaurants nearby are listed.' : '';
    const count = chosen.timeSlots.length;
    return `${count} ${count === 1 ? 'time' : 'times'} available. Choose a time.`;
  }
  if (j.step === 'slot' && j.slots.noSlots) return BOOKING_MESSAGES.NO_AVAILABILITY;
  if (j.step === 'menu' && j.menus.status === 'failed' && j.menus.failure.noSlots) return BOOKING_MESSAGES.NO_AVAILABILITY;
  if (j.step === 'menu' && j.menus.status === 'ready') return `${j.menus.menus.length} menus to choose from.`;
  if (j.step === 'details') return 'Please enter your details.';
  if (j.step === 'card') return 'Please confirm a card to guarantee your booking.';
  return '';
}

/** The menu and area summary: what the guest chose, once the requirements are in. */
function menuSummary(j: Journey): string {
  if (j.step !== 'details' && j.step !== 'card') return '';
  const { menus, areas, menuId, areaId } = j.chosen;
  return [menus.find((m) => m.id === menuId)?.name, areas.find((a) => a.id === areaId)?.name].filter(Boolean).join(', ');
}

export function BookingJourney({ restaurantKey, now, onRestart }: Props) {
  const dispatch = useAppDispatch();
  const s = useAppSelector((state) => state.booking);
  const j = s.journey;
  const previousStep = useRef<BookingStep>(j.step);

  // A restaurant named by the URL or the page is chosen once the list is in.
  useNamedRestaurant(restaurantKey, (_named, key) => dispatch(chooseNamedRestaurant(key)));

  // Focus moves to each new step's heading (dialog semantics, keyboard journey); the heading
  // takes it when it renders, which for a lazily loaded section is a little later.
  const focusRequest = useRef<string | null>(null);
  if (previousStep.current !== j.step) {
    previousStep.current = j.step;
    focusRequest.current = j.step;
  }

  // Fetch the details form while the visitor picks a time.
  useEffect(() => {
    if (j.step === 'slot' || j.step === 'menu') void loadDetails();
  }, [j.step]);

  const restaurantId = restaurantOf(j);
  const restaurant = s.restaurants.find((r) => r.storeId === restaurantId) ?? null;
  const here = STEP_ORDER.indexOf(j.step);
  const stateOf = (step: BookingStep): SectionState => {
    const index = STEP_ORDER.indexOf(step);
    return index < here ? 'done' : index === here ? 'current' : 'todo';
  };
  const edit = (step: BookingStep) => () => dispatch(bookingActions.editStep(step));
  const covers = s.adultCovers + s.childCovers;

  return (
    <FocusRequest.Provider value={focusRequest}>
    <div className="bk-journey">
      <p className="rv-visually-hidden" role="status" aria-live="polite">
        {announcement(j)}
      </p>
      {/* Only the confirmation waits for its code here: the steps the server renders are outside any
          boundary, so they hydrate with the strip's root, in its first commit (see mf-contract). */}
      {j.step === 'confirmation' ? (
        <Suspense fallback={<Spinner label="Loading…" />}>
          <ConfirmationView confirmation={j.confirmation} restaurant={restaurant} onAgain={onRestart} />
        </Suspense>
      ) : (
        <ol className="bk-steps">
          <li>
            <StepSection step="restaurant" number={1} title="Select a restaurant" state={stateOf('restaurant')} summary={restaurant?.title} onEdit={edit('restaurant')}>
              <RestaurantStep />
            </StepSection>
          </li>
          <li>
            <StepSection
              step="party"
              number={2}
              title="Table size, time and date"
              state={stateOf('party')}
              summary={`${guestsLabel(covers)}, ${longDate(s.selectedBookingDate)} at ${s.selectedBookingTime}`}
              onEdit={edit('party')}
            >
              <PartyStep now={now} />
            </StepSection>
          </li>
          <li>
            <StepSection step="slot" number={3} title="Select a restaurant and time" state={stateOf('slot')} summary={slotSummary(choiceOf(j), covers)} onEdit={edit('slot')}>
              <SlotStep />
            </StepSection>
          </li>
          <li>
            <StepSection
              step="menu"
              number={4}
              title="Select a menu"
              state={stateOf('menu')}
              summary={menuSummary(j)}
              onEdit={edit('menu')}
            >
              <MenuStep />
            </StepSection>
          </li>
          <li>
            <StepSection
              step="details"
              number={5}
              title="Your details"
              state={stateOf('details')}
              summary={`${s.customer.firstName} ${s.customer.lastName}, ${s.customer.email}`}
              onEdit={edit('details')}
            >
              <Suspense fallback={<Spinner label="Loading the form…" />}>
                <DetailsStep />
              </Suspense>
            </StepSection>
          </li>
          {(j.step === 'details' || j.step === 'card') && j.chosen.creditCardRequired && !j.chosen.isEnquiry && (
            <li>
              <StepSection step="card" number={6} title="Card guarantee" state={stateOf('card')}>
                <Suspense fallback={<Spinner label="Loading the card step…" />}>
                  <CardStep />
                </Suspense>
              </StepSection>
            </li>
          )}
        </ol>
      )}
    </div>
    </FocusRequest.Provider>
  );
}
