import { useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { ApiError, CARD_MESSAGES, guestMessage, type ManagedBooking, type ManagedBookingChange } from '@riviere/api-client';
import { useBookingServices } from '../../../shared/api';
import { manageErrorMessage } from '../lib/manage-text';
import { changeBookingSchema, type ChangeBookingValues } from '../model/change-booking.schema';

const SLOT_TAKEN = 'Sorry, that time slot’s just been taken. Please choose another time.';

/** Where a change stands: being edited, waiting for the card guarantee a bigger party needs, or turned into an enquiry. */
type ChangeStep = { kind: 'editing' } | { kind: 'card'; values: ChangeBookingValues } | { kind: 'enquiry'; message: string; values: ChangeBookingValues };

export interface ChangeBookingFormState {
  form: UseFormReturn<ChangeBookingValues>;
  step: ChangeStep;
  busy: boolean;
  onSubmit: ReturnType<UseFormReturn<ChangeBookingValues>['handleSubmit']>;
  /** Vaults the card under the guest's name and e-mail, then makes the change with it. */
  payByCard(nonce: string): Promise<void>;
  cardError: string | null;
  backToEditing(): void;
}

function toChange(values: ChangeBookingValues, booking: ManagedBooking, braintreeCustomerId?: string): ManagedBookingChange {
  const menuChanged = values.menuId !== '' && !(booking.menuIds.length === 1 && booking.menuIds[0] === values.menuId);
  return {
    date: values.date, time: values.time, adultCovers: values.adults, childCovers: values.children,
    ...(menuChanged ? { menuIds: [values.menuId] } : {}),
    ...(braintreeCustomerId ? { braintreeCustomerId } : {}),
  };
}

/**
 * Change the booking (date, time, party, menu): the API applies the rules of a new booking. A
 * bigger party that needs a card goes to the card step; a party that would be an enquiry is told
 * so; a slot just taken or any refusal becomes the form's server error.
 */
export function useChangeBookingForm(token: string, booking: ManagedBooking, today: string, onChanged: (booking: ManagedBooking) => void): ChangeBookingFormState {
  const api = useBookingServices();
  const resolver = useMemo(() => yupResolver(changeBookingSchema(today)), [today]);
  const form = useForm<ChangeBookingValues>({
    resolver, mode: 'onTouched',
    defaultValues: { date: booking.date, adults: booking.adultCovers, children: booking.childCovers, time: booking.time, menuId: '' },
  });
  const [step, setStep] = useState<ChangeStep>({ kind: 'editing' });
  const [busy, setBusy] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  async function change(values: ChangeBookingValues, braintreeCustomerId?: string): Promise<void> {
    setBusy(true);
    try {
      const result = await api.booking.changeManagedBooking(token, toChange(values, booking, braintreeCustomerId));
      if (result.bookingStatus === 1) return onChanged(result.booking);
      setStep({ kind: 'editing' });
      form.setError('root.server', { message: result.message ?? SLOT_TAKEN });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'NEED_CREDIT_CARD' && !braintreeCustomerId) return setStep({ kind: 'card', values });
      if (code === 'CHANGE_NEEDS_ENQUIRY') return setStep({ kind: 'enquiry', message: manageErrorMessage(error), values });
      setStep({ kind: 'editing' });
      form.setError('root.server', { message: manageErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  async function payByCard(nonce: string): Promise<void> {
    if (step.kind !== 'card') return;
    setCardError(null);
    setBusy(true);
    try {
      const { customerId } = await api.braintree.submit({ nonce, firstName: booking.firstName, lastName: booking.lastName, email: booking.email });
      await change(step.values, customerId);
    } catch (error) {
      setBusy(false);
      setCardError(error instanceof ApiError && error.status > 0 ? guestMessage(error, { fallback: CARD_MESSAGES.CARD_SUBMIT_FAILED }) : manageErrorMessage(error));
    }
  }

  return {
    form, step, busy, cardError,
    onSubmit: form.handleSubmit((values) => change(values)),
    payByCard,
    backToEditing: () => setStep({ kind: 'editing' }),
  };
}
