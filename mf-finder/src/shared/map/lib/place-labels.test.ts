import { boxAt, CLUSTER_BOX, ORIGIN_BOX, overlaps, PIN_BOX } from './marker-boxes';
import { estimateTextWidth, LABEL_HEIGHT, placeLabels } from './place-labels';

const FRAME = { width: 400, height: 300 };
const town = (name: string, x: number, y: number) => ({ name, x, y });
const sides = (placed: ReturnType<typeof placeLabels>) => placed.map((p) => [p.name, p.side]);

describe('placeLabels', () => {
  it.each([
    ['nothing in the way: to the right of the dot', [town('Bristol', 100, 100)], [], [['Bristol', 'right']]],
    ['a pin just right of the dot: to the left', [town('Bristol', 100, 100)], [boxAt(PIN_BOX, 125, 105)], [['Bristol', 'left']]],
    [
      'a pin on the dot itself (a restaurant in the town): below the pin, clear of it',
      [town('Bristol', 100, 100)],
      [boxAt(PIN_BOX, 101, 99)],
      [['Bristol', 'below']],
    ],
    [
      'a group on the dot and the searched place under it: the name moves out to where it is clear',
      [town('Bristol', 100, 100)],
      [boxAt(CLUSTER_BOX, 100, 102), boxAt(ORIGIN_BOX, 100, 112)],
      [['Bristol', 'below-right']],
    ],
    ['near the right edge: to the left', [town('Cambridge', 390, 100)], [], [['Cambridge', 'left']]],
    ['in the top-right corner: leftwards, as the frame allows', [town('Norwich', 394, 6)], [], [['Norwich', 'below-left']]],
    [
      'a name never covers another town’s dot: Bristol reads leftwards, clear of Bath',
      [town('Bristol', 100, 100), town('Bath', 130, 100)],
      [],
      [['Bristol', 'left'], ['Bath', 'right']],
    ],
    [
      'the first town has priority: the second goes round it',
      [town('London', 100, 100), town('Westminster', 96, 103)],
      [],
      [['London', 'right'], ['Westminster', 'left']],
    ],
    ['a town off the frame: no label', [town('Aberdeen', 100, -20)], [], []],
    ['a town whose dot the frame would cut: no label', [town('Dover', 398, 150)], [], []],
    [
      'no side free: the town is left off',
      [town('Cardiff', 100, 100)],
      [{ left: 0, top: 0, right: 400, bottom: 96 }, { left: 0, top: 104, right: 400, bottom: 300 }, { left: 0, top: 96, right: 97, bottom: 104 }, { left: 103, top: 96, right: 400, bottom: 104 }],
      [],
    ],
  ])('%s', (_what, towns, obstacles, expected) => {
    expect(sides(placeLabels(towns, obstacles, FRAME))).toEqual(expected);
  });

  it('keeps a name next to its dot when it can: the first place found is the nearest', () => {
    const [near] = placeLabels([town('Bristol', 100, 100)], [boxAt(CLUSTER_BOX, 100, 102), boxAt(ORIGIN_BOX, 100, 112)], FRAME);
    expect(near!.box.left - 100).toBeLessThan(12);
    expect(near!.box.top - 100).toBeLessThan(12);
  });

  it('never covers an obstacle, another name or another town’s dot, and stays in the frame', () => {
    const towns = Array.from({ length: 30 }, (_, i) => town(`Town ${i}`, (i * 53) % 380 + 10, (i * 37) % 280 + 10));
    const pins = Array.from({ length: 12 }, (_, i) => boxAt(PIN_BOX, (i * 71) % 360 + 20, (i * 43) % 260 + 30));
    const placed = placeLabels(towns, pins, FRAME);
    expect(placed.length).toBeGreaterThan(10);
    for (const [i, label] of placed.entries()) {
      expect(label.box.bottom - label.box.top).toBe(LABEL_HEIGHT);
      expect(label.box.right - label.box.left).toBe(estimateTextWidth(label.name));
      expect(label.box.left).toBeGreaterThanOrEqual(0);
      expect(label.box.right).toBeLessThanOrEqual(FRAME.width);
      for (const pin of pins) expect(overlaps(label.box, pin)).toBe(false);
      for (const other of placed.slice(i + 1)) expect(overlaps(label.box, other.box)).toBe(false);
    }
  });
});
