import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { restaurantMenuPath } from '@riviere/restaurant-rules';
import { FormField } from '../../../shared/components/form-field';
import { useDetailsForm } from '../hooks/use-details-form';
import { useAppSelector } from '../model/booking.store';
import { ErrorMessage, Spinner } from '../../../shared/components/status';
import { BookingUnavailable } from './booking-unavailable';

export function submitLabel(isEnquiry: boolean, creditCardRequired: boolean): string {
  if (isEnquiry) return 'Enquire now';
  if (creditCardRequired) return 'Card Guarantee';
  return 'Book now';
}

/** Your details (spec §4 step 4): errors after blur, submit disabled until valid, nothing typed is ever lost. */
export function DetailsStep() {
  const s = useAppSelector((state) => state.booking);
  const j = s.journey;
  const chosen = j.step === 'details' || j.step === 'card' ? j.chosen : null;
  const restaurant = s.restaurants.find((r) => r.storeId === chosen?.choice.storeId) ?? null;
  const isEnquiry = chosen?.isEnquiry ?? false;
  const creditCardRequired = chosen?.creditCardRequired ?? false;
  const { form, onSubmit } = useDetailsForm();
  const { register, formState } = form;
  const { errors, isValid } = formState;
  const serverError = errors.root?.server?.message;

  const submitting = (j.step === 'details' || j.step === 'card') && j.submit.status === 'loading';
  const unavailable = j.step === 'details' && j.submit.status === 'failed' && Boolean(j.submit.unavailable);
  // A refused booking marks the form invalid though every field still is: the visitor may try again.
  const blocked = !isValid && !serverError;
  return (
    <form className="bk-details" noValidate onSubmit={onSubmit}>
      {isEnquiry && chosen && (
        <p className="bk-notice">
          Parties of {chosen.choice.minimumCovers}+ guests are an enquiry: the restaurant replies within 48 hours, and nothing is booked until they confirm.
        </p>
      )}
      {!isEnquiry && creditCardRequired && (
        <p className="bk-notice">This booking needs a card guarantee. Your card is not charged now; you enter it on the next step.</p>
      )}
      <div className="bk-fields">
        <TextField label="First name" autoComplete="given-name" field={register('firstName')} error={errors.firstName} />
        <TextField label="Last name" autoComplete="family-name" field={register('lastName')} error={errors.lastName} />
        <TextField label="E-mail" type="email" autoComplete="email" field={register('email')} error={errors.email} />
        <TextField label="Mobile" type="tel" autoComplete="tel" field={register('phoneNumber')} error={errors.phoneNumber} />
      </div>
      <TextArea label="Special request (optional)" field={register('specialRequest')} error={errors.specialRequest} />
      <div className="bk-checks">
        <label className="bk-check">
          <input className="bk-check__box" type="checkbox" {...register('shouldReceivePromotions')} />
          <span>Send me news and offers by e-mail</span>
        </label>
        <label className="bk-check">
          <input className="bk-check__box" type="checkbox" {...register('shouldReceiveSms')} />
          <span>Send me offers by text message</span>
        </label>
      </div>
      <p className="bk-small">
        By booking you agree to our{' '}
        <a href="/terms-and-conditions" target="_blank" rel="noopener">
          terms and conditions<span className="rv-visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        and{' '}
        <a href="/privacy-policy" target="_blank" rel="noopener">
          privacy policy<span className="rv-visually-hidden"> (opens in a new tab)</span>
        </a>
        . See the{' '}
        <a href={restaurantMenuPath(restaurant)} target="_blank" rel="noopener">
          menu<span className="rv-visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
      {serverError && unavailable && <BookingUnavailable phoneNumber={restaurant?.phoneNumber ?? null} onRetry={() => void onSubmit()} />}
      {serverError && !unavailable && <ErrorMessage>{serverError}</ErrorMessage>}
      {submitting && <Spinner label={isEnquiry ? 'Sending your enquiry…' : 'Booking your table…'} />}
      <div className="bk-actions">
        <button type="submit" className="rv-button rv-button--primary" disabled={submitting || blocked}>
          {submitLabel(isEnquiry, creditCardRequired)}
        </button>
      </div>
    </form>
  );
}

interface FieldProps {
  label: string;
  field: UseFormRegisterReturn;
  error?: FieldError;
  type?: string;
  autoComplete?: string;
}

function TextField({ label, field, error, type = 'text', autoComplete }: FieldProps) {
  return (
    <FormField label={label} error={error}>
      {(id, describedBy) => <input id={id} type={type} autoComplete={autoComplete} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...field} />}
    </FormField>
  );
}

function TextArea({ label, field, error }: FieldProps) {
  return (
    <FormField label={label} error={error} wide>
      {(id, describedBy) => <textarea id={id} rows={3} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...field} />}
    </FormField>
  );
}
