import { hoursOn, isTime, openingStatus, openingWindow, parseClock, specialHoursOn, statusWords, weekdayOf, windowOf, type OpeningStatus, type Service } from './opening-hours';
import { everyDay, SPECIAL, WEEK } from './test-support/hours';

const HOURS = { openingHours: WEEK, specialHours: SPECIAL };
const open = (closes: string): OpeningStatus => ({ open: true, closes });
const closed = (day: string, time: string): OpeningStatus => ({ open: false, opens: { day, time } }) as OpeningStatus;

describe('parseClock', () => {
  it.each([
    ['09:00', 540], ['9:30', 570], ['00:00', 0], ['23:59', 1439], ['24:00', 1440], [' 22:00 ', 1320],
    ['Closed', 'closed'], ['CLOSED', 'closed'], ['closed', 'closed'], [' Closed ', 'closed'], ['closed ', 'closed'],
    ['25:00', null], ['24:30', null], ['12:60', null], ['noon', null], ['9am', null], ['n/a', null], ['', null], [' ', null], [undefined, null], [null, null],
  ])('%j → %s', (text, expected) => expect(parseClock(text)).toBe(expected));

  it.each([['09:00', true], ['9:30', true], ['Closed', false], ['', false], ['25:00', false], [undefined, false]])('isTime(%j) is %s', (text, expected) => {
    expect(isTime(text)).toBe(expected);
  });
});

describe('windowOf (minutes after the date’s midnight)', () => {
  it.each([
    ['09:00', '22:00', { open: 540, close: 1320 }],
    ['09:00', '00:00', { open: 540, close: 1440 }],
    ['09:00', '24:00', { open: 540, close: 1440 }],
    ['18:00', '01:30', { open: 1080, close: 1530 }],
    ['12:00', '12:00', { open: 720, close: 2160 }],
    ['Closed', 'Closed', null],
    ['09:00', 'closed', null],
    ['soon', '22:00', null],
  ])('%s–%s → %o', (openText, closeText, expected) => expect(windowOf(openText, closeText)).toEqual(expected));
});

describe('openingWindow', () => {
  const special = [
    { startDate: '2026-12-24', endDate: '2026-12-24', openTime: '09:00', closeTime: '17:00', clickCollectClose: '16:00' },
    { startDate: '2026-12-25', endDate: '2026-12-25', openTime: 'Closed', closeTime: 'Closed' },
    { startDate: '2026-12-31', endDate: '2026-12-31', openTime: '09:00', closeTime: '00:00' },
    { startDate: '2027-01-04', endDate: '2027-01-15', openTime: '10:00', closeTime: '21:00' },
  ];
  const hours = { openingHours: { ...everyDay('09:00', '22:00', '21:30'), sundayOpen: 'CLOSED', sundayClose: 'CLOSED' }, specialHours: special };

  it.each<[string, string, Service, { open: number; close: number } | null]>([
    ['an ordinary Monday', '2026-11-23', 'restaurant', { open: 540, close: 1320 }],
    ['an ordinary Monday, click-and-collect', '2026-11-23', 'click-collect', { open: 540, close: 1290 }],
    ['a Sunday closed in any case', '2026-11-22', 'restaurant', null],
    ['Christmas Eve (special hours win)', '2026-12-24', 'restaurant', { open: 540, close: 1020 }],
    ['Christmas Eve, click-and-collect', '2026-12-24', 'click-collect', { open: 540, close: 960 }],
    ['Christmas Day (special: Closed)', '2026-12-25', 'restaurant', null],
    ["New Year's Eve to midnight", '2026-12-31', 'restaurant', { open: 540, close: 1440 }],
    ['inside a special range', '2027-01-08', 'restaurant', { open: 600, close: 1260 }],
    ['a Sunday inside a special range opens', '2027-01-10', 'restaurant', { open: 600, close: 1260 }],
    ['a special range without a click-and-collect time: closed for it', '2027-01-08', 'click-collect', null],
    ['the day after a range', '2027-01-16', 'restaurant', { open: 540, close: 1320 }],
  ])('%s', (_, date, service, expected) => expect(openingWindow(hours, date, service)).toEqual(expected));

  it('reads an entry with only an end date as that one day', () => {
    const entries = [{ endDate: '2026-12-24', openTime: '09:00', closeTime: '17:00' }];
    expect(specialHoursOn(entries, '2026-12-24')).toBe(entries[0]);
    expect(specialHoursOn(entries, '2026-12-23')).toBeUndefined();
  });

  it('takes the first entry listed when two cover a date', () => {
    const entries = [
      { startDate: '2026-12-20', endDate: '2026-12-31', openTime: '10:00', closeTime: '20:00' },
      { startDate: '2026-12-24', endDate: '2026-12-24', openTime: '09:00', closeTime: '17:00' },
    ];
    expect(specialHoursOn(entries, '2026-12-24')).toBe(entries[0]);
  });
});

// [what, instant (UTC), service, expected]. London wall clock in the name; BST = UTC+1, GMT = UTC.
const CASES: [string, string, Service, OpeningStatus][] = [
  // A BST day: 09:30 BST is 08:30 UTC, so reading the clock in UTC would say closed.
  ['BST Wed 09:30: open', '2026-07-15T08:30:00Z', 'restaurant', open('22:00')],
  ['BST Wed 08:59: not open yet', '2026-07-15T07:59:00Z', 'restaurant', closed('today', '09:00')],
  ['BST Wed 22:30 (21:30 UTC): closed', '2026-07-15T21:30:00Z', 'restaurant', closed('tomorrow', '09:00')],
  ['BST Wed 21:59: open', '2026-07-15T20:59:00Z', 'restaurant', open('22:00')],
  // A GMT day: the same UTC instants now read differently.
  ['GMT Wed 21:30: open', '2026-01-14T21:30:00Z', 'restaurant', open('22:00')],
  ['GMT Wed 08:30: closed', '2026-01-14T08:30:00Z', 'restaurant', closed('today', '09:00')],
  ['GMT Wed 22:00 exactly: closed', '2026-01-14T22:00:00Z', 'restaurant', closed('tomorrow', '09:00')],
  ['GMT Wed 09:00 exactly: open', '2026-01-14T09:00:00Z', 'restaurant', open('22:00')],
  // Around midnight: a 00:00 close is the next day.
  ['BST Fri 23:59: open until 00:00', '2026-07-17T22:59:00Z', 'restaurant', open('00:00')],
  ['BST Sat 00:00: closed', '2026-07-17T23:00:00Z', 'restaurant', closed('today', '11:30')],
  ['GMT Fri 23:59: open until 00:00', '2026-01-16T23:59:00Z', 'restaurant', open('00:00')],
  ['GMT Sat 00:00: closed', '2026-01-17T00:00:00Z', 'restaurant', closed('today', '11:30')],
  ['GMT Sat 00:30 (Fri 19:30 in New York): closed', '2026-01-17T00:30:00Z', 'restaurant', closed('today', '11:30')],
  ['BST Thu 23:30: closed since 22:00', '2026-07-16T22:30:00Z', 'restaurant', closed('tomorrow', '11:30')],
  // 'Closed' in any case: Sunday 'CLOSED'/'closed' and Monday 'Closed' are skipped.
  ['BST Sun 00:30: Sunday and Monday closed', '2026-07-18T23:30:00Z', 'restaurant', closed('tuesday', '09:00')],
  ['BST Mon 12:00: closed all day', '2026-07-20T11:00:00Z', 'restaurant', closed('tomorrow', '09:00')],
  // Clock changes: the last Saturday night of GMT and of BST, in 2026 and 2027.
  ['GMT Sat 28 Mar 2026 23:30 (clocks go forward at 01:00): open', '2026-03-28T23:30:00Z', 'restaurant', open('00:00')],
  ['Sun 29 Mar 2026 00:00 GMT: closed', '2026-03-29T00:00:00Z', 'restaurant', closed('tuesday', '09:00')],
  ['BST Sat 24 Oct 2026 23:59 (clocks go back at 02:00): open', '2026-10-24T22:59:00Z', 'restaurant', open('00:00')],
  ['Sun 25 Oct 2026 00:00 BST: closed', '2026-10-24T23:00:00Z', 'restaurant', closed('tuesday', '09:00')],
  ['Sun 25 Oct 2026 01:30 GMT, the second 01:30: closed', '2026-10-25T01:30:00Z', 'restaurant', closed('tuesday', '09:00')],
  ['GMT Sat 27 Mar 2027 23:30: open', '2027-03-27T23:30:00Z', 'restaurant', open('00:00')],
  ['BST Tue 30 Mar 2027 08:59: opens today', '2027-03-30T07:59:00Z', 'restaurant', closed('today', '09:00')],
  ['BST Sat 30 Oct 2027 23:59: open', '2027-10-30T22:59:00Z', 'restaurant', open('00:00')],
  ['GMT Tue 2 Nov 2027 09:00: open', '2027-11-02T09:00:00Z', 'restaurant', open('22:00')],
  // Special hours replace the weekday's.
  ['Christmas Eve (Thu) 16:30: open until the special 17:00', '2026-12-24T16:30:00Z', 'restaurant', open('17:00')],
  ['Christmas Eve 17:30: closed, Christmas Day closed', '2026-12-24T17:30:00Z', 'restaurant', closed('saturday', '11:30')],
  ['Christmas Day 12:00: closed', '2026-12-25T12:00:00Z', 'restaurant', closed('tomorrow', '11:30')],
  ["New Year's Eve (Thu) 23:30: open until 00:00", '2026-12-31T23:30:00Z', 'restaurant', open('00:00')],
  ["New Year's Day 00:30: closed until the special 12:00", '2027-01-01T00:30:00Z', 'restaurant', closed('today', '12:00')],
  ["New Year's Day 19:30: open until the special 20:00", '2027-01-01T19:30:00Z', 'restaurant', open('20:00')],
  // Click-and-collect: the restaurant's opening, its own close time.
  ['click-and-collect BST Wed 21:00: open until 21:30', '2026-07-15T20:00:00Z', 'click-collect', open('21:30')],
  ['click-and-collect BST Wed 21:45: closed', '2026-07-15T20:45:00Z', 'click-collect', closed('tomorrow', '09:00')],
  ['the restaurant at that moment: open', '2026-07-15T20:45:00Z', 'restaurant', open('22:00')],
  ['click-and-collect GMT Fri 23:30: closed at 23:00', '2026-01-16T23:30:00Z', 'click-collect', closed('tomorrow', '11:30')],
  ['click-and-collect Christmas Eve 16:30: closed at the special 16:00', '2026-12-24T16:30:00Z', 'click-collect', closed('saturday', '11:30')],
  ["click-and-collect New Year's Eve 20:30: closed at 20:00", '2026-12-31T20:30:00Z', 'click-collect', closed('tomorrow', '12:00')],
];

describe('openingStatus', () => {
  it.each(CASES)('%s', (_what, instant, service, expected) => {
    expect(openingStatus(HOURS, Date.parse(instant), service)).toEqual(expected);
  });

  it('is closed with no next opening when every day says closed', () => {
    const shut = everyDay('Closed', 'Closed');
    expect(openingStatus({ openingHours: shut, specialHours: [] }, Date.parse('2026-07-15T12:00:00Z'))).toEqual({ open: false, opens: null });
  });

  it('looks a week ahead for the next opening', () => {
    const onlyTuesday = { ...everyDay('Closed', 'Closed'), tuesdayOpen: '09:00', tuesdayClose: '22:00' };
    expect(openingStatus({ openingHours: onlyTuesday }, Date.parse('2026-07-14T21:30:00Z'))).toEqual(closed('tuesday', '09:00'));
  });

  it.each(['', ' ', '9am', '25:00', 'closed ', 'n/a'])('treats %j as closed', (value) => {
    const odd = { ...WEEK, wednesdayOpen: value };
    expect(openingStatus({ openingHours: odd, specialHours: [] }, Date.parse('2026-07-15T12:00:00Z'))).toEqual(closed('tomorrow', '09:00'));
  });

  it('closes after midnight when the close time is before the open time', () => {
    const late = { ...WEEK, wednesdayOpen: '18:00', wednesdayClose: '01:30' };
    expect(openingStatus({ openingHours: late, specialHours: [] }, Date.parse('2026-07-16T00:15:00Z'))).toEqual(open('01:30'));
  });

  it('writes times as HH:mm whatever the data wrote', () => {
    const loose = { ...WEEK, wednesdayOpen: '9:00', wednesdayClose: ' 22:00 ' };
    expect(openingStatus({ openingHours: loose }, Date.parse('2026-07-15T07:00:00Z'))).toEqual(closed('today', '09:00'));
    expect(openingStatus({ openingHours: loose }, Date.parse('2026-07-15T12:00:00Z'))).toEqual(open('22:00'));
  });

  it('reads the clock of the zone it is given', () => {
    const nine = { openingHours: everyDay('09:00', '22:00') };
    expect(openingStatus(nine, Date.parse('2026-07-15T12:00:00Z'), 'restaurant', 'America/New_York')).toEqual(closed('today', '09:00')); // 08:00 there
    expect(openingStatus(nine, Date.parse('2026-07-15T12:00:00Z'), 'restaurant', 'Asia/Tokyo')).toEqual(open('22:00')); // 21:00 there
  });
});

describe('hoursOn', () => {
  it.each([
    ['2026-07-15', 'wednesday', '09:00', '22:00', undefined],
    ['2026-07-19', 'sunday', 'CLOSED', 'closed', undefined],
    ['2026-12-24', 'thursday', '09:00', '17:00', 'Christmas Eve'],
    ['2026-12-25', 'friday', 'Closed', 'Closed', 'Christmas Day'],
  ])('%s is a %s, %s–%s (special: %s)', (date, weekday, openTime, close, label) => {
    const day = hoursOn(HOURS, date);
    expect(day).toMatchObject({ date, weekday, open: openTime, close });
    expect(day.special?.label).toBe(label);
  });

  it.each([['2026-11-23', 'monday'], ['2026-11-22', 'sunday'], ['2027-01-01', 'friday']])('weekdayOf(%s) is %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});

describe('statusWords', () => {
  it.each<[OpeningStatus, string, string]>([
    [open('22:00'), 'Open', 'closes 22:00'],
    [open('00:00'), 'Open', 'closes 00:00'],
    [closed('today', '09:00'), 'Closed', 'opens 09:00'],
    [closed('tomorrow', '11:30'), 'Closed', 'opens tomorrow 11:30'],
    [closed('tuesday', '09:00'), 'Closed', 'opens Tuesday 09:00'],
    [{ open: false, opens: null }, 'Closed', ''],
  ])('%j → %s, %s', (status, label, detail) => {
    expect(statusWords(status)).toEqual({ label, detail });
  });
});
