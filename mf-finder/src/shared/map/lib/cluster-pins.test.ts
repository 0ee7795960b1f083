import { clusterPins } from './cluster-pins';
import { boxAt, CLUSTER_BOX, overlaps, PIN_BOX } from './marker-boxes';

const at = (item: string, x: number, y: number) => ({ item, x, y });
const shape = (groups: ReturnType<typeof clusterPins<string>>) => groups.map((g) => [g.items.join('+'), Math.round(g.x * 10) / 10, Math.round(g.y * 10) / 10]);

describe('clusterPins', () => {
  it.each([
    ['no pins', [], []],
    ['one pin stays a pin', [at('a', 50, 50)], [['a', 50, 50]]],
    ['two pins a pin-width apart stay two', [at('a', 50, 50), at('b', 78, 50)], [['a', 50, 50], ['b', 78, 50]]],
    ['two pins 27 px apart would overlap: one group at their midpoint', [at('a', 50, 50), at('b', 77, 50)], [['a+b', 63.5, 50]]],
    ['one above the other, 31 px: a pin is 32 px tall, so they overlap', [at('a', 50, 50), at('b', 50, 81)], [['a+b', 50, 65.5]]],
    ['one above the other, 32 px: clear', [at('a', 50, 50), at('b', 50, 82)], [['a', 50, 50], ['b', 50, 82]]],
    [
      'six pins within 25 px (London at zoom 8): one group of six, in list order',
      [at('st-katharine', 113, 60), at('st-pauls', 106, 59), at('covent-garden', 103, 60), at('victoria', 100, 62), at('greenwich', 122, 63), at('o2', 125, 62)],
      [['st-katharine+st-pauls+covent-garden+victoria+greenwich+o2', 111.5, 61]],
    ],
    [
      'a group that grows onto a third pin takes it in (its marker is taller than a pin)',
      [at('a', 100, 100), at('b', 110, 100), at('c', 105, 60)],
      [['a+b+c', 105, 86.7]],
    ],
    [
      'the closest pair merges first: c joins b, a stays alone',
      [at('a', 0, 100), at('b', 30, 100), at('c', 40, 100)],
      [['a', 0, 100], ['b+c', 35, 100]],
    ],
    [
      'groups come out in list order, by their first member',
      [at('far', 300, 300), at('x', 10, 10), at('y', 12, 12), at('near', 100, 100)],
      [['far', 300, 300], ['x+y', 11, 11], ['near', 100, 100]],
    ],
  ])('%s', (_what, points, expected) => {
    expect(shape(clusterPins(points))).toEqual(expected);
  });

  it('leaves no two markers overlapping, whatever the input', () => {
    // A dense grid: 64 pins 9 px apart.
    const points = Array.from({ length: 64 }, (_, i) => at(`p${i}`, (i % 8) * 9 + 20, Math.floor(i / 8) * 9 + 40));
    const groups = clusterPins(points);
    const boxes = groups.map((g) => boxAt(g.items.length > 1 ? CLUSTER_BOX : PIN_BOX, g.x, g.y));
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    expect(groups.flatMap((g) => g.items).sort()).toEqual(points.map((p) => p.item).sort());
  });
});
