import { useEffect, useId } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { restaurantMenuUrl } from '../lib/restaurant-links';
import { detailsSchema, type DetailsForm } from '../model/details.schema';
import { bookingActions, useAppDispatch, useAppSelector } from '../model/booking.store';
import { submitBooking } from '../model/booking.thunks';
import { ErrorMessage, Spinner } from './step-section';

export function submitLabel(isEnquiry: boolean, creditCardRequired: boolean): string {
  if (isEnquiry) return 'Enquire now';
  if (creditCardRequired) return 'Card Guarantee';
  return 'Book now';
}

/** Your details (spec §4 step 4): errors after blur, submit disabled until valid, nothing typed is ever lost. */
export function DetailsStep() {
  const dispatch = useAppDispatch();
  const s = useAppSelector((state) => state.booking);
  const restaurant = s.restaurants.find((r) => r.storeId === s.choice?.storeId) ?? null;
  const { register, handleSubmit, getValues, formState } = useForm<DetailsForm>({
    resolver: yupResolver(detailsSchema),
    mode: 'onTouched',
    defaultValues: s.customer,
  });
  const { errors, isValid } = formState;

  // Keep what was typed when the visitor goes back to edit an earlier section.
  useEffect(() => () => void dispatch(bookingActions.customerChanged({ ...getValues(), specialRequest: getValues().specialRequest ?? '' })), [dispatch, getValues]);

  const submitting = s.submitStatus === 'loading';
  return (
    <form
      className="bk-details"
      noValidate
      onSubmit={handleSubmit((values) => dispatch(submitBooking({ ...values, specialRequest: values.specialRequest ?? '' })))}
    >
      {s.isEnquiry && s.choice && (
        <p className="bk-notice">
          Parties of {s.choice.minimumCovers}+ guests are an enquiry: the restaurant replies within 48 hours, and nothing is booked until they confirm.
        </p>
      )}
      {!s.isEnquiry && s.creditCardRequired && (
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
          <input type="checkbox" {...register('shouldReceivePromotions')} />
          <span>Send me news and offers by e-mail</span>
        </label>
        <label className="bk-check">
          <input type="checkbox" {...register('shouldReceiveSms')} />
          <span>Send me offers by text message</span>
        </label>
      </div>
      <p className="bk-small">
        By booking you agree to our{' '}
        <a href="/terms-and-conditions" target="_blank" rel="noopener">
          terms and conditions<span className="bk-visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        and{' '}
        <a href="/privacy-policy" target="_blank" rel="noopener">
          privacy policy<span className="bk-visually-hidden"> (opens in a new tab)</span>
        </a>
        . See the{' '}
        <a href={restaurantMenuUrl(restaurant)} target="_blank" rel="noopener">
          menu<span className="bk-visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
      {s.bookingError && <ErrorMessage>{s.bookingError}</ErrorMessage>}
      {submitting && <Spinner label={s.isEnquiry ? 'Sending your enquiry…' : 'Booking your table…'} />}
      <div className="bk-actions">
        <button type="submit" className="bk-button bk-button--primary" disabled={!isValid || submitting}>
          {submitLabel(s.isEnquiry, s.creditCardRequired)}
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
  const id = useId();
  return (
    <div className="bk-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} autoComplete={autoComplete} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...field} />
      {error && (
        <p className="bk-field__error" id={`${id}-error`}>
          {error.message}
        </p>
      )}
    </div>
  );
}

function TextArea({ label, field, error }: FieldProps) {
  const id = useId();
  return (
    <div className="bk-field bk-field--wide">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...field} />
      {error && (
        <p className="bk-field__error" id={`${id}-error`}>
          {error.message}
        </p>
      )}
    </div>
  );
}
