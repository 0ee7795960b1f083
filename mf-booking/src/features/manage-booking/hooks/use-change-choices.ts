import { useEffect, useState } from 'react';
import { guestMessage, type BookingMenu, type ManagedBooking } from '@riviere/api-client';
import { useBookingServices } from '../../../shared/api';

/** `failed` says why in the guest's words. */
export type Choices<T> = { status: 'idle' | 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed'; message: string };

export const TIMES_FAILED = 'We could not load the free times. Please try again.';
const failed = (error: unknown) => ({ status: 'failed' as const, message: guestMessage(error, { fallback: TIMES_FAILED }) });

interface Query {
  date: string;
  adults: number;
  children: number;
  time: string;
}

/** A date (today or later) and party worth asking about: the form says what is wrong with any other. */
const valid = (q: Omit<Query, 'time'>, today: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(q.date) && q.date >= today && Number.isInteger(q.adults) && q.adults >= 1 && Number.isInteger(q.children) && q.children >= 0;

/**
 * The times the new date and party can have (the booking's menus, any area), and the menus the
 * chosen time offers: the same availability a new booking asks for. No times is an empty list.
 */
export function useChangeChoices(booking: ManagedBooking, query: Query, today: string): { times: Choices<string>; menus: Choices<BookingMenu> } {
  const api = useBookingServices();
  const [times, setTimes] = useState<Choices<string>>({ status: 'idle' });
  const [menus, setMenus] = useState<Choices<BookingMenu>>({ status: 'idle' });
  const { storeId, occasionId, menuIds } = booking;
  const menuKey = menuIds.join(',');
  const { date, adults, children, time } = query;

  useEffect(() => {
    if (!valid({ date, adults, children }, today)) return void setTimes({ status: 'idle' });
    let current = true;
    setTimes({ status: 'loading' });
    api.booking.getSlots({ storeId, occasionId, adults, children, dates: [date], menuIds: menuKey.split(','), areaId: null }).then(
      (answer) => current && setTimes({ status: 'ready', items: answer.dates.flatMap((d) => d.times.map((t) => t.time)) }),
      (error: { errorCode?: number }) => current && setTimes(error?.errorCode === 4 ? { status: 'ready', items: [] } : failed(error)),
    );
    return () => {
      current = false;
    };
  }, [api, storeId, occasionId, menuKey, date, adults, children, today]);

  useEffect(() => {
    if (!valid({ date, adults, children }, today) || !time) return void setMenus({ status: 'idle' });
    let current = true;
    setMenus({ status: 'loading' });
    api.booking.getBookingMenus({ storeId, occasionId, adults, children, dates: [date], time }).then(
      (items) => current && setMenus({ status: 'ready', items }),
      (error: unknown) => current && setMenus(failed(error)),
    );
    return () => {
      current = false;
    };
  }, [api, storeId, occasionId, date, adults, children, time, today]);

  return { times, menus };
}
