import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { ApiError, type RestaurantLocation } from '@riviere/api-client';
import { createRecaptcha, RecaptchaError } from '@riviere/recaptcha';
import { useBookingServices } from '../../../app/api';
import { useAnalytics, useShell } from '../../../app/shell';
import { TIME_OPTIONS } from '../../booking/lib/booking-time';
import { londonNow } from '../../booking/lib/london-clock';
import { compareText } from '@riviere/remote-kit/text';
import { BOOKING_TYPES, GROUP_MIN_COVERS, groupBookingSchema, type GroupBookingForm } from '../model/group-booking.schema';

export const THANKS_PATH = '/group-bookings/thanks';
export const GROUP_SEND_FAILED = 'Sorry, we couldn’t send your enquiry. Please try again.';

/** The group bookings form (spec §3 group enquiry, §5): posts to the group-booking endpoint, then thanks. */
export function GroupBookingFormView({ now }: { now: () => number }) {
  const api = useBookingServices();
  const { config, navigate } = useShell();
  const track = useAnalytics();
  const today = londonNow(now()).date;
  const recaptcha = useMemo(() => createRecaptcha({ siteKey: config.recaptchaSiteKey }), [config.recaptchaSiteKey]);
  const [restaurants, setRestaurants] = useState<RestaurantLocation[] | null>(null);
  const ids = { form: useId() };
  const { register, handleSubmit, formState, setError } = useForm<GroupBookingForm>({
    resolver: yupResolver(groupBookingSchema(today)),
    mode: 'onTouched',
    defaultValues: { storeId: '', bookingType: '', date: '', time: '19:00', until: '22:00', specialRequest: '', shouldReceivePromotions: false, shouldReceiveSms: false },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    let current = true;
    api.content.searchRestaurants().then(
      (list) => current && setRestaurants([...list].sort((a, b) => compareText(a.title, b.title))),
      () => current && setRestaurants([]),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const onSubmit = handleSubmit(async (values) => {
    const venue = restaurants?.find((r) => String(r.storeId) === values.storeId);
    try {
      const recaptchaToken = await recaptcha.execute('group_booking');
      await api.contact.sendGroupBooking({
        storeId: Number(values.storeId),
        venue: venue?.title ?? values.storeId,
        bookingType: values.bookingType,
        covers: values.covers,
        date: values.date,
        time: values.time,
        until: values.until,
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        telephoneNumber: values.telephoneNumber.trim(),
        ...(values.specialRequest?.trim() ? { specialRequest: values.specialRequest.trim() } : {}),
        shouldReceivePromotions: values.shouldReceivePromotions,
        shouldReceiveSms: values.shouldReceiveSms,
        ...(recaptchaToken ? { recaptchaToken } : {}),
      });
      track('group_booking_enquiry', { storeId: Number(values.storeId), covers: values.covers });
      navigate(THANKS_PATH);
    } catch (error) {
      setError('root.server', { message: sendError(error) });
    }
  });

  return (
    <form className="bk-app bk-group" noValidate onSubmit={onSubmit} aria-labelledby={`${ids.form}-title`}>
      <h2 className="bk-visually-hidden" id={`${ids.form}-title`}>
        Group booking enquiry form
      </h2>
      <p className="bk-small">For {GROUP_MIN_COVERS} or more guests. Fields marked * are required.</p>
      <div className="bk-fields">
        <Field label="Restaurant *" error={errors.storeId}>
          {(id, describedBy) => (
            <select id={id} aria-invalid={Boolean(errors.storeId)} aria-describedby={describedBy} {...register('storeId')} disabled={restaurants === null}>
              <option value="">{restaurants === null ? 'Loading restaurants…' : 'Choose a restaurant'}</option>
              {restaurants?.map((r) => (
                <option key={r.storeId} value={r.storeId}>
                  {r.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Type of booking *" error={errors.bookingType}>
          {(id, describedBy) => (
            <select id={id} aria-invalid={Boolean(errors.bookingType)} aria-describedby={describedBy} {...register('bookingType')}>
              <option value="">Choose a type</option>
              {BOOKING_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Number of guests *" error={errors.covers}>
          {(id, describedBy) => (
            <input id={id} type="number" inputMode="numeric" min={GROUP_MIN_COVERS} step={1} aria-invalid={Boolean(errors.covers)} aria-describedby={describedBy} {...register('covers')} />
          )}
        </Field>
        <Field label="Date *" error={errors.date}>
          {(id, describedBy) => <input id={id} type="date" min={today} aria-invalid={Boolean(errors.date)} aria-describedby={describedBy} {...register('date')} />}
        </Field>
        <Field label="From *" error={errors.time}>
          {(id, describedBy) => (
            <select id={id} aria-invalid={Boolean(errors.time)} aria-describedby={describedBy} {...register('time')}>
              {TIME_OPTIONS.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Until *" error={errors.until}>
          {(id, describedBy) => (
            <select id={id} aria-invalid={Boolean(errors.until)} aria-describedby={describedBy} {...register('until')}>
              {TIME_OPTIONS.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="First name *" error={errors.firstName}>
          {(id, describedBy) => <input id={id} autoComplete="given-name" aria-invalid={Boolean(errors.firstName)} aria-describedby={describedBy} {...register('firstName')} />}
        </Field>
        <Field label="Last name *" error={errors.lastName}>
          {(id, describedBy) => <input id={id} autoComplete="family-name" aria-invalid={Boolean(errors.lastName)} aria-describedby={describedBy} {...register('lastName')} />}
        </Field>
        <Field label="E-mail *" error={errors.email}>
          {(id, describedBy) => <input id={id} type="email" autoComplete="email" aria-invalid={Boolean(errors.email)} aria-describedby={describedBy} {...register('email')} />}
        </Field>
        <Field label="Telephone *" error={errors.telephoneNumber}>
          {(id, describedBy) => <input id={id} type="tel" autoComplete="tel" aria-invalid={Boolean(errors.telephoneNumber)} aria-describedby={describedBy} {...register('telephoneNumber')} />}
        </Field>
        <Field label="Special request" error={errors.specialRequest} wide>
          {(id, describedBy) => <textarea id={id} rows={4} aria-invalid={Boolean(errors.specialRequest)} aria-describedby={describedBy} {...register('specialRequest')} />}
        </Field>
      </div>
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
        {recaptcha.enabled
          ? 'This form is protected by reCAPTCHA; Google’s privacy policy and terms of service apply.'
          : 'reCAPTCHA is off on this site: the form is sent without a check.'}
      </p>
      {errors.root?.server && (
        <div className="bk-error" role="alert">
          {errors.root.server.message}
        </div>
      )}
      <div className="bk-actions">
        <button type="submit" className="bk-button bk-button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send enquiry'}
        </button>
      </div>
    </form>
  );
}

function sendError(error: unknown): string {
  if (error instanceof RecaptchaError) return error.message;
  if (error instanceof ApiError && error.status === 400 && error.message) return error.message;
  return GROUP_SEND_FAILED;
}

function Field({ label, error, wide, children }: { label: string; error?: FieldError; wide?: boolean; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={`bk-field${wide ? ' bk-field--wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(id, error ? `${id}-error` : undefined)}
      {error && (
        <p className="bk-field__error" id={`${id}-error`}>
          {error.message}
        </p>
      )}
    </div>
  );
}
