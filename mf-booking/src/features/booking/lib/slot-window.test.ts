import { slotWindow } from './slot-window';

const evening = ['17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45', '19:00'];

describe('slotWindow', () => {
  it.each([
    ['exact time free: 3 before, itself, 3 after', evening, '18:00', ['17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45'], true],
    ['exact time taken', evening.filter((t) => t !== '18:00'), '18:00', ['17:15', '17:30', '17:45', '18:15', '18:30', '18:45'], false],
    ['near the start: fewer before', evening, '17:00', ['17:00', '17:15', '17:30', '17:45'], true],
    ['after the last time: only before', evening, '21:00', ['18:30', '18:45', '19:00'], false],
    ['nothing free', [], '19:30', [], false],
    ['unsorted, duplicated input', ['19:00', '18:00', '19:00', '18:30'], '18:30', ['18:00', '18:30', '19:00'], true],
  ])('%s', (_case, free, requested, times, exactMatch) => {
    expect(slotWindow(free, requested)).toEqual({ times, exactMatch });
  });
});
