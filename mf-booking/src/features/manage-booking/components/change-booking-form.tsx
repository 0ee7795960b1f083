import { useEffect, useId, useRef } from 'react';
import type { ManagedBooking } from '@riviere/api-client';
import { FormField } from '../../../shared/components/form-field';
import { ErrorMessage, Spinner } from '../../../shared/components/status';
import { useChangeBookingForm } from '../hooks/use-change-booking-form';
import { useChangeChoices } from '../hooks/use-change-choices';
import { MAX_ADULTS, MAX_CHILDREN } from '../model/change-booking.schema';
import { ChangeCardStep } from './change-card-step';

interface Props {
  token: string;
  booking: ManagedBooking;
  /** Today in London ('YYYY-MM-DD'): the first day the booking can move to. */
  today: string;
  onClose(): void;
  onChanged(booking: ManagedBooking): void;
  onLink(event: React.MouseEvent<HTMLAnchorElement>): void;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Change the date, time and party (and the menu when the new time offers others), by the rules of a new booking. */
export function ChangeBookingForm({ token, booking, today, onClose, onChanged, onLink }: Props) {
  const { form, step, busy, cardError, onSubmit, payByCard, backToEditing } = useChangeBookingForm(token, booking, today, onChanged);
  const { register, watch, formState: { errors } } = form;
  const [date, adults, children, time] = watch(['date', 'adults', 'children', 'time']);
  const { times, menus } = useChangeChoices(booking, { date, adults: Number(adults), children: Number(children), time }, today);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { setValue } = form;
  useEffect(() => {
    // A time the new date or party cannot have is not kept silently: the guest chooses again.
    if (times.status === 'ready' && time && !times.items.includes(time)) setValue('time', '');
  }, [times, time, setValue]);

  const offered = menus.status === 'ready' ? menus.items : [];
  const currentOffered = booking.menuIds.every((id) => offered.some((m) => m.id === id));
  const others = offered.filter((m) => !booking.menuIds.includes(m.id));
  const showMenus = others.length > 0 || (offered.length > 0 && !currentOffered);
  const timeOptions = times.status === 'ready' ? times.items : [];

  return (
    <section className="bk-panel" aria-labelledby={headingId}>
      <h2 className="bk-panel__title" id={headingId} ref={heading} tabIndex={-1}>
        Change your booking
      </h2>
      {step.kind === 'card' && <ChangeCardStep covers={step.values.adults + step.values.children} busy={busy} error={cardError} onNonce={(n) => void payByCard(n)} onBack={backToEditing} />}
      {step.kind === 'enquiry' && (
        <div className="bk-notice">
          <p>{step.message}</p>
          <div className="bk-actions">
            <a className="rv-button rv-button--primary" href={`${booking.restaurantPath ?? ''}/book-now?date=${step.values.date}&covers=${step.values.adults + step.values.children}`} onClick={onLink}>
              Send an enquiry instead
            </a>
            <button type="button" className="rv-button" onClick={backToEditing}>
              Back to the change
            </button>
          </div>
        </div>
      )}
      {step.kind === 'editing' && (
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          <div className="bk-fields">
            <FormField label="Date" error={errors.date}>
              {(id, describedBy) => <input id={id} type="date" min={today} aria-describedby={describedBy} aria-invalid={Boolean(errors.date)} {...register('date')} />}
            </FormField>
            <FormField label="Adults" error={errors.adults}>
              {(id, describedBy) => (
                <select id={id} aria-describedby={describedBy} {...register('adults', { valueAsNumber: true })}>
                  {range(1, MAX_ADULTS).map((n) => <option key={n} value={n}>{n}</option>)}
                </select>
              )}
            </FormField>
            <FormField label="Children" error={errors.children}>
              {(id, describedBy) => (
                <select id={id} aria-describedby={describedBy} {...register('children', { valueAsNumber: true })}>
                  {range(0, MAX_CHILDREN).map((n) => <option key={n} value={n}>{n}</option>)}
                </select>
              )}
            </FormField>
            <FormField label="Time" error={errors.time}>
              {(id, describedBy) => (
                <select id={id} aria-describedby={describedBy} aria-invalid={Boolean(errors.time)} {...register('time')}>
                  <option value="">Choose a time</option>
                  {timeOptions.map((t) => <option key={t} value={t}>{t}</option>)}
                </select>
              )}
            </FormField>
            {showMenus && (
              <FormField label="Menu" error={errors.menuId}>
                {(id, describedBy) => (
                  <select id={id} aria-describedby={describedBy} {...register('menuId')}>
                    <option value="">{currentOffered ? `Keep ${booking.menuNames.join(', ')}` : 'Choose a menu'}</option>
                    {(currentOffered ? others : offered).map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
                  </select>
                )}
              </FormField>
            )}
          </div>
          {times.status === 'loading' && <Spinner label="Finding free times…" />}
          {times.status === 'ready' && times.items.length === 0 && <p className="bk-manage__hint">No tables are free for that party on that date. Please try another date.</p>}
          {times.status === 'failed' && <ErrorMessage>{times.message}</ErrorMessage>}
          {errors.root?.server && <ErrorMessage>{errors.root.server.message}</ErrorMessage>}
          {busy && <Spinner label="Changing your booking…" />}
          <div className="bk-actions">
            <button type="submit" className="rv-button rv-button--primary" disabled={busy}>
              Change my booking
            </button>
            <button type="button" className="rv-button" onClick={onClose} disabled={busy}>
              Keep it as it is
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
