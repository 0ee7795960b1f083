import { fitView } from '../../locations/lib/map-view';
import { FRAME } from './map-frame';
import { groupName, layoutMap } from './map-layout';
import { boxAt, CLUSTER_BOX, ORIGIN_BOX, overlaps, PIN_BOX } from './marker-boxes';

const place = (title: string, lat: number, lng: number) => ({ title, lat, lng });
const BATH = place('Maison Rivière Bath', 51.39334, -2.35502);
const WIDCOMBE = place('Maison Rivière Bath Widcombe', 51.36496, -2.36338);
const BRISTOL = place('Maison Rivière Bristol Harbourside', 51.4504, -2.5966);
const CARDIFF = place('Maison Rivière Cardiff', 51.48555, -3.17936);
const WITNEY = place('Maison Rivière Witney', 51.78439, -1.48385);
const BATH_CENTRE = { lat: 51.3814, lng: -2.3591, label: 'You searched: Bath' };

describe('groupName', () => {
  it.each([
    [['London', 'London', 'London', 'London', 'London', 'London'], '6 restaurants in London'],
    [['Brighton', 'Hove'], '2 restaurants in Brighton and Hove'],
    [['Bath', 'Bath', 'Bristol', 'Bristol', 'Warminster'], '5 restaurants in Bath, Bristol and Warminster'],
    [['Bath', 'Bristol', 'Cardiff', 'Newport'], '4 restaurants around Bath and 3 other towns'],
    [['', ''], '2 restaurants'],
  ])('%j → %s', (towns, name) => {
    expect(groupName(towns)).toBe(name);
  });
});

describe('layoutMap', () => {
  const size = { width: 343, height: (343 * FRAME.height) / FRAME.width };

  it('groups what would overlap, marks the searched place, and names towns clear of every mark', () => {
    const items = [BATH, WIDCOMBE, BRISTOL, CARDIFF, WITNEY];
    const layout = layoutMap(items, fitView([...items, BATH_CENTRE], { width: 480, height: 520 }), BATH_CENTRE, size);
    expect(layout.groups.flatMap((g) => g.items)).toHaveLength(items.length);
    expect(layout.groups.find((g) => g.items.includes(BATH))?.items).toContain(WIDCOMBE);
    expect(layout.origin).toMatchObject({ label: 'You searched: Bath' });
    expect(layout.named).toBeNull();
    const marks = [...layout.groups.map((g) => boxAt(g.items.length > 1 ? CLUSTER_BOX : PIN_BOX, g.x, g.y)), boxAt(ORIGIN_BOX, layout.origin!.x, layout.origin!.y)];
    expect(layout.towns.map((t) => t.name)).toEqual(expect.arrayContaining(['Bristol', 'Cardiff']));
    for (const town of layout.towns) for (const mark of marks) expect(overlaps(town.box, mark)).toBe(false);
  });

  it('keeps the searched place in the frame even when it is beyond the restaurants', () => {
    const far = { lat: 52.2053, lng: 0.1218, label: 'You searched: Cambridge' };
    const layout = layoutMap([BATH, WIDCOMBE], fitView([BATH, WIDCOMBE, far], { width: 480, height: 520 }), far, size);
    expect(layout.origin!.x).toBeGreaterThan(0);
    expect(layout.origin!.x).toBeLessThan(size.width);
  });

  it("names a lone pin beside it: on its right in the frame's left half", () => {
    const layout = layoutMap([WITNEY], { center: WITNEY, zoom: 15 }, null, size);
    expect(layout.groups).toHaveLength(1);
    expect(layout.named).toEqual({ side: 'right' });
    expect(layout.origin).toBeNull();
  });
});
