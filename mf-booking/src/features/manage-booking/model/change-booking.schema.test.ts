import { CHANGE_MESSAGES, changeBookingSchema } from './change-booking.schema';

const valid = { date: '2026-12-01', adults: 2, children: 0, time: '19:30', menuId: '' };

describe('a change to a booking', () => {
  it('takes a date, a time and a party', () => {
    expect(changeBookingSchema.validateSync(valid)).toEqual(valid);
  });

  it.each([
    [{ date: '' }, CHANGE_MESSAGES.date],
    [{ date: '1/12/2026' }, CHANGE_MESSAGES.date],
    [{ time: '' }, CHANGE_MESSAGES.time],
    [{ adults: 0 }, CHANGE_MESSAGES.adults],
    [{ adults: Number.NaN }, CHANGE_MESSAGES.adults],
    [{ children: -1 }, 'children must be greater than or equal to 0'],
  ])('refuses %j with “%s”', (change, message) => {
    expect(() => changeBookingSchema.validateSync({ ...valid, ...change })).toThrow(message);
  });
});
