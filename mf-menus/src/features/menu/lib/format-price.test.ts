import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [350, '£3.50'],
    [725, '£7.25'],
    [1995, '£19.95'],
    [100000, '£1,000.00'],
  ])('%p pence → %p', (pence, expected) => {
    expect(formatPrice(pence)).toBe(expected);
  });
});
