import type { SpecialHoursEntry, WeeklyHours } from '../opening-hours';

/** A week shaped like the seed's: late Fridays and Saturdays (00:00 close), Sunday and Monday closed. */
export const WEEK = {
  mondayOpen: 'Closed', mondayClose: 'Closed', mondayClickCollectClose: 'Closed',
  tuesdayOpen: '09:00', tuesdayClose: '22:00', tuesdayClickCollectClose: '21:30',
  wednesdayOpen: '09:00', wednesdayClose: '22:00', wednesdayClickCollectClose: '21:30',
  thursdayOpen: '09:00', thursdayClose: '22:00', thursdayClickCollectClose: '21:30',
  fridayOpen: '11:30', fridayClose: '00:00', fridayClickCollectClose: '23:00',
  saturdayOpen: '11:30', saturdayClose: '00:00', saturdayClickCollectClose: '23:00',
  sundayOpen: 'CLOSED', sundayClose: 'closed', sundayClickCollectClose: 'Closed',
} satisfies WeeklyHours;

export const SPECIAL = [
  { startDate: '2026-12-24', endDate: '2026-12-24', openTime: '09:00', closeTime: '17:00', clickCollectClose: '16:00', label: 'Christmas Eve' },
  { startDate: '2026-12-25', endDate: '2026-12-25', openTime: 'Closed', closeTime: 'Closed', clickCollectClose: 'Closed', label: 'Christmas Day' },
  { startDate: '2026-12-31', endDate: '2026-12-31', openTime: '09:00', closeTime: '00:00', clickCollectClose: '20:00', label: "New Year's Eve" },
  { startDate: '2027-01-01', endDate: '2027-01-01', openTime: '12:00', closeTime: '20:00', clickCollectClose: '19:00' },
] satisfies SpecialHoursEntry[];

/** The same hours every day. */
export function everyDay(open: string, close: string, clickCollectClose = close): WeeklyHours {
  return Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
      [`${day}Open`, open],
      [`${day}Close`, close],
      [`${day}ClickCollectClose`, clickCollectClose],
    ]),
  );
}
