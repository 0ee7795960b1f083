import { formatMiles, milesBetween } from './distance';

const BATH = { lat: 51.38, lng: -2.36 };
const LONDON = { lat: 51.5074, lng: -0.1278 };

describe('milesBetween (great circle, earth radius 3959 miles)', () => {
  it.each([
    ['the same point', BATH, BATH, 0],
    ['Bath to London', BATH, LONDON, 96.53],
    ['London to Bath (symmetric)', LONDON, BATH, 96.53],
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 69.1],
    ['pole to pole', { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, 12437.57], // half the circumference: π × 3959,
  ])('%s is %s miles', (_case, a, b, miles) => {
    expect(milesBetween(a, b)).toBeCloseTo(miles, 1);
  });
});

describe('formatMiles', () => {
  it.each([
    [0.04, '0 miles'],
    [0.44, '0.4 miles'],
    [1, '1 mile'],
    [1.04, '1 mile'],
    [12.345, '12.3 miles'],
    [99.96, '100 miles'],
  ])('%d → %s', (miles, text) => {
    expect(formatMiles(miles)).toBe(text);
  });
});
