import { useEffect, useId, useMemo, useState } from 'react';
import type { RestaurantLocation } from '@riviere/api-client';
import type { MountProps } from '@riviere/mf-contract';
import { createRecaptcha } from '@riviere/recaptcha';
import { useAnalytics, useShell } from '@riviere/remote-kit';
import { compareText } from '@riviere/remote-kit/text';
import { BOOKING_TIMES, GROUP_MIN_COVERS, wallClock } from '@riviere/restaurant-rules';
import { useBookingServices } from '../../../shared/api';
import { FormField as Field } from '../../../shared/components/form-field';
import { useGroupBookingForm } from '../hooks/use-group-booking-form';
import { toGroupEnquiry } from '../lib/to-payload';
import { BOOKING_TYPES, type GroupBookingForm } from '../model/group-booking.schema';

const THANKS_PATH = '/group-bookings/thanks';

/** The restaurants to choose from, by name; an empty list when they cannot be loaded. */
function useRestaurants(): RestaurantLocation[] | null {
  const api = useBookingServices();
  const [restaurants, setRestaurants] = useState<RestaurantLocation[] | null>(null);
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
  return restaurants;
}

/** The group bookings form (spec §3 group enquiry, §5): posts to the group-booking endpoint, then thanks. */
export function GroupBookingFormView({ navigate, now }: { navigate: MountProps['navigate']; now: () => number }) {
  const api = useBookingServices();
  const { config } = useShell();
  const track = useAnalytics();
  const today = wallClock(now()).date;
  const recaptcha = useMemo(() => createRecaptcha({ siteKey: config.recaptchaSiteKey }), [config.recaptchaSiteKey]);
  const restaurants = useRestaurants();

  const send = async (values: GroupBookingForm) => {
    const venue = restaurants?.find((r) => String(r.storeId) === values.storeId)?.title ?? values.storeId;
    const recaptchaToken = await recaptcha.execute('group_booking');
    await api.contact.sendGroupBooking(toGroupEnquiry(values, venue, recaptchaToken));
    track('group_booking_enquiry', { storeId: Number(values.storeId), covers: values.covers });
    navigate(THANKS_PATH);
  };
  const { form, onSubmit } = useGroupBookingForm(today, send);
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const formId = useId();

  return (
    <form className="bk-app bk-group" noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-title`}>
      <h2 className="rv-visually-hidden" id={`${formId}-title`}>
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
              {BOOKING_TIMES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Until *" error={errors.until}>
          {(id, describedBy) => (
            <select id={id} aria-invalid={Boolean(errors.until)} aria-describedby={describedBy} {...register('until')}>
              {BOOKING_TIMES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="First name *" error={errors.firstName}>
          {(id, describedBy) => <input id={id} type="text" autoComplete="given-name" aria-invalid={Boolean(errors.firstName)} aria-describedby={describedBy} {...register('firstName')} />}
        </Field>
        <Field label="Last name *" error={errors.lastName}>
          {(id, describedBy) => <input id={id} type="text" autoComplete="family-name" aria-invalid={Boolean(errors.lastName)} aria-describedby={describedBy} {...register('lastName')} />}
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
          <input className="bk-check__box" type="checkbox" {...register('shouldReceivePromotions')} />
          <span>Send me news and offers by e-mail</span>
        </label>
        <label className="bk-check">
          <input className="bk-check__box" type="checkbox" {...register('shouldReceiveSms')} />
          <span>Send me offers by text message</span>
        </label>
      </div>
      {/* Google's notice only when the check runs; with it off, visitors are told nothing about it. */}
      {recaptcha.enabled && <p className="bk-small">This form is protected by reCAPTCHA; Google’s privacy policy and terms of service apply.</p>}
      {errors.root?.server && (
        <div className="bk-error" role="alert">
          {errors.root.server.message}
        </div>
      )}
      <div className="bk-actions">
        <button type="submit" className="rv-button rv-button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send enquiry'}
        </button>
      </div>
    </form>
  );
}
