import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import moment from 'moment-timezone';
import ts from 'typescript';
import { addDays, instantOf, isCalendarDate, isoAt, isoWeekday, LONDON, minutesOf, offsetMinutes, toTime, wallClock } from './clock';

// [instant (UTC), London date, time, minutes, ISO weekday, offset]
const WALL_CLOCK: [string, string, string, number, number, number][] = [
  ['2026-07-01T18:30:00Z', '2026-07-01', '19:30', 1170, 3, 60], // an ordinary BST day
  ['2026-12-01T18:30:00Z', '2026-12-01', '18:30', 1110, 2, 0], // an ordinary GMT day
  ['2026-11-21T18:33:00Z', '2026-11-21', '18:33', 1113, 6, 0],
  ['2026-06-30T23:10:00Z', '2026-07-01', '00:10', 10, 3, 60], // after midnight in London, not yet in UTC
  ['2026-06-30T23:30:00Z', '2026-07-01', '00:30', 30, 3, 60],
  ['2026-03-29T00:59:00Z', '2026-03-29', '00:59', 59, 7, 0], // the minute before BST starts
  ['2026-03-29T00:59:59Z', '2026-03-29', '00:59', 59, 7, 0],
  ['2026-03-29T01:00:00Z', '2026-03-29', '02:00', 120, 7, 60], // clocks go forward
  ['2026-10-25T00:30:00Z', '2026-10-25', '01:30', 90, 7, 60], // the autumn hour, first time
  ['2026-10-25T00:59:00Z', '2026-10-25', '01:59', 119, 7, 60], // the last BST minute
  ['2026-10-25T01:00:00Z', '2026-10-25', '01:00', 60, 7, 0], // clocks go back
  ['2026-10-25T01:30:00Z', '2026-10-25', '01:30', 90, 7, 0], // the autumn hour, second time
  ['2026-12-31T23:59:00Z', '2026-12-31', '23:59', 1439, 4, 0], // New Year's Eve, GMT
  ['2027-03-28T00:59:00Z', '2027-03-28', '00:59', 59, 7, 0],
  ['2027-03-28T01:00:00Z', '2027-03-28', '02:00', 120, 7, 60],
  ['2027-10-31T00:59:00Z', '2027-10-31', '01:59', 119, 7, 60],
  ['2027-10-31T01:00:00Z', '2027-10-31', '01:00', 60, 7, 0],
  ['2027-06-15T12:00:00Z', '2027-06-15', '13:00', 780, 2, 60],
  ['2027-01-01T00:00:00Z', '2027-01-01', '00:00', 0, 5, 0],
];

// [London date, time, instant (UTC)]: the spring hour moves forward, the autumn hour is its first (BST) occurrence.
const INSTANTS: [string, string, string][] = [
  ['2026-12-19', '19:30', '2026-12-19T19:30:00.000Z'],
  ['2026-07-04', '19:30', '2026-07-04T18:30:00.000Z'],
  ['2026-07-15', '22:00', '2026-07-15T21:00:00.000Z'],
  ['2026-12-25', '12:00', '2026-12-25T12:00:00.000Z'],
  ['2026-03-29', '00:59', '2026-03-29T00:59:00.000Z'],
  ['2026-03-29', '01:00', '2026-03-29T01:00:00.000Z'], // never happens: read as 02:00 BST
  ['2026-03-29', '01:30', '2026-03-29T01:30:00.000Z'], // never happens: read as 02:30 BST
  ['2026-03-29', '02:00', '2026-03-29T01:00:00.000Z'],
  ['2026-03-29', '09:00', '2026-03-29T08:00:00.000Z'],
  ['2026-10-25', '00:30', '2026-10-24T23:30:00.000Z'],
  ['2026-10-25', '01:00', '2026-10-25T00:00:00.000Z'], // happens twice: the first, BST
  ['2026-10-25', '01:30', '2026-10-25T00:30:00.000Z'],
  ['2026-10-25', '02:00', '2026-10-25T02:00:00.000Z'],
  ['2026-10-25', '09:00', '2026-10-25T09:00:00.000Z'],
  ['2027-03-28', '01:30', '2027-03-28T01:30:00.000Z'],
  ['2027-03-28', '02:30', '2027-03-28T01:30:00.000Z'],
  ['2027-10-31', '01:30', '2027-10-31T00:30:00.000Z'],
  ['2027-10-31', '02:30', '2027-10-31T02:30:00.000Z'],
  ['2027-01-01', '00:00', '2027-01-01T00:00:00.000Z'],
];

describe('the London clock', () => {
  it.each(WALL_CLOCK)('%s is %s %s in London', (iso, date, time, minutes, weekday, offset) => {
    const now = Date.parse(iso);
    expect(wallClock(now)).toEqual({ date, time, hour: Math.floor(minutes / 60), minute: minutes % 60, minutes, weekday });
    expect(offsetMinutes(now)).toBe(offset);
  });

  it.each(INSTANTS)('%s %s in London is %s', (date, time, iso) => {
    expect(new Date(instantOf(date, time)).toISOString()).toBe(iso);
  });

  it('reads other zones too', () => {
    expect(wallClock(Date.parse('2026-07-01T18:30:00Z'), 'America/New_York')).toMatchObject({ date: '2026-07-01', time: '14:30' });
    expect(offsetMinutes(Date.parse('2026-07-01T18:30:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(new Date(instantOf('2026-07-01', '14:30', 'America/New_York')).toISOString()).toBe('2026-07-01T18:30:00.000Z');
  });

  it('agrees with moment-timezone every 6 hours and a minute from 2024 to 2032', () => {
    const wrong: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2032, 0, 1); t += 6 * 3_600_000 + 60_000) {
      const expected = moment.tz(t, LONDON);
      const { date, time, weekday } = wallClock(t);
      const ok = `${date} ${time}` === expected.format('YYYY-MM-DD HH:mm') && weekday === expected.isoWeekday() && offsetMinutes(t) === expected.utcOffset();
      if (!ok) wrong.push(new Date(t).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('agrees with moment-timezone on the instant of every quarter hour of both 2026 and 2027 clock-change days', () => {
    const wrong: string[] = [];
    for (const date of ['2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31']) {
      for (let minutes = 0; minutes < 1440; minutes += 15) {
        const time = toTime(Math.floor(minutes / 60), minutes % 60);
        const expected = moment.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', LONDON).valueOf();
        if (instantOf(date, time) !== expected) wrong.push(`${date} ${time}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('round-trips every grid time of every day of 2026 and 2027', () => {
    for (let day = 0; day < 730; day++) {
      const date = addDays('2026-01-01', day);
      for (const time of ['00:00', '09:00', '12:15', '19:30', '23:45']) expect(wallClock(instantOf(date, time))).toMatchObject({ date, time });
    }
  });
});

// The visitor's own zone never matters: the same answers with the process in New York and in
// Sydney. Jest fixes the zone of its own process, so this runs the module in a child process.
describe.each(['America/New_York', 'Australia/Sydney'])('the London clock with the process in %s', (zone) => {
  it('gives the same wall clocks and instants', () => {
    const source = ts.transpileModule(readFileSync(join(__dirname, 'clock.ts'), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const script = `
      const module = { exports: {} }; const exports = module.exports;
      ${source}
      const input = JSON.parse(process.argv[1]);
      console.log(JSON.stringify({
        localOffset: new Date(Date.UTC(2026, 6, 1)).getTimezoneOffset(),
        clocks: input.clocks.map((iso) => [module.exports.wallClock(Date.parse(iso)), module.exports.offsetMinutes(Date.parse(iso))]),
        instants: input.instants.map(([date, time]) => new Date(module.exports.instantOf(date, time)).toISOString()),
      }));`;
    const input = JSON.stringify({ clocks: WALL_CLOCK.map(([iso]) => iso), instants: INSTANTS.map(([date, time]) => [date, time]) });
    const output = execFileSync(process.execPath, ['-e', script, input], { env: { ...process.env, TZ: zone }, encoding: 'utf8' });
    const result = JSON.parse(output) as { localOffset: number; clocks: unknown[]; instants: string[] };

    expect(result.localOffset).not.toBe(0);
    expect(result.clocks).toEqual(
      WALL_CLOCK.map(([, date, time, minutes, weekday, offset]) => [
        { date, time, hour: Math.floor(minutes / 60), minute: minutes % 60, minutes, weekday },
        offset,
      ]),
    );
    expect(result.instants).toEqual(INSTANTS.map(([, , iso]) => iso));
  });
});

describe('isoAt', () => {
  it.each([
    ['2026-07-04T18:30:00Z', LONDON, '2026-07-04T19:30:00+01:00'],
    ['2026-12-05T19:30:00Z', LONDON, '2026-12-05T19:30:00+00:00'],
    ['2026-10-25T00:30:00Z', LONDON, '2026-10-25T01:30:00+01:00'],
    ['2026-10-25T01:30:00Z', LONDON, '2026-10-25T01:30:00+00:00'],
    ['2026-06-30T23:10:05Z', LONDON, '2026-07-01T00:10:05+01:00'],
    ['2026-07-01T18:30:00Z', 'America/New_York', '2026-07-01T14:30:00-04:00'],
    ['2026-07-01T18:30:00Z', 'Asia/Kolkata', '2026-07-02T00:00:00+05:30'],
  ])('%s in %s is %s', (iso, zone, expected) => {
    expect(isoAt(Date.parse(iso), zone)).toBe(expected);
    expect(Date.parse(expected)).toBe(Date.parse(iso));
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-10-24', 2, '2026-10-26'],
    ['2026-03-28', 1, '2026-03-29'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));

  it.each([
    ['2026-11-23', 1],
    ['2026-11-21', 6],
    ['2026-11-22', 7],
    ['2026-12-25', 5],
    ['2027-03-28', 7],
  ])('isoWeekday(%s) = %i', (date, weekday) => expect(isoWeekday(date)).toBe(weekday));

  it.each([
    ['2026-02-28', true],
    ['2026-12-12', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-1-1', false],
    ['nonsense', false],
    ['', false],
  ])('isCalendarDate(%s) = %s', (date, expected) => expect(isCalendarDate(date)).toBe(expected));

  it.each([
    ['19:30', 1170],
    ['00:00', 0],
    ['9:05', 545],
    ['23:45', 1425],
  ])('minutesOf(%s) = %i', (time, minutes) => expect(minutesOf(time)).toBe(minutes));

  it.each([
    [9, 5, '09:05'],
    [0, 0, '00:00'],
    [23, 45, '23:45'],
  ])('toTime(%i, %i) = %s', (hour, minute, time) => expect(toTime(hour, minute)).toBe(time));
});
