import { openingWindow, parseClock, specialHoursOn, windowOf } from './opening-hours';

const week = (open: string, close: string, overrides: Record<string, string> = {}) => ({
  ...Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((d) => [[`${d}Open`, open], [`${d}Close`, close]])),
  ...overrides,
});

describe('parseClock', () => {
  it.each([
    ['09:00', 540], ['9:30', 570], ['00:00', 0], ['23:59', 1439], ['24:00', 1440],
    ['Closed', 'closed'], ['CLOSED', 'closed'], ['closed', 'closed'], [' Closed ', 'closed'],
    ['25:00', null], ['12:60', null], ['noon', null], ['', null], [undefined, null],
  ])('%s → %s', (text, expected) => expect(parseClock(text)).toBe(expected));
});

describe('windowOf', () => {
  it.each([
    ['09:00', '22:00', { open: 540, close: 1320 }],
    ['09:00', '00:00', { open: 540, close: 1440 }],
    ['18:00', '01:30', { open: 1080, close: 1530 }],
    ['Closed', 'Closed', null],
    ['09:00', 'closed', null],
    ['soon', '22:00', null],
  ])('%s–%s → %o', (open, close, expected) => expect(windowOf(open, close)).toEqual(expected));
});

describe('openingWindow', () => {
  const special = [
    { startDate: '2026-12-24', endDate: '2026-12-24', openTime: '09:00', closeTime: '17:00' },
    { startDate: '2026-12-25', endDate: '2026-12-25', openTime: 'Closed', closeTime: 'Closed' },
    { startDate: '2026-12-31', endDate: '2026-12-31', openTime: '09:00', closeTime: '00:00' },
    { startDate: '2027-01-04', endDate: '2027-01-15', openTime: '10:00', closeTime: '21:00' },
  ];
  const hours = week('09:00', '22:00', { sundayOpen: 'CLOSED', sundayClose: 'CLOSED' });

  it.each([
    ['an ordinary Monday', '2026-11-23', { open: 540, close: 1320 }],
    ['a Sunday closed in any case', '2026-11-22', null],
    ['Christmas Eve (special hours win)', '2026-12-24', { open: 540, close: 1020 }],
    ['Christmas Day (special: Closed)', '2026-12-25', null],
    ["New Year's Eve to midnight", '2026-12-31', { open: 540, close: 1440 }],
    ['inside a special range', '2027-01-08', { open: 600, close: 1260 }],
    ['a Sunday inside a special range opens', '2027-01-10', { open: 600, close: 1260 }],
    ['the day after a range', '2027-01-16', { open: 540, close: 1320 }],
  ])('%s', (_, date, expected) => expect(openingWindow(hours, special, date)).toEqual(expected));

  it('reads an entry with only an end date as that one day', () => {
    expect(specialHoursOn([{ endDate: '2026-12-24', openTime: '09:00', closeTime: '17:00' }], '2026-12-24')).toBeDefined();
    expect(specialHoursOn([{ endDate: '2026-12-24', openTime: '09:00', closeTime: '17:00' }], '2026-12-23')).toBeUndefined();
  });
});
