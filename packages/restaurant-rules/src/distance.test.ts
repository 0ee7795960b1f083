import { EARTH_RADIUS_MILES, formatMiles, greatCircleMiles, MAX_DISTANCE_MILES, MAX_LOCATIONS } from './distance';

const LONDON = { lat: 51.5074, lng: -0.1278 };
const BATH = { lat: 51.3811, lng: -2.359 };
const BATH_CENTRE = { lat: 51.38, lng: -2.36 };
const PARIS = { lat: 48.8566, lng: 2.3522 };
const EDINBURGH = { lat: 55.9533, lng: -3.1883 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const HALF_CIRCUMFERENCE = Math.PI * EARTH_RADIUS_MILES;

describe('greatCircleMiles (earth radius 3959 miles)', () => {
  it.each([
    ['London → Bath', LONDON, BATH, 97, 1],
    ['Bath → London (symmetric)', BATH, LONDON, 97, 1],
    ['Bath centre → London', BATH_CENTRE, LONDON, 96.53, 0.05],
    ['London → Paris', LONDON, PARIS, 213, 2],
    ['London → Edinburgh', LONDON, EDINBURGH, 332, 3],
    ['London → Manchester', LONDON, MANCHESTER, 163, 2],
    ['same point', BATH, BATH, 0, 1e-9],
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 69.1, 0.05],
    ['one degree of longitude on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 69.1, 0.05],
    ['across the antimeridian', { lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 69.1, 0.05],
    ['pole to pole', { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, HALF_CIRCUMFERENCE, 1e-6],
    ['antipodes (no NaN)', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, HALF_CIRCUMFERENCE, 1e-6],
  ])('%s', (_name, a, b, expected, tolerance) => {
    expect(Math.abs(greatCircleMiles(a, b) - expected)).toBeLessThanOrEqual(tolerance);
  });

  it('uses the spec constants', () => {
    expect([EARTH_RADIUS_MILES, MAX_DISTANCE_MILES, MAX_LOCATIONS]).toEqual([3959, 100, 10]);
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
