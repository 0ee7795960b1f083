import { warm } from '../palette';
import { circle, g, path, rect, type Defs } from '../svg';
import type { Random } from '../random';

/** Colours of what is lit by daylight, toned for the time of day (see colour.ts `daylight`). */
export type Tone = (colour: string) => string;
const same: Tone = (c) => c;

/** Parts of a building front, drawn flat (elevation), in picture units. */

/** A sash window: frame, glazing bars, sill; glowing from inside when `lit`. */
export function sashWindow(x: number, y: number, w: number, h: number, lit: boolean, defs: Defs, frameColour = '#f6f1e8', t: Tone = same): string {
  const frame = t(frameColour);
  const glass = lit
    ? defs.linear([[0, '#f7c873'], [1, '#c97a3a']])
    : defs.linear([[0, t('#5d6f80')], [0.55, t('#8ea2b2')], [1, t('#44546a')]]);
  const bars: string[] = [];
  for (let i = 1; i < 3; i++) bars.push(rect(x + (w * i) / 3 - 1.5, y, 3, h, frame));
  bars.push(rect(x, y + h / 2 - 2, w, 4, frame));
  return g(
    {},
    rect(x - 8, y - 8, w + 16, h + 14, frame),
    rect(x, y, w, h, glass),
    lit ? '' : path(`M${x + w * 0.15} ${y + h} L${x + w * 0.55} ${y} H${x + w * 0.7} L${x + w * 0.3} ${y + h} Z`, '#ffffff', { opacity: 0.12 }),
    ...bars,
    rect(x - 14, y + h + 4, w + 28, 8, frame),
    rect(x - 14, y + h + 12, w + 28, 4, '#000', { opacity: 0.12 }),
  );
}

/** Louvred shutters either side of a window. */
export function shutters(x: number, y: number, w: number, h: number, paint: string, t: Tone = same): string {
  const colour = t(paint);
  const one = (sx: number) => {
    const slats: string[] = [];
    for (let sy = y + 10; sy < y + h - 6; sy += 12) slats.push(rect(sx + 4, sy, w * 0.42 - 8, 3, '#000', { opacity: 0.14 }));
    return g({}, rect(sx, y, w * 0.42, h, colour), ...slats);
  };
  return g({}, one(x - 8 - w * 0.42 - 4), one(x + w + 12));
}

/** A wrought-iron balcony rail across a window's foot. */
export function balcony(x: number, y: number, w: number): string {
  // Black iron stays black in any light.
  const bars: string[] = [];
  for (let bx = x + 8; bx < x + w; bx += 12) bars.push(rect(bx, y - 34, 2.5, 34, '#1f2326'));
  return g(
    {},
    rect(x - 6, y - 40, w + 12, 5, '#1f2326'),
    rect(x - 6, y - 2, w + 12, 6, '#1f2326'),
    ...bars,
    path(`M${x + w / 2 - 16} ${y - 20} q16 -16 32 0 q-16 16 -32 0`, 'none', { stroke: '#1f2326', 'stroke-width': 2.5 }),
  );
}

/** A window box of geraniums or lavender. */
export function windowBox(x: number, y: number, w: number, random: Random, t: Tone = same): string {
  const flower = t(random.pick([warm.terracotta, '#c2324a', '#9b7fb8', '#e7a0a8']));
  const blooms: string[] = [];
  for (let bx = x + 6; bx < x + w - 4; bx += 9) {
    const by = y - random.range(6, 18);
    blooms.push(circle(bx, by + 6, 7, t(warm.leaf)), circle(bx + 2, by, 4.5, flower));
  }
  return g({}, ...blooms, rect(x - 4, y - 2, w + 8, 16, t(warm.oak)), rect(x - 4, y + 12, w + 8, 3, '#000', { opacity: 0.15 }));
}

/** Plain windows in a grid on a neighbouring building. */
export function windowGrid(x0: number, x1: number, top: number, bottom: number, lit: boolean, defs: Defs, random: Random, frame: string, t: Tone = same): string {
  const cols = Math.max(1, Math.floor((x1 - x0) / 120));
  const colW = (x1 - x0) / cols;
  const rows = Math.max(1, Math.floor((bottom - top) / 190));
  const rowH = (bottom - top) / rows;
  const out: string[] = [];
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const w = colW * 0.5;
      const h = rowH * 0.62;
      const wx = x0 + c * colW + (colW - w) / 2;
      const wy = top + r * rowH + (rowH - h) / 2;
      out.push(sashWindow(wx, wy, w, h, lit && random.chance(0.45), defs, frame, t));
    }
  }
  return g({}, ...out);
}

/** A cornice: a moulded ledge with a shadow beneath. */
export function cornice(x: number, y: number, w: number, paint: string, t: Tone = same): string {
  const colour = t(paint);
  return g(
    {},
    rect(x - 12, y - 14, w + 24, 14, colour),
    rect(x - 6, y, w + 12, 8, colour),
    rect(x - 6, y + 8, w + 12, 5, '#000', { opacity: 0.14 }),
    rect(x - 12, y - 14, w + 24, 3, '#ffffff', { opacity: 0.25 }),
  );
}

/** A zinc mansard roof with dormers. */
export function mansard(x: number, y: number, w: number, dormers: number, lit: boolean, defs: Defs, t: Tone = same): string {
  const h = 110;
  const roof = defs.linear([[0, t('#6f7a82')], [1, t('#97a2a8')]]);
  const out = [path(`M${x} ${y} L${x + 30} ${y - h} H${x + w - 30} L${x + w} ${y} Z`, roof)];
  for (let i = 0; i < dormers; i++) {
    const dx = x + ((i + 0.5) * w) / dormers;
    out.push(
      rect(dx - 34, y - h + 20, 68, 80, t('#e9e3d8')),
      path(`M${dx - 44} ${y - h + 22} L${dx} ${y - h - 14} L${dx + 44} ${y - h + 22} Z`, t('#5b666d')),
      rect(dx - 22, y - h + 34, 44, 56, lit ? '#f2bd6b' : t('#6b7d8c')),
      rect(dx - 1.5, y - h + 34, 3, 56, t('#e9e3d8')),
    );
  }
  return g({}, ...out);
}
