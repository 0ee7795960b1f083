import { SPECIAL, WEEK } from '../../../test-support/restaurants';
import { hoursOn, openingStatus, statusWords, type OpeningStatus, type Service } from './opening-status';

const HOURS = { openingHours: WEEK, specialHours: SPECIAL };
const open = (closes: string): OpeningStatus => ({ open: true, closes });
const closed = (day: string, time: string): OpeningStatus => ({ open: false, opens: { day, time } } as OpeningStatus);

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
  // Clock changes: the last Saturday night of GMT and of BST.
  ['GMT Sat 28 Mar 23:30 (clocks go forward at 01:00): open', '2026-03-28T23:30:00Z', 'restaurant', open('00:00')],
  ['Sun 29 Mar 00:00 GMT: closed', '2026-03-29T00:00:00Z', 'restaurant', closed('tuesday', '09:00')],
  ['BST Sat 24 Oct 23:59 (clocks go back at 02:00): open', '2026-10-24T22:59:00Z', 'restaurant', open('00:00')],
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

// The visitor's time zone never matters: the BST rows fail if the clock is read in the
// process's zone instead of London's, whatever that zone is (`TZ=America/New_York npx jest`).
describe('openingStatus', () => {
  it.each(CASES)('%s', (_what, instant, service, expected) => {
    expect(openingStatus(HOURS, new Date(instant), service)).toEqual(expected);
    expect(openingStatus(HOURS, Date.parse(instant), service)).toEqual(expected);
  });
});

describe('openingStatus edge cases', () => {
  it('is closed with no next opening when every day says closed', () => {
    const shut = Object.fromEntries(Object.keys(WEEK).map((key) => [key, 'Closed'])) as unknown as typeof WEEK;
    expect(openingStatus({ openingHours: shut, specialHours: [] }, Date.parse('2026-07-15T12:00:00Z'))).toEqual({ open: false, opens: null });
  });

  it.each(['', ' ', '9am', '25:00', 'closed ', 'n/a'])('treats %j as closed', (value) => {
    const odd = { ...WEEK, wednesdayOpen: value };
    expect(openingStatus({ openingHours: odd, specialHours: [] }, Date.parse('2026-07-15T12:00:00Z'))).toEqual(closed('tomorrow', '09:00'));
  });

  it('closes after midnight when the close time is before the open time', () => {
    const late = { ...WEEK, wednesdayOpen: '18:00', wednesdayClose: '01:30' };
    expect(openingStatus({ openingHours: late, specialHours: [] }, Date.parse('2026-07-16T00:15:00Z'))).toEqual(open('01:30'));
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
