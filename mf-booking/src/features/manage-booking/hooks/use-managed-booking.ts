import { useState } from 'react';
import type { ManagedBooking } from '@riviere/api-client';
import { useAsync } from '@riviere/remote-kit';
import { useBookingServices } from '../../../shared/api';

export type ManagedBookingState =
  | { status: 'loading' }
  | { status: 'ready'; booking: ManagedBooking }
  | { status: 'failed'; error: unknown };

/**
 * The booking behind the link (through `useAsync`, so a server render can carry it); `show`
 * replaces it with what a change or a cancellation answered. One per token: the page keys it.
 */
export function useManagedBooking(token: string) {
  const api = useBookingServices();
  const loaded = useAsync(`managed-booking:${token}`, () => api.booking.getManagedBooking(token));
  const [answered, show] = useState<ManagedBooking | null>(null);
  const state: ManagedBookingState = answered
    ? { status: 'ready', booking: answered }
    : loaded.status === 'success'
      ? { status: 'ready', booking: loaded.data }
      : loaded.status === 'error'
        ? { status: 'failed', error: loaded.error }
        : { status: 'loading' };
  return { state, show, retry: loaded.retry };
}
