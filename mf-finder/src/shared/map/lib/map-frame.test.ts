import { DEFAULT_VIEW, MAX_ZOOM } from '../../locations/lib/map-view';
import { FRAME, isOnMap, OUTLINE_MAX_ZOOM, outlineView, REGION_ZOOM, pinPosition, viewBoxOf, worldPoint } from './map-frame';

const BATH = { lat: 51.39334, lng: -2.35502 };
const WIDCOMBE = { lat: 51.36496, lng: -2.36338 };
const VICTORIA = { lat: 51.49764, lng: -0.13564 };
const EDINBURGH = { lat: 55.95325, lng: -3.18827 };
const PLYMOUTH = { lat: 50.37038, lng: -4.14265 };
const BELFAST = { lat: 54.59728, lng: -5.93012 };

describe('worldPoint', () => {
  it.each([
    ['Greenwich on the equator: the middle of the world', { lat: 0, lng: 0 }, { x: 128, y: 128 }],
    ['180°W on the equator: the left edge', { lat: 0, lng: -180 }, { x: 0, y: 128 }],
    ['Bath: a little west of Greenwich, well north', BATH, { x: 126.3253, y: 85.2567 }],
  ])('%s', (_what, point, expected) => {
    const { x, y } = worldPoint(point);
    expect(x).toBeCloseTo(expected.x, 3);
    expect(y).toBeCloseTo(expected.y, 3);
  });
});

describe('outlineView', () => {
  it.each([
    ['one restaurant: its region, not its street', { center: BATH, zoom: MAX_ZOOM }, [BATH], { center: BATH, zoom: REGION_ZOOM }],
    ['a restaurant with its own close-up: centred on its pin', { center: { lat: 51.4, lng: -2.3 }, zoom: 15 }, [BATH], { center: BATH, zoom: REGION_ZOOM }],
    ['Bath and Widcombe: as close as the outline allows', { center: BATH, zoom: 13 }, [BATH, WIDCOMBE], { center: { lat: 51.37915, lng: -2.3592 }, zoom: OUTLINE_MAX_ZOOM }],
    ['Bath and Victoria: the south of England', { center: BATH, zoom: 8 }, [BATH, VICTORIA], { center: { lat: 51.44549, lng: -1.24533 }, zoom: 7 }],
    ['Plymouth to Edinburgh: most of Great Britain', { center: BATH, zoom: 6 }, [PLYMOUTH, EDINBURGH], { center: { lat: 53.16182, lng: -3.66546 }, zoom: 5 }],
    ['a view already further out than the pins need: kept', { center: BATH, zoom: 4 }, [BATH], { center: BATH, zoom: 4 }],
    ['no pins: the view as given', DEFAULT_VIEW, [], DEFAULT_VIEW],
  ])('%s', (_what, view, pins, expected) => {
    const result = outlineView(view, pins);
    expect(result.zoom).toBe(expected.zoom);
    expect(result.center.lat).toBeCloseTo(expected.center.lat, 4);
    expect(result.center.lng).toBeCloseTo(expected.center.lng, 4);
  });
});

describe('viewBoxOf and pinPosition', () => {
  it('at zoom 0 the frame spans its own size in world pixels, centred on the view', () => {
    expect(viewBoxOf({ center: { lat: 0, lng: 0 }, zoom: 0 }, { width: 200, height: 100 })).toEqual({ x: 28, y: 78, width: 200, height: 100 });
  });

  it('each zoom level halves the world pixels the frame spans', () => {
    const box = viewBoxOf({ center: BATH, zoom: 8 });
    expect(box.width).toBeCloseTo(FRAME.width / 256, 9);
    expect(box.height).toBeCloseTo(FRAME.height / 256, 9);
  });

  it.each([
    ['the centre is in the middle', BATH, { left: 50, top: 50 }, true],
    ['Victoria is east of Bath, a little north', VICTORIA, { left: 92.09, top: 46.54 }, true],
    ['Belfast is off a zoom-7 map of Bath', BELFAST, { left: -17.79, top: -60.19 }, false],
  ])('%s', (_what, point, expected, onMap) => {
    const position = pinPosition(point, viewBoxOf({ center: BATH, zoom: 7 }));
    expect(position.left).toBeCloseTo(expected.left, 1);
    expect(position.top).toBeCloseTo(expected.top, 1);
    expect(isOnMap(position)).toBe(onMap);
  });
});
