import { bookableTimes } from './slots';

describe('bookableTimes', () => {
  const base = { occasionStart: '09:00', occasionEnd: '23:45', lastBookingBeforeCloseMinutes: 60, nowMinutes: null };
  it.each([
    ['closed all day', { ...base, opening: null }, []],
    ['open 08:00–10:30: from 09:00, last at 09:30', { ...base, opening: { open: 480, close: 630 } }, ['09:00', '09:15', '09:30']],
    ['lunch 12:00–13:00 inside 09:00–22:00', { ...base, occasionStart: '12:00', occasionEnd: '13:00', opening: { open: 540, close: 1320 } }, ['12:00', '12:15', '12:30', '12:45', '13:00']],
    ['open to midnight: last at 23:00', { ...base, occasionStart: '22:30', opening: { open: 540, close: 1440 } }, ['22:30', '22:45', '23:00']],
    ['open past midnight: the grid ends at 23:45', { ...base, occasionStart: '23:15', opening: { open: 1080, close: 1530 } }, ['23:15', '23:30', '23:45']],
    ['today at 21:10: only later slots', { ...base, nowMinutes: 21 * 60 + 10, opening: { open: 540, close: 1380 } }, ['21:15', '21:30', '21:45', '22:00']],
    ['today exactly at 21:15: 21:15 is gone', { ...base, nowMinutes: 21 * 60 + 15, opening: { open: 540, close: 1380 } }, ['21:30', '21:45', '22:00']],
    ['opening at 11:40 rounds up to 11:45', { ...base, occasionEnd: '12:00', opening: { open: 700, close: 1320 } }, ['11:45', '12:00']],
    ['no gap before closing', { ...base, lastBookingBeforeCloseMinutes: 0, occasionStart: '21:30', opening: { open: 540, close: 1320 } }, ['21:30', '21:45', '22:00']],
  ])('%s', (_, bounds, expected) => expect(bookableTimes(bounds)).toEqual(expected));
});
