import { useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { sendFailure } from '../lib/to-payload';
import { groupBookingSchema, type GroupBookingForm } from '../model/group-booking.schema';

/** The form's first values (the times also in the server's HTML, where no script sets them). */
export const GROUP_BOOKING_DEFAULTS = {
  storeId: '',
  bookingType: '',
  date: '',
  time: '19:00',
  until: '22:00',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
} satisfies Partial<GroupBookingForm>;

export interface GroupBookingFormState {
  form: UseFormReturn<GroupBookingForm>;
  /** The form's submit handler: validates, sends, and on failure keeps everything typed and says why. */
  onSubmit: ReturnType<UseFormReturn<GroupBookingForm>['handleSubmit']>;
}

/**
 * The group enquiry form: the schema's rules (dates from `today` in London, 'until' after 'from'),
 * each field's error once it is left (blur); a failed `send` becomes the form's server error.
 */
export function useGroupBookingForm(today: string, send: (values: GroupBookingForm) => Promise<void>): GroupBookingFormState {
  const resolver = useMemo(() => yupResolver(groupBookingSchema(today)), [today]);
  const form = useForm<GroupBookingForm>({ resolver, mode: 'onTouched', defaultValues: GROUP_BOOKING_DEFAULTS });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      form.setError('root.server', { type: 'server', message: sendFailure(error) });
    }
  });
  return { form, onSubmit };
}
