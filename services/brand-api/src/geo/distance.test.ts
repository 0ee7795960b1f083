import { EARTH_RADIUS_MILES, greatCircleMiles, MAX_DISTANCE_MILES, MAX_LOCATIONS } from './distance';

const LONDON = { lat: 51.5074, lng: -0.1278 };
const BATH = { lat: 51.3811, lng: -2.359 };
const PARIS = { lat: 48.8566, lng: 2.3522 };
const EDINBURGH = { lat: 55.9533, lng: -3.1883 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const HALF_CIRCUMFERENCE = Math.PI * EARTH_RADIUS_MILES;

describe('greatCircleMiles', () => {
  it.each([
    ['London → Bath', LONDON, BATH, 97, 1],
    ['Bath → London (symmetric)', BATH, LONDON, 97, 1],
    ['London → Paris', LONDON, PARIS, 213, 2],
    ['London → Edinburgh', LONDON, EDINBURGH, 332, 3],
    ['London → Manchester', LONDON, MANCHESTER, 163, 2],
    ['same point', BATH, BATH, 0, 1e-9],
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
