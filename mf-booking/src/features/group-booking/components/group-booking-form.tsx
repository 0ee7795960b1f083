import { useEffect, useId, useMemo, useState } from 'react';
import type { RestaurantLocation } from '@riviere/api-client';
import { FORM_TOKEN_FIELD, readFormSearch, type MountProps, type RemoteLocation } from '@riviere/mf-contract';
import type { FieldError } from 'react-hook-form';
import type { ValidationError } from 'yup';
import { createRecaptcha } from '@riviere/recaptcha';
import { useAnalytics, useShell } from '@riviere/remote-kit';
import { BOOKING_TIMES, GROUP_MIN_COVERS, wallClock } from '@riviere/restaurant-rules';
import { useBookingServices } from '../../../shared/api';
import { FormField as Field } from '../../../shared/components/form-field';
import { GROUP_BOOKING_DEFAULTS, useGroupBookingForm } from '../hooks/use-group-booking-form';
import { byTitle } from '../lib/by-title';
import { toGroupEnquiry } from '../lib/to-payload';
import { enquiryProblems, enquiryValues, typedEnquiry, type PostedText } from '../lib/posted-group-booking';
import { GROUP_SHOWN_AGAIN } from '../model/group-booking-messages';
import { BOOKING_TYPES, groupBookingSchema, type GroupBookingForm } from '../model/group-booking.schema';

const THANKS_PATH = '/group-bookings/thanks';
/** Where the form posts without JavaScript: the site server takes it there (shell/server forms). */
const GROUP_BOOKINGS_PATH = '/group-bookings';

/** The restaurants to choose from, by name; an empty list when they cannot be loaded. `initial`: the server's list. */
function useRestaurants(initial: RestaurantLocation[] | undefined): RestaurantLocation[] | null {
  const api = useBookingServices();
  const [restaurants, setRestaurants] = useState<RestaurantLocation[] | null>(initial ?? null);
  useEffect(() => {
    if (initial) return undefined;
    let current = true;
    api.content.searchRestaurants().then(
      (list) => current && setRestaurants(byTitle(list)),
      () => current && setRestaurants([]),
    );
    return () => {
      current = false;
    };
  }, [api, initial]);
  return restaurants;
}

/** The schema's word for each field of an enquiry the site server shows again because it was refused. */
function refusedFields(posted: ReturnType<typeof typedEnquiry>, today: string): Partial<Record<PostedText, string>> {
  try {
    groupBookingSchema(today).validateSync(enquiryValues(posted), { abortEarly: false });
    return {};
  } catch (error) {
    return enquiryProblems(error as ValidationError);
  }
}

interface GroupBookingFormViewProps {
  navigate: MountProps['navigate'];
  now: () => number;
  /** The page's location: the site server's render of a form sent without JavaScript rides in its query. */
  location?: RemoteLocation;
  /** The restaurants as the server rendered them (sorted by name). */
  restaurants?: RestaurantLocation[];
}

/**
 * The group bookings form (spec §3 group enquiry, §5): posts to the group-booking endpoint, then
 * thanks. It is also a plain HTML form posting to /group-bookings with the site server's token;
 * when the site server shows it again, its render keeps what was typed and says why.
 */
export function GroupBookingFormView({ navigate, now, location, restaurants: initial }: GroupBookingFormViewProps) {
  const api = useBookingServices();
  const { config } = useShell();
  const track = useAnalytics();
  const today = wallClock(now()).date;
  const recaptcha = useMemo(() => createRecaptcha({ siteKey: config.recaptchaSiteKey }), [config.recaptchaSiteKey]);
  const restaurants = useRestaurants(initial);
  const plain = readFormSearch(location?.search ?? '');
  const typed = plain?.posted ? typedEnquiry(plain.posted) : null;
  const problems = typed && plain?.problem === 'refused' ? refusedFields(typed, today) : {};
  const shownAgain = plain?.problem ? GROUP_SHOWN_AGAIN[plain.problem] : null;

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
  const errorOf = (name: PostedText): FieldError | undefined => {
    const message = problems[name];
    return errors[name] ?? (message ? { type: 'server', message } : undefined);
  };
  const serverError = errors.root?.server?.message ?? shownAgain;

  return (
    <form className="bk-app bk-group" method="post" action={GROUP_BOOKINGS_PATH} noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-title`}>
      <input type="hidden" name={FORM_TOKEN_FIELD} defaultValue={plain?.token} />
      <h2 className="rv-visually-hidden" id={`${formId}-title`}>
        Group booking enquiry form
      </h2>
      <p className="bk-small">For {GROUP_MIN_COVERS} or more guests. Fields marked * are required.</p>
      <div className="bk-fields">
        <Field label="Restaurant *" error={errorOf('storeId')}>
          {(id, describedBy) => (
            <select id={id} aria-invalid={Boolean(errorOf('storeId'))} aria-describedby={describedBy} {...register('storeId')} defaultValue={typed?.text.storeId} disabled={restaurants === null}>
              <option value="">{restaurants === null ? 'Loading restaurants…' : 'Choose a restaurant'}</option>
              {restaurants?.map((r) => (
                <option key={r.storeId} value={r.storeId}>
                  {r.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Type of booking *" error={errorOf('bookingType')}>
          {(id, describedBy) => (
            <select id={id} aria-invalid={Boolean(errorOf('bookingType'))} aria-describedby={describedBy} {...register('bookingType')} defaultValue={typed?.text.bookingType}>
              <option value="">Choose a type</option>
              {BOOKING_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Number of guests *" error={errorOf('covers')}>
          {(id, describedBy) => (
            <input id={id} type="number" inputMode="numeric" min={GROUP_MIN_COVERS} step={1} aria-invalid={Boolean(errorOf('covers'))} aria-describedby={describedBy} {...register('covers')} defaultValue={typed?.text.covers} />
          )}
        </Field>
        <Field label="Date *" error={errorOf('date')}>
          {(id, describedBy) => <input id={id} type="date" min={today} aria-invalid={Boolean(errorOf('date'))} aria-describedby={describedBy} {...register('date')} defaultValue={typed?.text.date} />}
        </Field>
        <Field label="From *" error={errorOf('time')}>
          {(id, describedBy) => (
            <select id={id} aria-invalid={Boolean(errorOf('time'))} aria-describedby={describedBy} {...register('time')} defaultValue={typed?.text.time ?? GROUP_BOOKING_DEFAULTS.time}>
              {BOOKING_TIMES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Until *" error={errorOf('until')}>
          {(id, describedBy) => (
            <select id={id} aria-invalid={Boolean(errorOf('until'))} aria-describedby={describedBy} {...register('until')} defaultValue={typed?.text.until ?? GROUP_BOOKING_DEFAULTS.until}>
              {BOOKING_TIMES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="First name *" error={errorOf('firstName')}>
          {(id, describedBy) => <input id={id} type="text" autoComplete="given-name" aria-invalid={Boolean(errorOf('firstName'))} aria-describedby={describedBy} {...register('firstName')} defaultValue={typed?.text.firstName} />}
        </Field>
        <Field label="Last name *" error={errorOf('lastName')}>
          {(id, describedBy) => <input id={id} type="text" autoComplete="family-name" aria-invalid={Boolean(errorOf('lastName'))} aria-describedby={describedBy} {...register('lastName')} defaultValue={typed?.text.lastName} />}
        </Field>
        <Field label="E-mail *" error={errorOf('email')}>
          {(id, describedBy) => <input id={id} type="email" autoComplete="email" aria-invalid={Boolean(errorOf('email'))} aria-describedby={describedBy} {...register('email')} defaultValue={typed?.text.email} />}
        </Field>
        <Field label="Telephone *" error={errorOf('telephoneNumber')}>
          {(id, describedBy) => <input id={id} type="tel" autoComplete="tel" aria-invalid={Boolean(errorOf('telephoneNumber'))} aria-describedby={describedBy} {...register('telephoneNumber')} defaultValue={typed?.text.telephoneNumber} />}
        </Field>
        <Field label="Special request" error={errorOf('specialRequest')} wide>
          {(id, describedBy) => <textarea id={id} rows={4} aria-invalid={Boolean(errorOf('specialRequest'))} aria-describedby={describedBy} {...register('specialRequest')} defaultValue={typed?.text.specialRequest} />}
        </Field>
      </div>
      <div className="bk-checks">
        <label className="bk-check">
          <input className="bk-check__box" type="checkbox" {...register('shouldReceivePromotions')} defaultChecked={typed?.shouldReceivePromotions} />
          <span>Send me news and offers by e-mail</span>
        </label>
        <label className="bk-check">
          <input className="bk-check__box" type="checkbox" {...register('shouldReceiveSms')} defaultChecked={typed?.shouldReceiveSms} />
          <span>Send me offers by text message</span>
        </label>
      </div>
      {/* Google's notice only when the check runs; with it off, visitors are told nothing about it. */}
      {recaptcha.enabled && <p className="bk-small">This form is protected by reCAPTCHA; Google’s privacy policy and terms of service apply.</p>}
      {serverError && (
        <div className="bk-error" role="alert">
          {serverError}
        </div>
      )}
      {/* Without a reCAPTCHA site key (the offline default) the plain form is sent; with one, only the script can get its token. */}
      {recaptcha.enabled && <p className="bk-small bk-noscript">{GROUP_SHOWN_AGAIN.unverified}</p>}
      <div className="bk-actions">
        <button type="submit" className="rv-button rv-button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send enquiry'}
        </button>
      </div>
    </form>
  );
}
