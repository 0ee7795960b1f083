import { inAnnualWindow, occasionRunsOn } from './occasion-rules';

const everyDay = [1, 2, 3, 4, 5, 6, 7];

describe('occasionRunsOn', () => {
  it.each([
    ['every day, any date', { days: everyDay }, '2026-11-23', true],
    ['weekends only, on a Monday', { days: [6, 7] }, '2026-11-23', false],
    ['weekends only, on a Saturday', { days: [6, 7] }, '2026-11-21', true],
    ['Christmas Day on the 25th', { days: everyDay, annualFrom: '12-25', annualTo: '12-25' }, '2026-12-25', true],
    ['Christmas Day on the 24th', { days: everyDay, annualFrom: '12-25', annualTo: '12-25' }, '2026-12-24', false],
    ['Christmas Day, next year too', { days: everyDay, annualFrom: '12-25', annualTo: '12-25' }, '2031-12-25', true],
    ['Lunch skips the 25th', { days: everyDay, excludedMonthDays: ['12-25'] }, '2026-12-25', false],
    ['Lunch on the 26th', { days: everyDay, excludedMonthDays: ['12-25'] }, '2026-12-26', true],
    ['festive window wrapping the new year, 1 January', { days: everyDay, annualFrom: '12-24', annualTo: '01-02' }, '2027-01-01', true],
    ['festive window wrapping the new year, 3 January', { days: everyDay, annualFrom: '12-24', annualTo: '01-02' }, '2027-01-03', false],
    ['before validFrom', { days: everyDay, validFrom: '2027-01-01' }, '2026-12-31', false],
    ['on validTo', { days: everyDay, validTo: '2027-01-01' }, '2027-01-01', true],
    ['after validTo', { days: everyDay, validTo: '2027-01-01' }, '2027-01-02', false],
  ])('%s', (_, calendar, date, expected) => expect(occasionRunsOn(calendar, date)).toBe(expected));

  it('annual windows compare month-days', () => {
    expect(inAnnualWindow('06-15', '06-01', '08-31')).toBe(true);
    expect(inAnnualWindow('09-01', '06-01', '08-31')).toBe(false);
  });
});
