import { CHANGE_MESSAGES, changeBookingSchema } from './change-booking.schema';

const valid = { date: '2026-12-01', adults: 2, children: 0, time: '19:30', menuId: '' };
const schema = changeBookingSchema('2026-11-21');

describe('a change to a booking', () => {
  it('takes a date, a time and a party', () => {
    expect(schema.validateSync(valid)).toEqual(valid);
  });

  it('takes today', () => {
    expect(schema.validateSync({ ...valid, date: '2026-11-21' }).date).toBe('2026-11-21');
  });

  it.each([
    [{ date: '' }, CHANGE_MESSAGES.date],
    [{ date: '1/12/2026' }, CHANGE_MESSAGES.date],
    [{ date: '2026-11-20' }, 'Please choose a date from today onwards.'],
    [{ time: '' }, CHANGE_MESSAGES.time],
    [{ adults: 0 }, CHANGE_MESSAGES.adults],
    [{ adults: Number.NaN }, CHANGE_MESSAGES.adults],
    [{ children: -1 }, CHANGE_MESSAGES.children],
    [{ adults: 21 }, CHANGE_MESSAGES.adults],
    [{ adults: 2.5 }, CHANGE_MESSAGES.adults],
  ])('refuses %j with “%s”', (change, message) => {
    expect(() => schema.validateSync({ ...valid, ...change })).toThrow(message);
  });
});
