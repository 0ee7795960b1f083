import { readBookingHorizon } from './booking-horizon';

describe('readBookingHorizon: the horizon of an occasions answer', () => {
  it.each([
    ['the API\'s horizon', { days: 180, lastDate: '2027-05-20' }, { days: 180, lastDate: '2027-05-20' }],
    ['a restaurant that books today only', { days: 0, lastDate: '2026-11-21' }, { days: 0, lastDate: '2026-11-21' }],
    ['extra fields dropped', { days: 7, lastDate: '2026-11-28', note: 'x' }, { days: 7, lastDate: '2026-11-28' }],
    ['no horizon in the answer', undefined, null],
    ['null', null, null],
    ['days as a string', { days: '180', lastDate: '2027-05-20' }, null],
    ['fractional days', { days: 1.5, lastDate: '2027-05-20' }, null],
    ['negative days', { days: -1, lastDate: '2027-05-20' }, null],
    ['no last date', { days: 180 }, null],
    ['a last date that is not YYYY-MM-DD', { days: 180, lastDate: '20/05/2027' }, null],
    ['a list', [180, '2027-05-20'], null],
  ])('%s', (_, value, expected) => {
    expect(readBookingHorizon(value)).toEqual(expected);
  });
});
