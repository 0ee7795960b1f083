import { warm } from '../palette';
import { circle, ellipse, g, line, path, rect, type Defs } from '../svg';
import type { Tone } from './building';

const same: Tone = (c) => c;

/**
 * Things that stand on a floor or a pavement, seen from the front: bistro tables and chairs,
 * lamps, potted bay trees, parasols. `x` is the centre, `y` the ground line, `s` the scale
 * (1 = a table about 80 units tall).
 */

/** A round marble-topped bistro table on a cast-iron foot. */
function bistroTable(x: number, y: number, s: number, top = '#f1ece4', t: Tone = same): string {
  const h = 78 * s;
  return g(
    {},
    path(`M${x - 18 * s} ${y} Q${x} ${y - 10 * s} ${x + 18 * s} ${y} Z`, warm.ink),
    rect(x - 2.5 * s, y - h, 5 * s, h, warm.ink),
    rect(x - 32 * s, y - h - 5 * s, 64 * s, 6 * s, t(top), { rx: 3 * s }),
    rect(x - 30 * s, y - h + 1 * s, 60 * s, 2 * s, '#000', { opacity: 0.18 }),
  );
}

/** A bentwood bistro chair, facing left or right. */
function bistroChair(x: number, y: number, s: number, facing: 1 | -1, colour: string = warm.espresso): string {
  const f = facing;
  const seat = y - 46 * s;
  const back = `M${x - f * 14 * s} ${seat} L${x - f * 17 * s} ${seat - 44 * s} Q${x - f * 14 * s} ${seat - 52 * s} ${x - f * 6 * s} ${seat - 46 * s}`;
  return g(
    { stroke: colour, fill: 'none', 'stroke-linecap': 'round', 'stroke-width': 3.2 * s },
    path(back, 'none'),
    line(x - f * 14 * s, seat, x - f * 12 * s, y, colour, 3.2 * s),
    line(x + f * 12 * s, seat, x + f * 13 * s, y, colour, 3.2 * s),
    ellipse(x, seat + 12 * s, 11 * s, 4 * s, 'none', { 'stroke-width': 2 * s }),
    rect(x - 16 * s, seat - 3 * s, 32 * s, 5 * s, colour, { rx: 2.5 * s, stroke: 'none' }),
  );
}

/** A table with a chair each side, a glass or two and a small candle or flower. */
export function terraceSet(x: number, y: number, s: number, lit: boolean, chair: string, t: Tone = same): string {
  const tableTop = y - 83 * s;
  return g(
    {},
    ellipse(x, y + 2 * s, 52 * s, 6 * s, '#000', { opacity: 0.12 }),
    bistroChair(x - 40 * s, y, s, 1, t(chair)),
    bistroChair(x + 40 * s, y, s, -1, t(chair)),
    bistroTable(x, y, s, '#f1ece4', t),
    // A carafe and two glasses of red.
    path(`M${x - 16 * s} ${tableTop} l${-3 * s} ${-12 * s} h${12 * s} l${-3 * s} ${12 * s} Z`, '#ffffff', { opacity: 0.75 }),
    rect(x - 17 * s, tableTop - 7 * s, 6 * s, 6 * s, warm.wine, { opacity: 0.9 }),
    path(`M${x + 10 * s} ${tableTop} v${-8 * s} m${-4 * s} ${-2 * s} q${4 * s} ${6 * s} ${8 * s} 0 v${-6 * s} h${-8 * s} Z`, 'none', { stroke: '#ffffff', 'stroke-width': 1.4 * s, opacity: 0.8 }),
    lit
      ? g({}, circle(x + 2 * s, tableTop - 5 * s, 16 * s, warm.lamp, { opacity: 0.25 }), circle(x + 2 * s, tableTop - 5 * s, 3.5 * s, warm.lamp))
      : circle(x + 2 * s, tableTop - 6 * s, 4 * s, warm.rose),
  );
}

/** A clipped bay tree (a ball on a stem) in a square planter. */
export function bayTree(x: number, y: number, s: number, defs: Defs, paint: string, t: Tone = same): string {
  const planter = t(paint);
  const leaf = defs.radial([[0, t(warm.leafLight)], [1, t(warm.leaf)]], 0.35, 0.3, 0.75);
  return g(
    {},
    ellipse(x, y + 2 * s, 34 * s, 5 * s, '#000', { opacity: 0.15 }),
    rect(x - 2.5 * s, y - 130 * s, 5 * s, 80 * s, t(warm.walnut)),
    circle(x, y - 150 * s, 38 * s, leaf),
    circle(x - 14 * s, y - 162 * s, 9 * s, '#ffffff', { opacity: 0.08 }),
    path(`M${x - 26 * s} ${y - 56 * s} h${52 * s} l${-5 * s} ${56 * s} h${-42 * s} Z`, planter),
    rect(x - 28 * s, y - 60 * s, 56 * s, 7 * s, planter, { opacity: 0.85 }),
  );
}

/** A cast-iron street lamp with a lantern head; glowing when `lit`. */
export function streetLamp(x: number, y: number, s: number, lit: boolean, defs: Defs): string {
  const top = y - 430 * s;
  const glow = lit
    ? circle(x, top - 20 * s, 90 * s, defs.radial([[0, warm.lamp, 0.55], [1, warm.lamp, 0]]))
    : '';
  return g(
    {},
    glow,
    rect(x - 4 * s, top, 8 * s, 430 * s, '#1f2326'),
    rect(x - 10 * s, y - 40 * s, 20 * s, 40 * s, '#1f2326', { rx: 3 * s }),
    rect(x - 7 * s, top + 40 * s, 14 * s, 8 * s, '#1f2326'),
    path(`M${x - 16 * s} ${top - 4 * s} L${x - 11 * s} ${top - 44 * s} H${x + 11 * s} L${x + 16 * s} ${top - 4 * s} Z`, lit ? warm.lamp : '#d8e0e3', { stroke: '#1f2326', 'stroke-width': 3 * s }),
    path(`M${x - 20 * s} ${top - 44 * s} L${x} ${top - 60 * s} L${x + 20 * s} ${top - 44 * s} Z`, '#1f2326'),
    rect(x - 18 * s, top - 6 * s, 36 * s, 6 * s, '#1f2326'),
  );
}

/** A wall lantern on a bracket. */
export function wallLantern(x: number, y: number, s: number, lit: boolean, defs: Defs): string {
  return g(
    {},
    lit ? circle(x, y, 46 * s, defs.radial([[0, warm.lamp, 0.5], [1, warm.lamp, 0]])) : '',
    rect(x - 2 * s, y - 26 * s, 4 * s, 12 * s, '#1f2326'),
    path(`M${x - 9 * s} ${y - 14 * s} h${18 * s} l${-3 * s} ${28 * s} h${-12 * s} Z`, lit ? warm.lamp : '#cfd6d8', { stroke: '#1f2326', 'stroke-width': 2.4 * s }),
    rect(x - 11 * s, y - 17 * s, 22 * s, 4 * s, '#1f2326'),
  );
}

/** A café parasol (closed or open) standing in a weighted base. */
export function parasol(x: number, y: number, s: number, paint: string, t: Tone = same): string {
  const colour = t(paint);
  const top = y - 250 * s;
  return g(
    {},
    rect(x - 2 * s, top, 4 * s, 250 * s, t('#e7e1d7')),
    rect(x - 14 * s, y - 10 * s, 28 * s, 10 * s, '#2b2b2b', { rx: 2 * s }),
    path(`M${x - 110 * s} ${top + 44 * s} Q${x} ${top - 28 * s} ${x + 110 * s} ${top + 44 * s} Z`, colour),
    path(`M${x - 110 * s} ${top + 44 * s} q${18.3 * s} ${10 * s} ${36.6 * s} 0 q${18.3 * s} ${10 * s} ${36.6 * s} 0 q${18.3 * s} ${10 * s} ${36.6 * s} 0 q${18.3 * s} ${10 * s} ${36.6 * s} 0 q${18.3 * s} ${10 * s} ${36.6 * s} 0 q${18.3 * s} ${10 * s} ${36.6 * s} 0`, colour),
    path(`M${x - 36 * s} ${top + 30 * s} Q${x} ${top - 14 * s} ${x + 36 * s} ${top + 30 * s}`, 'none', { stroke: '#ffffff', 'stroke-width': 2 * s, opacity: 0.25 }),
  );
}

/** A chalkboard A-frame with a few words painted on it (lettering is passed in, already placed). */
export function aFrame(x: number, y: number, s: number, writing: string, t: Tone = same): string {
  return g(
    {},
    ellipse(x, y + 2 * s, 40 * s, 4 * s, '#000', { opacity: 0.15 }),
    path(`M${x - 34 * s} ${y} L${x - 24 * s} ${y - 120 * s} H${x + 24 * s} L${x + 34 * s} ${y} Z`, t(warm.oak)),
    path(`M${x - 28 * s} ${y - 8 * s} L${x - 20 * s} ${y - 112 * s} H${x + 20 * s} L${x + 28 * s} ${y - 8 * s} Z`, '#26302b'),
    writing,
  );
}
