import { inLondon, londonInstant } from './london-time';

/** The engine's own tz database (ICU): the offset of London at an instant, in minutes east of UTC. */
function icuOffset(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'shortOffset' }).formatToParts(instant);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-]\d+)?/.exec(name);
  return match?.[1] ? Number(match[1]) * 60 : 0;
}

describe('the bundled Europe/London data', () => {
  it('agrees with the engine every 6 hours from 2000 to 2060', () => {
    const wrong: string[] = [];
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2060, 0, 1); t += 6 * 3_600_000) {
      if (inLondon(t).utcOffset() !== icuOffset(t)) wrong.push(new Date(t).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['2026-03-29', '00:59', '2026-03-29T00:59:00.000Z'],
    ['2026-03-29', '02:00', '2026-03-29T01:00:00.000Z'],
    ['2026-07-15', '22:00', '2026-07-15T21:00:00.000Z'],
    ['2026-10-25', '00:30', '2026-10-24T23:30:00.000Z'],
    ['2026-12-25', '12:00', '2026-12-25T12:00:00.000Z'],
  ])('London %s %s is %s', (date, time, iso) => {
    expect(londonInstant(date, time).toISOString()).toBe(iso);
  });
});
