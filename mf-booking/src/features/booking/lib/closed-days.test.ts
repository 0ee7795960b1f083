import { closedDayMessage, closedDaysOf, isClosedOn, weeklyClosureMessage, type ClosedDays } from './closed-days';

const OPEN = { Open: '10:00', Close: '22:00' };
const week = (closed: Record<string, string> = {}) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
      [`${day}Open`, closed[day] ?? OPEN.Open],
      [`${day}Close`, closed[day] ?? OPEN.Close],
    ]),
  );

const WIDCOMBE = 'Maison Rivière Bath Widcombe';

describe('closedDaysOf', () => {
  it.each([
    ['open every day', { openingHours: week() }, { weekdays: [], special: [] }],
    ['closed on Tuesdays (any spelling of Closed)', { openingHours: week({ tuesday: 'closed' }) }, { weekdays: ['tuesday'], special: [] }],
    ['closed on Sundays and Mondays', { openingHours: week({ sunday: 'Closed', monday: 'CLOSED' }) }, { weekdays: ['monday', 'sunday'], special: [] }],
    ['hours that cannot be read are closed, as the brand API books', { openingHours: { ...week(), wednesdayOpen: '' } }, { weekdays: ['wednesday'], special: [] }],
    [
      'special days: Christmas closed, a Tuesday opened',
      {
        openingHours: week({ tuesday: 'Closed' }),
        specialHours: [
          { endDate: '2026-12-25', openTime: 'Closed', closeTime: 'Closed' },
          { startDate: '2026-12-22', endDate: '2026-12-22', openTime: '12:00', closeTime: '23:00' },
        ],
      },
      { weekdays: ['tuesday'], special: [{ from: '2026-12-25', to: '2026-12-25', closed: true }, { from: '2026-12-22', to: '2026-12-22', closed: false }] },
    ],
  ])('%s', (_case, restaurant, expected) => {
    expect(closedDaysOf(restaurant)).toEqual(expected);
  });
});

describe('isClosedOn and what the guest reads', () => {
  const closed: ClosedDays = {
    weekdays: ['tuesday'],
    special: [
      { from: '2026-12-25', to: '2026-12-26', closed: true },
      { from: '2026-12-22', to: '2026-12-22', closed: false },
    ],
  };

  it.each([
    ['a Tuesday', '2027-04-20', true, 'Maison Rivière Bath Widcombe is closed on Tuesdays.'],
    ['a Wednesday', '2027-04-21', false, null],
    ['Christmas Day, a Friday', '2026-12-25', true, 'Maison Rivière Bath Widcombe is closed on Friday 25 December 2026.'],
    ['Boxing Day, the end of the range', '2026-12-26', true, 'Maison Rivière Bath Widcombe is closed on Saturday 26 December 2026.'],
    ['a Tuesday the restaurant opens specially', '2026-12-22', false, null],
  ])('%s (%s)', (_case, date, isClosed, message) => {
    expect(isClosedOn(closed, date)).toBe(isClosed);
    expect(closedDayMessage(WIDCOMBE, closed, date)).toBe(message);
  });

  it('knows nothing closed without the restaurant’s days', () => {
    expect(isClosedOn(null, '2027-04-20')).toBe(false);
    expect(closedDayMessage(WIDCOMBE, undefined, '2027-04-20')).toBeNull();
  });

  it.each([
    [[], null],
    [['tuesday'], 'Maison Rivière Bath Widcombe is closed on Tuesdays.'],
    [['monday', 'tuesday'], 'Maison Rivière Bath Widcombe is closed on Mondays and Tuesdays.'],
    [['monday', 'tuesday', 'sunday'], 'Maison Rivière Bath Widcombe is closed on Mondays, Tuesdays and Sundays.'],
  ] as const)('weekly closures %j read %p', (weekdays, message) => {
    expect(weeklyClosureMessage(WIDCOMBE, { weekdays: [...weekdays], special: [] })).toBe(message);
  });
});
