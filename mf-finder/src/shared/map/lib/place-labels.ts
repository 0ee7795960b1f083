import { boxAt, overlaps, TOWN_DOT_BOX, type Box } from './marker-boxes';

/**
 * Where each town's name goes on the offline map so no pin, cluster or searched-place marker
 * covers it (issue 23: the Bristol and Cardiff names sat under pins), nor another name, nor the
 * frame's edge cuts it. Pure: dots and obstacles in the frame's CSS pixels in, label boxes out.
 */
export interface TownDot {
  name: string;
  x: number;
  y: number;
}

export type LabelSide = 'right' | 'left' | 'below' | 'above' | 'below-right' | 'below-left' | 'above-right' | 'above-left';

export interface PlacedLabel extends TownDot {
  side: LabelSide;
  /** The name's box (its text), in the frame's CSS pixels. */
  box: Box;
}

/** A name's line box: 12 px type (0.75rem) on a 14 px line, as outline-map.css sets it. */
export const LABEL_HEIGHT = 14;
/** Space between a dot's centre and its name. */
const GAP = 6;
/** Names keep this far inside the frame. */
const MARGIN = 2;
/** Dots keep this far inside the frame. */
const DOT_MARGIN = 5;

/**
 * A name's width, generous on purpose: 0.6 em a character is wider than the UI face's average,
 * so the box reserved always holds the text as painted, whichever face has loaded.
 */
export const estimateTextWidth = (name: string): number => Math.ceil(name.length * 12 * 0.6) + 2;

/** How far from its dot a name may go, nearest first: a marker on the dot pushes it out. */
const RINGS = [0, 10, 20, 30];

/**
 * The name's box on each side of its dot, in the order they are tried: beside, below and above
 * the dot, then the corners, at each distance from the dot in turn.
 */
function candidates(dot: TownDot, width: number): [LabelSide, Box][] {
  const h = LABEL_HEIGHT;
  const { x, y } = dot;
  const at = (left: number, top: number): Box => ({ left, top, right: left + width, bottom: top + h });
  return RINGS.flatMap((ring): [LabelSide, Box][] => {
    const gap = GAP + ring;
    const corner = GAP / 2 + ring * 0.7;
    return [
      ['right', at(x + gap, y - h / 2)],
      ['left', at(x - gap - width, y - h / 2)],
      ['below', at(x - width / 2, y + gap)],
      ['above', at(x - width / 2, y - gap - h)],
      ['below-right', at(x + corner, y + corner)],
      ['below-left', at(x - corner - width, y + corner)],
      ['above-right', at(x + corner, y - corner - h)],
      ['above-left', at(x - corner - width, y - corner - h)],
    ];
  });
}

const inside = (box: Box, frame: { width: number; height: number }): boolean =>
  box.left >= MARGIN && box.top >= MARGIN && box.right <= frame.width - MARGIN && box.bottom <= frame.height - MARGIN;

/**
 * Each town in turn (the list's order is its priority) takes the first place around its dot
 * where its name stays inside the frame and clear of every obstacle, every other town's dot and
 * the names already placed; a town with no such place is left off the map, dot and all.
 */
export function placeLabels(
  towns: readonly TownDot[],
  obstacles: readonly Box[],
  frame: { width: number; height: number },
  textWidth: (name: string) => number = estimateTextWidth,
): PlacedLabel[] {
  // A dot must show whole: one cut by the frame's edge would leave a name pointing at nothing.
  const onMap = towns.filter((t) => t.x >= DOT_MARGIN && t.x <= frame.width - DOT_MARGIN && t.y >= DOT_MARGIN && t.y <= frame.height - DOT_MARGIN);
  const dots = onMap.map((t) => boxAt(TOWN_DOT_BOX, t.x, t.y));
  const placed: PlacedLabel[] = [];
  for (const [i, town] of onMap.entries()) {
    const blocked = [...obstacles, ...dots.filter((_, j) => j !== i), ...placed.map((p) => p.box)];
    const found = candidates(town, textWidth(town.name)).find(([, box]) => inside(box, frame) && !blocked.some((b) => overlaps(box, b)));
    if (found) placed.push({ ...town, side: found[0], box: found[1] });
  }
  return placed;
}
