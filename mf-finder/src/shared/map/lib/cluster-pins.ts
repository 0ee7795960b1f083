import { boxAt, CLUSTER_BOX, overlaps, PIN_BOX, type Box } from './marker-boxes';

/**
 * Pins that would cover each other on the offline map become one pin with a count (issue 23:
 * the six London pins were one unreadable blob). Pure: points projected to the frame's CSS
 * pixels in, groups out.
 */
export interface ProjectedPoint<T> {
  item: T;
  /** CSS pixels from the frame's left edge. */
  x: number;
  /** CSS pixels from the frame's top edge. */
  y: number;
}

export interface PinGroup<T> {
  /** In the order they came (list order), never empty. */
  items: T[];
  /** Where the group's pin points: the mean of its members' points. */
  x: number;
  y: number;
}

interface Working<T> {
  members: ProjectedPoint<T>[];
  /** The lowest input index among the members: groups come out in list order. */
  first: number;
  x: number;
  y: number;
}

const markerOf = <T>(group: Working<T>): Box => boxAt(group.members.length > 1 ? CLUSTER_BOX : PIN_BOX, group.x, group.y);
const distance = <T>(a: Working<T>, b: Working<T>): number => Math.hypot(a.x - b.x, a.y - b.y);

/** The two groups whose markers overlap and whose points are closest, or null when none overlap. */
function closestOverlapping<T>(groups: Working<T>[]): [number, number] | null {
  let best: [number, number] | null = null;
  let bestDistance = Infinity;
  for (let i = 0; i < groups.length; i += 1) {
    for (let j = i + 1; j < groups.length; j += 1) {
      const a = groups[i] as Working<T>;
      const b = groups[j] as Working<T>;
      if (!overlaps(markerOf(a), markerOf(b))) continue;
      const d = distance(a, b);
      if (d < bestDistance) {
        best = [i, j];
        bestDistance = d;
      }
    }
  }
  return best;
}

function merge<T>(a: Working<T>, b: Working<T>): Working<T> {
  const members = [...a.members, ...b.members];
  return {
    members,
    first: Math.min(a.first, b.first),
    x: members.reduce((sum, m) => sum + m.x, 0) / members.length,
    y: members.reduce((sum, m) => sum + m.y, 0) / members.length,
  };
}

/**
 * Groups pins by their projected distance: while two markers overlap (a pin's box, or a bigger
 * cluster's), the closest such pair merges into one marker at their members' mean point, so
 * a cluster that grows onto a third pin takes it in too. On return no two markers overlap.
 * Deterministic for a given input order; at most a few dozen pins, so the plain O(n³) loop.
 */
export function clusterPins<T>(points: readonly ProjectedPoint<T>[]): PinGroup<T>[] {
  let groups: Working<T>[] = points.map((point, index) => ({ members: [point], first: index, x: point.x, y: point.y }));
  for (let pair = closestOverlapping(groups); pair; pair = closestOverlapping(groups)) {
    const [i, j] = pair;
    const merged = merge(groups[i] as Working<T>, groups[j] as Working<T>);
    groups = [...groups.filter((_, k) => k !== i && k !== j), merged];
  }
  const indexOf = new Map(points.map((point, index) => [point, index]));
  return groups
    .sort((a, b) => a.first - b.first)
    .map((group) => ({
      items: [...group.members].sort((a, b) => (indexOf.get(a) ?? 0) - (indexOf.get(b) ?? 0)).map((m) => m.item),
      x: group.x,
      y: group.y,
    }));
}
