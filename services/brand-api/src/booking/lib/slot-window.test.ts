import { slotWindow } from './slot-window';

const all = ['17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45', '19:00'];

describe('slotWindow: 3 before, 3 after', () => {
  it.each([
    ['the requested time free: 3 + it + 3', all, '18:00', ['17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45'], true],
    ['the requested time taken: 3 + 3 around it', all.filter((t) => t !== '18:00'), '18:00', ['17:15', '17:30', '17:45', '18:15', '18:30', '18:45'], false],
    ['near the start: fewer before', all, '17:15', ['17:00', '17:15', '17:30', '17:45', '18:00'], true],
    ['after the last: 3 before only', all, '20:00', ['18:30', '18:45', '19:00'], false],
    ['before the first: 3 after only', all, '12:00', ['17:00', '17:15', '17:30'], false],
    ['nothing free', [], '19:30', [], false],
    ['sparse times count as slots, not minutes', ['12:00', '15:00', '19:30', '22:00'], '19:30', ['12:00', '15:00', '19:30', '22:00'], true],
  ])('%s', (_, available, requested, times, exactMatch) => {
    expect(slotWindow(available, requested)).toEqual({ times, exactMatch });
  });

  it('takes other window sizes', () => {
    expect(slotWindow(all, '18:00', 1, 2)).toEqual({ times: ['17:45', '18:00', '18:15', '18:30'], exactMatch: true });
    expect(slotWindow(all, '18:00', 0, 0)).toEqual({ times: ['18:00'], exactMatch: true });
  });
});
