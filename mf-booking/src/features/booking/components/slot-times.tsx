import type { StoreAvailability } from '@riviere/api-client';
import type { SlotChoice } from '../lib/availability';

type Store = Pick<StoreAvailability, 'storeId' | 'storeName' | 'miles' | 'isPlaceAsEnquiryEnabled' | 'minimumCovers'>;

interface Props {
  store: Store;
  choices: SlotChoice[];
  pending: SlotChoice | null;
  /** Another restaurant than the visitor's: its distance says so. */
  isOther: boolean;
  /** The time the visitor asked for: marked when this restaurant has it. */
  askedFor?: string;
  onPick(choice: SlotChoice): void;
}

/** One restaurant's times as buttons: the highlighted one pressed. */
export function SlotTimes({ store, choices, pending, isOther, askedFor, onPick }: Props) {
  const hasAskedFor = isOther && askedFor !== undefined && choices.some((c) => c.time === askedFor);
  return (
    <fieldset className="bk-slots__store">
      <legend>
        {store.storeName}
        {isOther && <span className="bk-slots__miles"> · {store.miles} miles away</span>}
      </legend>
      {hasAskedFor && (
        <p className="bk-slots__note">
          {store.storeName} has a table at {askedFor}, the time you asked for.
        </p>
      )}
      {store.isPlaceAsEnquiryEnabled && (
        <p className="bk-slots__note">
          Enquiry for {store.minimumCovers}+ guests: the restaurant replies within 48 hours.
        </p>
      )}
      <div className="bk-slots__times">
        {choices.map((choice) => {
          const pressed = pending?.storeId === choice.storeId && pending.time === choice.time;
          const yours = hasAskedFor && choice.time === askedFor ? ', the time you asked for' : '';
          return (
            <button
              key={choice.time}
              type="button"
              className="bk-slot"
              aria-pressed={pressed}
              aria-label={`${choice.time} at ${store.storeName}${yours}`}
              onClick={() => onPick(choice)}
            >
              {choice.time}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
