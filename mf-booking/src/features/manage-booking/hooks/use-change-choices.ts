import { useEffect, useState } from 'react';
import type { BookingMenu, ManagedBooking } from '@riviere/api-client';
import { useBookingServices } from '../../../shared/api';

export type Choices<T> = { status: 'idle' | 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed' };

interface Query {
  date: string;
  adults: number;
  children: number;
  time: string;
}

const valid = (q: Omit<Query, 'time'>) => /^\d{4}-\d{2}-\d{2}$/.test(q.date) && Number.isInteger(q.adults) && q.adults >= 1 && Number.isInteger(q.children) && q.children >= 0;

/**
 * The times the new date and party can have (the booking's menus, any area), and the menus the
 * chosen time offers: the same availability a new booking asks for. No times is an empty list.
 */
export function useChangeChoices(booking: ManagedBooking, query: Query): { times: Choices<string>; menus: Choices<BookingMenu> } {
  const api = useBookingServices();
  const [times, setTimes] = useState<Choices<string>>({ status: 'idle' });
  const [menus, setMenus] = useState<Choices<BookingMenu>>({ status: 'idle' });
  const { storeId, occasionId, menuIds } = booking;
  const menuKey = menuIds.join(',');
  const { date, adults, children, time } = query;

  useEffect(() => {
    if (!valid({ date, adults, children })) return void setTimes({ status: 'idle' });
    let current = true;
    setTimes({ status: 'loading' });
    api.booking.getSlots({ storeId, occasionId, adults, children, dates: [date], menuIds: menuKey.split(','), areaId: null }).then(
      (answer) => current && setTimes({ status: 'ready', items: answer.dates.flatMap((d) => d.times.map((t) => t.time)) }),
      (error: { errorCode?: number }) => current && setTimes(error?.errorCode === 4 ? { status: 'ready', items: [] } : { status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, storeId, occasionId, menuKey, date, adults, children]);

  useEffect(() => {
    if (!valid({ date, adults, children }) || !time) return void setMenus({ status: 'idle' });
    let current = true;
    setMenus({ status: 'loading' });
    api.booking.getBookingMenus({ storeId, occasionId, adults, children, dates: [date], time }).then(
      (items) => current && setMenus({ status: 'ready', items }),
      () => current && setMenus({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, storeId, occasionId, date, adults, children, time]);

  return { times, menus };
}
