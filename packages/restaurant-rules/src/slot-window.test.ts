import { slotWindow } from './slot-window';

const evening = ['17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45', '19:00'];

describe('slotWindow: 3 before, 3 after', () => {
  it.each([
    ['the requested time free: 3 + it + 3', evening, '18:00', ['17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45'], true],
    ['the requested time taken: 3 + 3 around it', evening.filter((t) => t !== '18:00'), '18:00', ['17:15', '17:30', '17:45', '18:15', '18:30', '18:45'], false],
    ['at the first time: none before', evening, '17:00', ['17:00', '17:15', '17:30', '17:45'], true],
    ['near the start: fewer before', evening, '17:15', ['17:00', '17:15', '17:30', '17:45', '18:00'], true],
    ['after the last: 3 before only', evening, '20:00', ['18:30', '18:45', '19:00'], false],
    ['before the first: 3 after only', evening, '12:00', ['17:00', '17:15', '17:30'], false],
    ['nothing free', [], '19:30', [], false],
    ['sparse times count as slots, not minutes', ['12:00', '15:00', '19:30', '22:00'], '19:30', ['12:00', '15:00', '19:30', '22:00'], true],
    ['unsorted, repeated input', ['19:00', '18:00', '19:00', '18:30'], '18:30', ['18:00', '18:30', '19:00'], true],
  ])('%s', (_case, free, requested, times, exactMatch) => {
    expect(slotWindow(free, requested)).toEqual({ times, exactMatch });
  });

  it.each([
    [1, 2, ['17:45', '18:00', '18:15', '18:30']],
    [0, 0, ['18:00']],
    [5, 0, ['17:00', '17:15', '17:30', '17:45', '18:00']],
  ])('takes %i before and %i after', (before, after, times) => {
    expect(slotWindow(evening, '18:00', before, after)).toEqual({ times, exactMatch: true });
  });
});
