import { fromDisplayDate, toDisplayDate } from './display-date';

describe('the date field’s dates', () => {
  it.each([
    ['12/12/2026', '2026-12-12'],
    ['1/2/2027', '2027-02-01'],
    [' 05/12/2026 ', '2026-12-05'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2027', null],
    ['31/04/2027', null],
    ['2027-02-01', null],
    ['12/12/26', null],
    ['', null],
  ])('fromDisplayDate(%p) is %p', (text, expected) => {
    expect(fromDisplayDate(text)).toBe(expected);
  });

  it.each([
    ['2026-12-05', '05/12/2026'],
    ['2027-02-01', '01/02/2027'],
  ])('toDisplayDate(%s) is %s', (date, expected) => {
    expect(toDisplayDate(date)).toBe(expected);
  });
});
