import { mix } from '../colour';
import { brand, warm } from '../palette';
import type { Random } from '../random';
import { circle, ellipse, g, path, rect, type Defs } from '../svg';
import { rotate, SHADOW } from './tableware';

/** Food seen from above, drawn flat with a little shading; (x, y) is the centre. */

/** A blob: a closed smooth shape through points around (x, y), radii jittered. */
function blob(x: number, y: number, rx: number, ry: number, random: Random, points = 8, jitter = 0.14): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + random.range(-jitter, jitter);
    pts.push([x + Math.cos(a) * rx * k, y + Math.sin(a) * ry * k]);
  }
  // Quadratic curves through the midpoints make it smooth.
  const mid = (a: [number, number], b: [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const first = mid(pts[pts.length - 1] as [number, number], pts[0] as [number, number]);
  let d = `M${first[0]!.toFixed(1)} ${first[1]!.toFixed(1)}`;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i] as [number, number];
    const m = mid(p, pts[(i + 1) % pts.length] as [number, number]);
    d += ` Q${p[0].toFixed(1)} ${p[1].toFixed(1)} ${m[0]!.toFixed(1)} ${m[1]!.toFixed(1)}`;
  }
  return `${d} Z`;
}

/** A grilled steak with its grill marks and a pat of herb butter. */
export function steak(x: number, y: number, r: number, angle: number, random: Random, defs: Defs): string {
  const marks: string[] = [];
  for (let i = -2; i <= 2; i++) marks.push(rect(x - r * 1.1, y + i * r * 0.3 - r * 0.04, r * 2.2, r * 0.08, '#2e1a10', { opacity: 0.55, transform: rotate(-35, x, y + i * r * 0.3) }));
  const shape = blob(x, y, r * 1.1, r * 0.75, random, 9, 0.12);
  return g(
    { transform: rotate(angle, x, y) },
    path(shape, '#2a1a10', { opacity: 0.2, transform: `translate(${SHADOW.dx / 2} ${SHADOW.dy / 2})` }),
    path(shape, defs.radial([[0, '#9a5a34'], [0.75, '#6b3a22'], [1, '#4a2616']], 0.45, 0.45, 0.6)),
    g({ 'clip-path': defs.clip(path(shape, '#000')) }, ...marks),
    rect(x + r * 0.1, y - r * 0.35, r * 0.42, r * 0.32, '#f3d98a', { rx: r * 0.08, transform: rotate(12, x, y) }),
    circle(x + r * 0.28, y - r * 0.22, r * 0.06, warm.leaf),
    circle(x + r * 0.4, y - r * 0.16, r * 0.05, warm.leafLight),
  );
}

/** A heap of frites. */
export function frites(x: number, y: number, r: number, random: Random, count = 26): string {
  const sticks: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = random.range(0, Math.PI * 2);
    const d = Math.sqrt(random.next()) * r;
    const fx = x + Math.cos(a) * d;
    const fy = y + Math.sin(a) * d * 0.9;
    const len = random.range(r * 0.45, r * 0.8);
    const colour = random.pick(['#e9b84a', '#f0c75e', '#d9a23c', '#f3d27a']);
    sticks.push(g({ transform: rotate(random.range(0, 180), fx, fy) }, rect(fx - len / 2 + 3, fy - 5, len, 12, '#7a4a1a', { rx: 5, opacity: 0.25 }), rect(fx - len / 2, fy - 6, len, 12, colour, { rx: 5 })));
  }
  return g({}, ...sticks);
}

/** A small white ramekin of sauce (béarnaise, mayonnaise, ketchup). */
export function ramekin(x: number, y: number, r: number, sauce: string): string {
  return g(
    {},
    circle(x + SHADOW.dx / 2, y + SHADOW.dy / 2, r, '#2a1a10', { opacity: 0.18 }),
    circle(x, y, r, '#fbf8f2'),
    circle(x, y, r * 0.76, sauce),
    circle(x - r * 0.25, y - r * 0.25, r * 0.2, '#ffffff', { opacity: 0.35 }),
  );
}

/** A few dressed salad leaves. */
export function salad(x: number, y: number, r: number, random: Random): string {
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const a = random.range(0, Math.PI * 2);
    const d = random.range(0, r * 0.6);
    const lx = x + Math.cos(a) * d;
    const ly = y + Math.sin(a) * d;
    leaves.push(ellipse(lx, ly, r * 0.42, r * 0.22, random.pick([warm.leafLight, '#8fae5e', warm.leaf, '#a8c46e']), { transform: rotate(random.range(0, 180), lx, ly) }));
  }
  for (let i = 0; i < 4; i++) leaves.push(circle(x + random.range(-r * 0.5, r * 0.5), y + random.range(-r * 0.5, r * 0.5), r * 0.08, '#c2324a'));
  return g({}, ...leaves);
}

/** A croissant: flaky segments along a curve. */
export function croissant(x: number, y: number, s: number, angle: number, defs: Defs): string {
  const segs: string[] = [];
  const n = 7;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const a = Math.PI * (0.15 + 0.7 * t);
    const sx = x + Math.cos(a) * 70 * s;
    const sy = y - Math.sin(a) * 40 * s + 20 * s;
    const size = (1 - Math.abs(t - 0.5) * 1.3) * 32 * s + 10 * s;
    segs.push(ellipse(sx, sy, size * 0.62, size, defs.radial([[0, '#f0c170'], [0.7, '#d08a3a'], [1, '#a8642a']], 0.4, 0.35, 0.7), { transform: rotate((a * 180) / Math.PI - 90, sx, sy) }));
  }
  return g(
    { transform: rotate(angle, x, y) },
    ellipse(x + SHADOW.dx, y + SHADOW.dy, 80 * s, 36 * s, '#2a1a10', { opacity: 0.15 }),
    ...segs,
  );
}

/** A macaron from above. */
export function macaron(x: number, y: number, r: number, colour: string): string {
  return g({}, circle(x + 3, y + 4, r, '#2a1a10', { opacity: 0.15 }), circle(x, y, r, colour), circle(x, y, r * 0.8, mix(colour, '#ffffff', 0.25)), circle(x - r * 0.3, y - r * 0.3, r * 0.2, '#ffffff', { opacity: 0.3 }));
}

/** An éclair with its glaze. */
export function eclair(x: number, y: number, l: number, angle: number, glaze: string): string {
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - l / 2 + 3, y - l * 0.14 + 4, l, l * 0.28, '#2a1a10', { opacity: 0.15, rx: l * 0.14 }),
    rect(x - l / 2, y - l * 0.14, l, l * 0.28, '#d9a45a', { rx: l * 0.14 }),
    rect(x - l / 2 + 4, y - l * 0.1, l - 8, l * 0.2, glaze, { rx: l * 0.1 }),
    rect(x - l * 0.3, y - l * 0.06, l * 0.5, l * 0.04, '#ffffff', { opacity: 0.25, rx: 2 }),
  );
}

/** A scone, split, with a dab of cream and jam. */
export function scone(x: number, y: number, r: number): string {
  return g(
    {},
    circle(x + 4, y + 5, r, '#2a1a10', { opacity: 0.15 }),
    circle(x, y, r, '#d9a45a'),
    circle(x, y, r * 0.82, '#e9c27e'),
    circle(x - r * 0.1, y - r * 0.05, r * 0.45, '#fbf3df'),
    circle(x + r * 0.12, y + r * 0.1, r * 0.25, '#b0243a'),
  );
}

/** A finger sandwich from above: white bread, cucumber at the edge. */
export function sandwich(x: number, y: number, s: number, angle: number): string {
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - 30 * s + 3, y - 14 * s + 4, 60 * s, 28 * s, '#2a1a10', { opacity: 0.14 }),
    rect(x - 30 * s, y - 14 * s, 60 * s, 28 * s, '#f6eedd', { stroke: '#d9b98a', 'stroke-width': 3 * s }),
    rect(x - 30 * s, y + 10 * s, 60 * s, 4 * s, warm.leafLight),
  );
}

/** A crème brûlée: caramel under a crackled top in a white ramekin. */
export function cremeBrulee(x: number, y: number, r: number, defs: Defs): string {
  return g(
    {},
    circle(x + SHADOW.dx / 2, y + SHADOW.dy / 2, r, '#2a1a10', { opacity: 0.18 }),
    circle(x, y, r, '#fbf8f2'),
    circle(x, y, r * 0.8, defs.radial([[0, '#e9b15a'], [0.7, '#c47f2c'], [1, '#8a4f1c']], 0.45, 0.4, 0.7)),
    path(`M${x - r * 0.4} ${y - r * 0.1} l${r * 0.3} ${r * 0.2} l${r * 0.25} ${-r * 0.3} l${r * 0.3} ${r * 0.25}`, 'none', { stroke: '#f5d9a0', 'stroke-width': 2, opacity: 0.7 }),
    circle(x + r * 0.3, y - r * 0.35, r * 0.1, '#c2324a'),
    ellipse(x + r * 0.45, y - r * 0.3, r * 0.14, r * 0.06, warm.leaf, { transform: rotate(30, x + r * 0.45, y - r * 0.3) }),
  );
}

/** A bowl of French onion soup with its cheese crouton. */
export function onionSoup(x: number, y: number, r: number, defs: Defs): string {
  return g(
    {},
    circle(x + SHADOW.dx, y + SHADOW.dy, r, '#2a1a10', { opacity: 0.18 }),
    circle(x, y, r, brand.navy),
    circle(x, y, r * 0.82, '#8a4f22'),
    path(blobPath(x, y, r * 0.6), defs.radial([[0, '#f3d27a'], [0.7, '#d9a040'], [1, '#a8642a']])),
    rect(x + r * 0.95, y - r * 0.12, r * 0.3, r * 0.24, brand.navy, { rx: r * 0.1 }),
  );
}
const blobPath = (x: number, y: number, r: number) => `M${x - r} ${y} Q${x - r} ${y - r} ${x} ${y - r * 0.95} Q${x + r} ${y - r * 1.05} ${x + r} ${y} Q${x + r * 0.9} ${y + r} ${x} ${y + r} Q${x - r * 1.05} ${y + r * 0.95} ${x - r} ${y} Z`;

/** A cocotte of moules marinière. */
export function moules(x: number, y: number, r: number, random: Random): string {
  const shells: string[] = [];
  for (let i = 0; i < 22; i++) {
    const a = random.range(0, Math.PI * 2);
    const d = Math.sqrt(random.next()) * r * 0.72;
    const sx = x + Math.cos(a) * d;
    const sy = y + Math.sin(a) * d;
    const rot = random.range(0, 180);
    shells.push(g({ transform: rotate(rot, sx, sy) }, ellipse(sx, sy, r * 0.16, r * 0.08, '#1d2233'), ellipse(sx + r * 0.02, sy, r * 0.1, r * 0.05, '#e59a3c')));
  }
  for (let i = 0; i < 8; i++) shells.push(circle(x + random.range(-r * 0.6, r * 0.6), y + random.range(-r * 0.6, r * 0.6), r * 0.035, warm.leafLight));
  return g(
    {},
    circle(x + SHADOW.dx, y + SHADOW.dy, r, '#2a1a10', { opacity: 0.2 }),
    circle(x, y, r, '#2b2b2b'),
    circle(x, y, r * 0.88, '#f0e2c0'),
    ...shells,
  );
}

/** A whole fish on a board, with a lemon and herbs beside it. */
export function fish(x: number, y: number, l: number, angle: number, defs: Defs): string {
  const h = l * 0.28;
  return g(
    { transform: rotate(angle, x, y) },
    path(`M${x - l / 2} ${y} Q${x - l * 0.1} ${y - h} ${x + l * 0.32} ${y - h * 0.2} L${x + l / 2} ${y - h * 0.55} L${x + l * 0.44} ${y} L${x + l / 2} ${y + h * 0.55} L${x + l * 0.32} ${y + h * 0.2} Q${x - l * 0.1} ${y + h} ${x - l / 2} ${y} Z`, defs.linear([[0, '#5f7482'], [0.5, '#b9c6cc'], [1, '#e9eef0']])),
    path(`M${x - l * 0.3} ${y} Q${x} ${y - h * 0.2} ${x + l * 0.3} ${y}`, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.5 }),
    circle(x - l * 0.36, y - h * 0.12, h * 0.09, '#1a1a1a'),
    path(`M${x - l * 0.26} ${y - h * 0.4} q${l * 0.03} ${h * 0.4} 0 ${h * 0.8}`, 'none', { stroke: '#4a5a66', 'stroke-width': 2.5 }),
  );
}

/** Half a lemon, cut side up. */
export function lemonHalf(x: number, y: number, r: number): string {
  const segs: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    segs.push(path(`M${x} ${y} L${x + Math.cos(a) * r * 0.78} ${y + Math.sin(a) * r * 0.78}`, 'none', { stroke: '#fff6c8', 'stroke-width': 2.5 }));
  }
  return g({}, circle(x + 4, y + 5, r, '#2a1a10', { opacity: 0.15 }), circle(x, y, r, '#e8c33c'), circle(x, y, r * 0.86, '#fff6c8'), circle(x, y, r * 0.78, '#f3d84a'), ...segs);
}

/** A sprig of herbs. */
export function herbs(x: number, y: number, l: number, angle: number, random: Random): string {
  const leaves: string[] = [path(`M${x - l / 2} ${y} Q${x} ${y - 6} ${x + l / 2} ${y}`, 'none', { stroke: warm.leaf, 'stroke-width': 3 })];
  for (let i = 0; i < 7; i++) {
    const t = i / 7;
    const lx = x - l / 2 + t * l;
    const side = i % 2 ? -1 : 1;
    leaves.push(ellipse(lx, y + side * 8, 10, 5, random.pick([warm.leaf, warm.leafLight]), { transform: rotate(side * 30, lx, y + side * 8) }));
  }
  return g({ transform: rotate(angle, x, y) }, ...leaves);
}

/** A bowl of bright vegetables and grains. */
export function buddhaBowl(x: number, y: number, r: number, random: Random): string {
  const parts: string[] = [];
  const sectors = [
    { colour: '#e59a3c', kind: 'cubes' },
    { colour: '#8fae5e', kind: 'leaves' },
    { colour: '#e8d9b0', kind: 'grains' },
    { colour: '#c2324a', kind: 'seeds' },
    { colour: '#d9b36a', kind: 'chickpeas' },
  ];
  // Items are drawn for a bowl of radius 160; a bigger bowl gets bigger, more plentiful food.
  const k = r / 160;
  for (const [i, sector] of sectors.entries()) {
    const a = (i / sectors.length) * Math.PI * 2;
    const cx = x + Math.cos(a) * r * 0.54;
    const cy = y + Math.sin(a) * r * 0.54;
    for (let n = 0; n < 22; n++) {
      const px = cx + random.range(-r * 0.27, r * 0.27);
      const py = cy + random.range(-r * 0.27, r * 0.27);
      if (sector.kind === 'cubes') parts.push(rect(px - 9 * k, py - 9 * k, 18 * k, 18 * k, random.pick([sector.colour, '#d9822c', '#f0b050']), { rx: 4 * k, transform: rotate(random.range(0, 90), px, py) }));
      else if (sector.kind === 'leaves') parts.push(ellipse(px, py, 17 * k, 8 * k, random.pick([warm.leaf, '#8fae5e', warm.leafLight]), { transform: rotate(random.range(0, 180), px, py) }));
      else if (sector.kind === 'grains') parts.push(circle(px, py, 4.5 * k, sector.colour), circle(px + 6 * k, py + 3 * k, 4 * k, '#d9c9a0'), circle(px - 5 * k, py + 4 * k, 4 * k, '#efe3c4'));
      else if (sector.kind === 'seeds') parts.push(circle(px, py, 5 * k, random.pick([sector.colour, '#a8203a'])), circle(px + 7 * k, py - 3 * k, 4.5 * k, sector.colour));
      else parts.push(circle(px, py, 8 * k, sector.colour), circle(px - 2 * k, py - 2 * k, 3 * k, '#ffffff', { opacity: 0.3 }));
    }
  }
  // Avocado in the middle.
  parts.push(ellipse(x, y, r * 0.24, r * 0.16, '#5f7a32'), ellipse(x, y, r * 0.21, r * 0.13, '#c9d67a'), circle(x + r * 0.06, y, r * 0.065, '#8a5a36'), ellipse(x - r * 0.3, y - r * 0.02, r * 0.12, r * 0.08, '#5f7a32', { transform: rotate(30, x - r * 0.3, y) }));
  return g(
    {},
    circle(x + SHADOW.dx, y + SHADOW.dy, r, '#2a1a10', { opacity: 0.2 }),
    circle(x, y, r, brand.navy),
    circle(x, y, r * 0.92, '#f4efe6'),
    ...parts,
  );
}

/** Roast turkey slices, potatoes, sprouts and carrots. */
export function roastDinner(x: number, y: number, r: number, random: Random): string {
  const out: string[] = [];
  for (let i = 0; i < 3; i++) out.push(ellipse(x - r * 0.25 + i * r * 0.1, y - r * 0.15 + i * r * 0.12, r * 0.35, r * 0.2, i % 2 ? '#e9d3b0' : '#dcc091', { transform: rotate(-20, x, y) }));
  for (let i = 0; i < 4; i++) out.push(circle(x + r * 0.35 + random.range(-r * 0.12, r * 0.12), y - r * 0.2 + i * r * 0.14, r * 0.13, '#d9a040'));
  for (let i = 0; i < 5; i++) out.push(circle(x - r * 0.3 + random.range(-r * 0.2, r * 0.2), y + r * 0.35 + random.range(-r * 0.08, r * 0.08), r * 0.08, '#6b8f3a'));
  for (let i = 0; i < 4; i++) out.push(rect(x + r * 0.05 + i * r * 0.08, y + r * 0.25, r * 0.05, r * 0.3, warm.amber, { rx: 3, transform: rotate(20, x, y) }));
  out.push(path(`M${x - r * 0.5} ${y + r * 0.05} q${r * 0.4} ${r * 0.1} ${r * 0.7} ${-r * 0.05}`, 'none', { stroke: '#6b3a22', 'stroke-width': r * 0.06, 'stroke-linecap': 'round', opacity: 0.8 }));
  return g({}, ...out);
}

/** A Christmas cracker. */
export function cracker(x: number, y: number, l: number, angle: number, colour: string): string {
  const w = l * 0.16;
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - l / 2 + 6, y - w / 2 + 8, l, w, '#2a1a10', { opacity: 0.14 }),
    path(`M${x - l / 2} ${y - w * 0.7} L${x - l * 0.32} ${y - w * 0.3} L${x - l * 0.32} ${y + w * 0.3} L${x - l / 2} ${y + w * 0.7} Z`, colour),
    path(`M${x + l / 2} ${y - w * 0.7} L${x + l * 0.32} ${y - w * 0.3} L${x + l * 0.32} ${y + w * 0.3} L${x + l / 2} ${y + w * 0.7} Z`, colour),
    rect(x - l * 0.34, y - w / 2, l * 0.68, w, colour, { rx: 4 }),
    rect(x - l * 0.34, y - w * 0.12, l * 0.68, w * 0.24, warm.gold),
    rect(x - l * 0.34, y - w / 2, 6, w, warm.gold),
    rect(x + l * 0.34 - 6, y - w / 2, 6, w, warm.gold),
  );
}

/** A sprig of holly. */
export function holly(x: number, y: number, s: number, angle: number): string {
  const leaf = (dx: number, rot: number) => path(`M${x + dx} ${y} q${14 * s} ${-16 * s} ${34 * s} ${-4 * s} q${-8 * s} ${6 * s} ${-4 * s} ${12 * s} q${-18 * s} ${4 * s} ${-30 * s} ${-8 * s} Z`, warm.leaf, { transform: rotate(rot, x, y) });
  return g({ transform: rotate(angle, x, y) }, leaf(0, -20), leaf(0, 160), circle(x - 3 * s, y + 4 * s, 6 * s, brand.crimson), circle(x + 6 * s, y + 6 * s, 6 * s, brand.crimson), circle(x + 1 * s, y - 4 * s, 6 * s, '#c2324a'));
}

/** A star of gold confetti. */
export function star(x: number, y: number, r: number, colour: string): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    d += `${i === 0 ? 'M' : 'L'}${(x + Math.cos(a) * rr).toFixed(1)} ${(y + Math.sin(a) * rr).toFixed(1)} `;
  }
  return path(`${d}Z`, colour);
}
