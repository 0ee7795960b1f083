import { mix } from '../colour';
import { brand, warm } from '../palette';
import type { Random } from '../random';
import { lettering } from '../lettering';
import { circle, ellipse, g, path, rect, type Defs } from '../svg';

/** Parts of a brasserie dining room, drawn from the front. */

/** A glass globe pendant on its cord, glowing. */
export function globeLight(x: number, y: number, r: number, ceiling: number, defs: Defs): string {
  return g(
    {},
    circle(x, y, r * 5, defs.radial([[0, warm.lamp, 0.42], [0.4, warm.glow, 0.14], [1, warm.glow, 0]])),
    rect(x - 1, ceiling, 2, y - r - ceiling, '#2a1d14'),
    rect(x - r * 0.35, y - r - 6, r * 0.7, 8, warm.brass),
    circle(x, y, r, defs.radial([[0, '#fffaf0'], [0.6, '#ffe7b3'], [1, '#f4c77a']], 0.4, 0.35, 0.7)),
  );
}

/** A gilt-framed mirror with an arched top and a soft reflection of the room's light. */
export function archedMirror(x: number, y: number, w: number, h: number, defs: Defs): string {
  const arch = (inset: number) =>
    `M${x + inset} ${y + h - inset} V${y + w / 2} A${w / 2 - inset} ${w / 2 - inset} 0 0 1 ${x + w - inset} ${y + w / 2} V${y + h - inset} Z`;
  return g(
    {},
    path(arch(0), warm.brass),
    path(arch(6), '#a57d3c'),
    path(arch(12), defs.linear([[0, '#8b7b64'], [0.5, '#c9b48c'], [1, '#6d5c48']], 0, 0, 1, 1)),
    path(`M${x + w * 0.25} ${y + h - 12} L${x + w * 0.62} ${y + w * 0.3} L${x + w * 0.75} ${y + w * 0.36} L${x + w * 0.38} ${y + h - 12} Z`, '#ffffff', { opacity: 0.14 }),
  );
}

/** A tall arched window onto the street outside (evening blue, lamp light). */
export function archedWindow(x: number, y: number, w: number, h: number, defs: Defs, frame: string, random: Random): string {
  const arch = (inset: number) =>
    `M${x + inset} ${y + h} V${y + w / 2} A${w / 2 - inset} ${w / 2 - inset} 0 0 1 ${x + w - inset} ${y + w / 2} V${y + h} Z`;
  const bars: string[] = [];
  for (let i = 1; i < 3; i++) bars.push(rect(x + (w * i) / 3 - 2, y + 10, 4, h - 10, frame));
  for (let j = 1; j < 4; j++) bars.push(rect(x + 8, y + w / 2 + ((h - w / 2) * j) / 4 - 2, w - 16, 4, frame));
  return g(
    {},
    path(arch(0), frame),
    path(arch(10), defs.linear([[0, '#24345a'], [0.55, '#5b5a7c'], [1, '#c98a6e']])),
    // Across the street: lit windows and a lamp.
    rect(x + w * random.range(0.08, 0.3), y + h * random.range(0.45, 0.6), w * 0.2, h * 0.14, '#f2bd6b', { opacity: 0.8 }),
    rect(x + w * random.range(0.55, 0.7), y + h * random.range(0.42, 0.58), w * 0.22, h * 0.18, '#f2bd6b', { opacity: 0.6 }),
    circle(x + w * random.range(0.35, 0.55), y + h * 0.66, 10, warm.lamp, { opacity: 0.9 }),
    ...bars,
  );
}

/** A leather banquette along the wall, buttoned. */
export function banquette(x0: number, x1: number, top: number, seat: number, colour: string): string {
  const tufts: string[] = [];
  for (let x = x0 + 40; x < x1 - 20; x += 60) {
    tufts.push(rect(x, top + 12, 2.5, seat - top - 24, '#000', { opacity: 0.18 }));
    tufts.push(circle(x + 30, top + (seat - top) / 2, 3, '#000', { opacity: 0.22 }));
  }
  return g(
    {},
    rect(x0, top, x1 - x0, seat - top, colour, { rx: 12 }),
    rect(x0, top, x1 - x0, 10, '#ffffff', { opacity: 0.12, rx: 5 }),
    ...tufts,
    rect(x0 - 6, seat - 6, x1 - x0 + 12, 34, mix(colour, '#000000', 0.15), { rx: 8 }),
  );
}

/** A small dining table with a white cloth, glasses and a lamp, and a chair before it (its back to us). */
export function diningTable(x: number, top: number, w: number, chair: string, defs: Defs, random: Random): string {
  const clothFoot = top + 90;
  const items: string[] = [];
  // Wine glasses, a carafe or a bottle, a small lamp.
  items.push(
    path(`M${x - w * 0.3} ${top} v-22 m-9 -4 q9 14 18 0 v-16 h-18 Z`, 'none', { stroke: '#fffdf8', 'stroke-width': 2.4, opacity: 0.85 }),
    rect(x - w * 0.3 - 8, top - 34, 16, 9, random.pick([warm.wine, '#e8d27a', '#e8a0a0']), { opacity: 0.9 }),
    rect(x + w * 0.22 - 7, top - 46, 14, 46, warm.bottle, { rx: 3 }),
    rect(x + w * 0.22 - 3, top - 62, 6, 18, warm.bottle),
    circle(x, top - 14, 30, defs.radial([[0, warm.lamp, 0.5], [1, warm.lamp, 0]])),
    path(`M${x - 10} ${top - 16} h20 l-4 -14 h-12 Z`, warm.brass),
    circle(x, top - 20, 5, warm.lamp),
  );
  return g(
    {},
    ...items,
    path(`M${x - w / 2} ${top} H${x + w / 2} L${x + w / 2 + 8} ${clothFoot} H${x - w / 2 - 8} Z`, '#fbf8f2'),
    path(`M${x - w / 2} ${top} H${x + w / 2} L${x + w / 2 + 8} ${clothFoot} H${x - w / 2 - 8} Z`, defs.linear([[0, '#000', 0], [1, '#000', 0.12]])),
    rect(x - 3, clothFoot, 6, 60, '#1f1a16'),
    bistroChairBack(x + random.range(-20, 20), clothFoot + 70, chair),
  );
}

/** A bentwood chair seen from behind. */
function bistroChairBack(x: number, floor: number, colour: string): string {
  return g(
    { stroke: colour, fill: 'none', 'stroke-linecap': 'round', 'stroke-width': 5 },
    path(`M${x - 26} ${floor} L${x - 22} ${floor - 70} M${x + 26} ${floor} L${x + 22} ${floor - 70}`, 'none'),
    path(`M${x - 24} ${floor - 70} L${x - 26} ${floor - 150} Q${x} ${floor - 172} ${x + 26} ${floor - 150} L${x + 24} ${floor - 70}`, 'none'),
    path(`M${x - 18} ${floor - 110} Q${x} ${floor - 124} ${x + 18} ${floor - 110}`, 'none', { 'stroke-width': 4 }),
    rect(x - 30, floor - 76, 60, 9, colour, { rx: 4, stroke: 'none' }),
  );
}

/** A zinc-topped bar with its brass rail, a back bar of bottles and a coffee machine. */
export function zincBar(x0: number, x1: number, top: number, floor: number, defs: Defs, random: Random): string {
  const w = x1 - x0;
  const out: string[] = [];
  // Back bar: mirror and shelves of bottles.
  const backTop = top - 330;
  out.push(rect(x0 + 10, backTop, w - 20, 300, warm.walnut));
  out.push(rect(x0 + 26, backTop + 16, w - 52, 268, defs.linear([[0, '#6d5c48'], [1, '#a89272']], 0, 0, 1, 1)));
  for (let shelf = 0; shelf < 3; shelf++) {
    const sy = backTop + 90 + shelf * 84;
    out.push(rect(x0 + 20, sy, w - 40, 8, warm.brass));
    for (let bx = x0 + 36; bx < x1 - 40; bx += random.range(18, 26)) {
      const bh = random.range(44, 66);
      const colour = random.pick([warm.bottle, warm.wine, '#c9b46a', '#8a5a36', '#e7dcc3', '#3c5a6b', warm.amber]);
      out.push(path(`M${bx} ${sy} v${-bh * 0.62} q0 -8 5 -10 v${-bh * 0.3} h5 v${bh * 0.3} q5 2 5 10 v${bh * 0.62} Z`, colour));
      out.push(rect(bx + 2, sy - bh * 0.45, 11, bh * 0.18, '#f3e7cf', { opacity: 0.7 }));
    }
  }
  // Counter.
  out.push(
    rect(x0, top + 24, w, floor - top - 24, defs.linear([[0, '#5b3823'], [1, '#3a2418']])),
    ...Array.from({ length: Math.floor(w / 90) }, (_, i) => rect(x0 + 20 + i * 90, top + 50, 70, floor - top - 110, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.12 })),
    rect(x0 - 12, top, w + 24, 30, defs.linear([[0, '#d5dbde'], [0.5, warm.zinc], [1, warm.zincDark]]), { rx: 12 }),
    rect(x0 - 4, floor - 44, w + 8, 7, warm.brass, { rx: 3 }),
  );
  // A domed espresso machine on the counter, cups stacked, a bowl of lemons.
  const mx = x0 + w * 0.3;
  out.push(
    rect(mx - 80, top - 96, 160, 96, defs.linear([[0, '#dfe4e6'], [1, '#9aa3a8']], 0, 0, 1, 0), { rx: 8 }),
    rect(mx - 80, top - 30, 160, 8, warm.brass),
    path(`M${mx - 56} ${top - 96} Q${mx - 56} ${top - 170} ${mx} ${top - 176} Q${mx + 56} ${top - 170} ${mx + 56} ${top - 96} Z`, defs.linear([[0, '#f0d48a'], [1, '#a8823c']], 0, 0, 1, 0)),
    circle(mx, top - 184, 10, warm.brass),
    rect(mx - 80, top - 96, 160, 14, brand.crimson),
    circle(mx, top - 62, 11, '#f6f1e8', { stroke: warm.brass, 'stroke-width': 3 }),
    // Two group heads low on the front, their handles angled out, a cup under each.
    ...[-48, 48].flatMap((dx) => [
      path(`M${mx + dx - 14} ${top - 30} h28 l-5 12 h-18 Z`, '#3a3a3a'),
      rect(mx + dx - (dx < 0 ? 40 : -12), top - 22, 28, 6, '#1a1a1a', { rx: 3 }),
      rect(mx + dx - 9, top - 12, 18, 12, '#f6f1e8', { rx: 2 }),
    ]),
    ...[0, 1, 2].map((i) => rect(mx + 96, top - 16 - i * 14, 34, 12, '#f6f1e8', { rx: 3 })),
    ellipse(x0 + w * 0.78, top - 10, 40, 12, '#e7e1d7'),
    circle(x0 + w * 0.78 - 14, top - 22, 10, '#e8c33c'),
    circle(x0 + w * 0.78 + 8, top - 24, 10, '#e8c33c'),
    circle(x0 + w * 0.78 - 2, top - 34, 10, '#f0d055'),
  );
  return g({}, ...out);
}

/** A kentia palm in a brass pot. */
export function palm(x: number, floor: number, s: number, defs: Defs): string {
  const fronds: string[] = [];
  const base = floor - 96 * s;
  const angles = [-172, -150, -128, -108, -92, -76, -56, -34, -10];
  for (const [i, a] of angles.entries()) {
    const rad = (a * Math.PI) / 180;
    const len = (200 + (i % 3) * 34) * s;
    const ex = x + Math.cos(rad) * len;
    const ey = base - 120 * s + Math.sin(rad) * len * 0.75 + Math.abs(Math.cos(rad)) * 90 * s;
    const cx = x + Math.cos(rad) * len * 0.5;
    const cy = base - 150 * s + Math.sin(rad) * len * 0.6;
    const colour = i % 2 ? warm.leaf : warm.leafLight;
    fronds.push(path(`M${x} ${base - 60 * s} Q${cx} ${cy - 30 * s} ${ex} ${ey}`, 'none', { stroke: colour, 'stroke-width': 16 * s, 'stroke-linecap': 'round' }));
    fronds.push(path(`M${x} ${base - 60 * s} Q${cx} ${cy - 30 * s} ${ex} ${ey}`, 'none', { stroke: colour, 'stroke-width': 30 * s, 'stroke-dasharray': `${3 * s} ${7 * s}`, opacity: 0.9 }));
  }
  return g(
    {},
    rect(x - 4 * s, base - 70 * s, 8 * s, 70 * s, warm.walnut),
    ...fronds,
    path(`M${x - 50 * s} ${base} h${100 * s} l${-14 * s} ${96 * s} h${-72 * s} Z`, defs.linear([[0, '#e2bf72'], [1, '#9c7a3c']], 0, 0, 1, 0)),
    rect(x - 54 * s, base - 8 * s, 108 * s, 12 * s, '#b8934c', { rx: 4 * s }),
  );
}

/** The floor: black and white tiles laid in rows. */
export function tiledFloor(top: number, bottom: number, width: number, light: string, dark: string): string {
  const out = [rect(0, top, width, bottom - top, light)];
  const size = 44;
  for (let row = 0; row * size < bottom - top; row++) {
    for (let col = row % 2; col * size < width; col += 2) out.push(rect(col * size, top + row * size, size, size, dark));
  }
  out.push(rect(0, top, width, 24, '#000', { opacity: 0.18 }));
  return g({}, ...out);
}

/** The floor: oak boards in a herringbone. */
export function parquetFloor(top: number, bottom: number, width: number, defs: Defs): string {
  const out = [rect(0, top, width, bottom - top, defs.linear([[0, '#9a6a42'], [1, '#7a4e2e']]))];
  const h = 28;
  for (let row = 0; row * h < bottom - top; row++) {
    for (let x = (row % 2) * 40 - 40; x < width; x += 80) {
      out.push(path(`M${x} ${top + row * h} l40 ${h} h40 l-40 ${-h} Z`, '#000', { opacity: 0.1 }));
    }
  }
  out.push(rect(0, top, width, 24, '#000', { opacity: 0.2 }));
  return g({}, ...out);
}

/** An enamel bell shade on a cord, lit from beneath. */
export function bellLight(x: number, y: number, r: number, ceiling: number, colour: string, defs: Defs): string {
  return g(
    {},
    path(`M${x - r * 3} ${y + r * 6} L${x - r} ${y} H${x + r} L${x + r * 3} ${y + r * 6} Z`, warm.lamp, { opacity: 0.12 }),
    circle(x, y + r * 0.6, r * 3.5, defs.radial([[0, warm.lamp, 0.35], [1, warm.lamp, 0]])),
    rect(x - 1, ceiling, 2, y - r * 0.8 - ceiling, '#2a1d14'),
    path(`M${x - r * 1.4} ${y + r * 0.6} Q${x - r * 1.2} ${y - r} ${x} ${y - r} Q${x + r * 1.2} ${y - r} ${x + r * 1.4} ${y + r * 0.6} Z`, colour),
    ellipse(x, y + r * 0.6, r * 0.8, r * 0.25, '#fff4d6'),
  );
}

/** A framed poster in the brand's manner: a glass of wine under a rising sun, or a bottle. */
export function poster(x: number, y: number, w: number, h: number, ground: string, random: Random): string {
  const cx = x + w / 2;
  const motif = random.pick(['sun', 'bottle', 'stripes'] as const);
  const art: string[] = [];
  if (motif === 'sun') {
    art.push(circle(cx, y + h * 0.42, w * 0.28, warm.gold), rect(x + 10, y + h * 0.42, w - 20, h * 0.3, ground));
    art.push(path(`M${cx - w * 0.12} ${y + h * 0.42} q${w * 0.12} ${h * 0.2} ${w * 0.24} 0 Z`, brand.offWhite), rect(cx - 2, y + h * 0.5, 4, h * 0.12, brand.offWhite), rect(cx - w * 0.08, y + h * 0.62, w * 0.16, 4, brand.offWhite));
  } else if (motif === 'bottle') {
    art.push(path(`M${cx - w * 0.1} ${y + h * 0.72} v${-h * 0.32} q0 ${-h * 0.06} ${w * 0.06} ${-h * 0.08} v${-h * 0.12} h${w * 0.08} v${h * 0.12} q${w * 0.06} ${h * 0.02} ${w * 0.06} ${h * 0.08} v${h * 0.32} Z`, warm.bottle), rect(cx - w * 0.1, y + h * 0.5, w * 0.2, h * 0.1, brand.offWhite));
  } else {
    for (let i = 0; i < 5; i++) art.push(rect(x + 10 + (i * (w - 20)) / 5, y + 10, (w - 20) / 10, h * 0.62, brand.offWhite, { opacity: 0.85 }));
  }
  return g(
    {},
    rect(x - 8, y - 8, w + 16, h + 16, warm.walnut),
    rect(x, y, w, h, ground),
    ...art,
    lettering('Maison Rivière', { x: cx, y: y + h * 0.88, size: w * 0.08, color: brand.offWhite, maxWidth: w * 0.8 }),
  );
}

/** A chalkboard of the day's dishes. */
export function chalkboard(x: number, y: number, w: number, h: number): string {
  const lines: string[] = [];
  for (let i = 0; i < 5; i++) lines.push(rect(x + w * 0.15, y + h * (0.42 + i * 0.1), w * (0.5 + ((i * 29) % 25) / 100), 4, '#e9e4da', { opacity: 0.55, rx: 2 }));
  return g(
    {},
    rect(x - 10, y - 10, w + 20, h + 20, warm.oak),
    rect(x, y, w, h, '#2a302d'),
    lettering('Plat du jour', { x: x + w / 2, y: y + h * 0.28, size: w * 0.08, color: '#f3efe6', maxWidth: w * 0.8 }),
    ...lines,
  );
}

/** A station clock on a bracket. */
export function clock(x: number, y: number, r: number): string {
  return g(
    {},
    rect(x - 4, y - r - 30, 8, 30, warm.brass),
    circle(x, y, r + 6, warm.brass),
    circle(x, y, r, '#fbf6ea'),
    ...Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return circle(x + Math.cos(a) * r * 0.82, y + Math.sin(a) * r * 0.82, r * 0.05, '#2a2a2a');
    }),
    path(`M${x} ${y} L${x + r * 0.45} ${y - r * 0.3} M${x} ${y} L${x - r * 0.1} ${y - r * 0.7}`, 'none', { stroke: '#2a2a2a', 'stroke-width': r * 0.07, 'stroke-linecap': 'round' }),
  );
}
