import { DEFAULT_VIEW, fitView, MAX_ZOOM, restaurantView } from './map-view';

const SIZE = { width: 640, height: 480 };
const BATH = { lat: 51.39334, lng: -2.35502 };
const WIDCOMBE = { lat: 51.36496, lng: -2.36338 };
const VICTORIA = { lat: 51.49764, lng: -0.13564 };
const MANCHESTER = { lat: 53.48039, lng: -2.24399 };
const BRIGHTON = { lat: 50.82912, lng: -0.13359 };

describe('fitView', () => {
  it.each([
    ['nothing: Great Britain', [], SIZE, DEFAULT_VIEW],
    ['one marker: the capped zoom', [BATH], SIZE, { center: BATH, zoom: MAX_ZOOM }],
    ['two markers on one spot: still capped', [BATH, { ...BATH }], SIZE, { center: BATH, zoom: MAX_ZOOM }],
    ['Bath and Widcombe: a town', [BATH, WIDCOMBE], SIZE, { center: { lat: 51.37915, lng: -2.3592 }, zoom: 13 }],
    ['Bath and Victoria: the south of England', [BATH, VICTORIA], SIZE, { center: { lat: 51.44549, lng: -1.24533 }, zoom: 8 }],
    ['Manchester to Brighton on a phone: tall span', [MANCHESTER, BRIGHTON], { width: 335, height: 300 }, { center: { lat: 52.15476, lng: -1.18879 }, zoom: 6 }],
    ['a marker without coordinates is left out', [BATH, { lat: Number.NaN, lng: 0 }], SIZE, { center: BATH, zoom: MAX_ZOOM }],
  ])('%s', (_what, points, size, expected) => {
    const view = fitView(points, size);
    expect(view.zoom).toBe(expected.zoom);
    expect(view.center.lat).toBeCloseTo(expected.center.lat, 4);
    expect(view.center.lng).toBeCloseTo(expected.center.lng, 4);
  });

  it('never zooms in past 18, however small the span', () => {
    expect(fitView([BATH, { lat: BATH.lat + 0.00001, lng: BATH.lng }], SIZE).zoom).toBe(MAX_ZOOM);
  });
});

describe('restaurantView', () => {
  it.each([
    ['its own centre and zoom', { ...BATH, centreLat: 51.4, centreLng: -2.3, zoom: 15 }, { center: { lat: 51.4, lng: -2.3 }, zoom: 15 }],
    ['its own zoom, capped at 18', { ...BATH, centreLat: 51.4, centreLng: -2.3, zoom: 21 }, { center: { lat: 51.4, lng: -2.3 }, zoom: 18 }],
    ['no centre: fits its markers', { ...BATH, markers: [BATH, WIDCOMBE] }, { center: { lat: 51.37915, lng: -2.3592 }, zoom: 13 }],
    ['no centre, no markers: itself at 18', { ...BATH }, { center: BATH, zoom: 18 }],
  ])('%s', (_what, place, expected) => {
    const view = restaurantView(place, SIZE);
    expect(view.zoom).toBe(expected.zoom);
    expect(view.center.lat).toBeCloseTo(expected.center.lat, 4);
    expect(view.center.lng).toBeCloseTo(expected.center.lng, 4);
  });
});
