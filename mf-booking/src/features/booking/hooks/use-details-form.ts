import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { bookingActions, useAppDispatch, useAppSelector } from '../model/booking.store';
import { submitBooking } from '../model/booking.thunks';
import type { Customer } from '../model/booking.types';
import { detailsSchema, type DetailsForm } from '../model/details.schema';
import { saveDetails } from '../model/journey-storage';

const resolver = yupResolver(detailsSchema);

const toCustomer = (values: DetailsForm): Customer => ({ ...values, specialRequest: values.specialRequest ?? '' });

export interface DetailsFormState {
  form: UseFormReturn<DetailsForm>;
  /** Validates, then books (or goes on to the card step); a refused booking becomes the form's server error. */
  onSubmit: ReturnType<UseFormReturn<DetailsForm>['handleSubmit']>;
}

/**
 * Your details (spec §4 step 4): starts from what the visitor typed before, shows each field's
 * error once it is left (blur), and keeps what was typed when the section closes (an Edit of an
 * earlier section, a slot taken), so nothing typed is ever lost.
 */
export function useDetailsForm(): DetailsFormState {
  const dispatch = useAppDispatch();
  const customer = useAppSelector((state) => state.booking.customer);
  const form = useForm<DetailsForm>({ resolver, mode: 'onTouched', defaultValues: customer });
  const { getValues, setError } = form;

  useEffect(() => () => void dispatch(bookingActions.customerChanged(toCustomer(getValues()))), [dispatch, getValues]);
  // Kept in the tab as it is typed: a reload, Back or Forward finds it again (never in the URL).
  useEffect(() => {
    const watching = form.watch((values) => saveDetails(toCustomer({ ...getValues(), ...values } as DetailsForm)));
    return () => watching.unsubscribe();
  }, [form, getValues]);

  const onSubmit = form.handleSubmit(async (values) => {
    const submitted = await dispatch(submitBooking(toCustomer(values)));
    if (submitBooking.fulfilled.match(submitted) && submitted.payload.kind === 'failed') {
      setError('root.server', { type: 'server', message: submitted.payload.message });
    }
  });
  return { form, onSubmit };
}
