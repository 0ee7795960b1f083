import { lettering } from '../lettering';
import { brand, warm } from '../palette';
import type { Random } from '../random';
import { circle, ellipse, g, num, path, rect, type Defs } from '../svg';

/**
 * Things on a table seen from straight above (flat lay). Each is centred on (x, y) and sized in
 * picture units; a soft shadow falls down and to the right, as from one window on the left.
 */
export const SHADOW = { dx: 10, dy: 14, opacity: 0.16 } as const;

export const rotate = (angle: number, x: number, y: number) => `rotate(${Math.round(angle)} ${num(x)} ${num(y)})`;

function shadowCircle(x: number, y: number, r: number): string {
  return circle(x + SHADOW.dx, y + SHADOW.dy, r * 1.02, '#2a1a10', { opacity: SHADOW.opacity });
}

/** A white plate with a well, and a ring of the brand's colour on its rim. */
export function plate(x: number, y: number, r: number, defs: Defs, ring: string | null = brand.crimson): string {
  return g(
    {},
    shadowCircle(x, y, r),
    circle(x, y, r, defs.radial([[0, '#ffffff'], [0.8, '#f7f3ec'], [1, '#e6dfd3']])),
    circle(x, y, r * 0.72, '#f4efe6'),
    circle(x, y, r * 0.7, defs.radial([[0, '#ffffff'], [1, '#f1ebe1']], 0.4, 0.4, 0.7)),
    ring ? circle(x, y, r * 0.86, 'none', { stroke: ring, 'stroke-width': Math.max(2, r * 0.025) }) : '',
  );
}

/** A wine glass from above: the rim, the wine, a highlight. */
export function wineGlass(x: number, y: number, r: number, wine: string): string {
  return g(
    {},
    circle(x + SHADOW.dx * 1.6, y + SHADOW.dy * 1.6, r * 0.9, wine, { opacity: 0.18 }),
    circle(x, y, r, '#ffffff', { opacity: 0.25 }),
    circle(x, y, r * 0.78, wine, { opacity: 0.92 }),
    circle(x - r * 0.2, y - r * 0.2, r * 0.35, '#ffffff', { opacity: 0.22 }),
    circle(x, y, r, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.85 }),
  );
}

/** A champagne coupe from above, with bubbles. */
export function coupe(x: number, y: number, r: number, defs: Defs, random: Random): string {
  const bubbles: string[] = [];
  for (let i = 0; i < 14; i++) bubbles.push(circle(x + random.range(-r * 0.55, r * 0.55), y + random.range(-r * 0.55, r * 0.55), random.range(1.5, 3.5), '#fffbe8', { opacity: 0.9 }));
  return g(
    {},
    circle(x + SHADOW.dx * 1.8, y + SHADOW.dy * 1.8, r, '#c9a14a', { opacity: 0.25 }),
    // The foot shows round the bowl; then the glass, then the wine.
    circle(x + r * 0.08, y + r * 0.1, r * 1.08, '#dfe7ea', { opacity: 0.35 }),
    circle(x, y, r, '#eef3f4', { opacity: 0.55 }),
    circle(x, y, r * 0.8, defs.radial([[0, '#f8e9b6'], [1, '#e3c56e']])),
    ...bubbles,
    path(`M${x - r * 0.7} ${y - r * 0.3} a${r * 0.76} ${r * 0.76} 0 0 1 ${r * 0.5} ${-r * 0.44}`, 'none', { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.8 }),
    circle(x, y, r, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.95 }),
  );
}

/** A tumbler of water or juice. */
export function tumbler(x: number, y: number, r: number, drink: string): string {
  return g(
    {},
    shadowCircle(x, y, r),
    circle(x, y, r, drink, { opacity: 0.55 }),
    circle(x, y, r * 0.82, drink, { opacity: 0.5 }),
    path(`M${x - r * 0.6} ${y - r * 0.3} a${r * 0.7} ${r * 0.7} 0 0 1 ${r * 0.5} ${-r * 0.4}`, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.6 }),
    circle(x, y, r, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.7 }),
  );
}

/** A knife and fork side by side, at an angle. */
export function cutlery(x: number, y: number, length: number, angle: number, defs: Defs): string {
  const metal = defs.linear([[0, '#eef1f2'], [1, '#a9b1b5']], 0, 0, 1, 0);
  const l = length;
  const kx = x - 26;
  const fx = x + 26;
  const knife = g(
    {},
    rect(kx - 9, y - l / 2, 18, l * 0.42, '#2a2a2a', { rx: 9 }),
    rect(kx - 7, y - l * 0.1, 14, l * 0.06, metal),
    path(`M${kx - 9} ${y - l * 0.04} h18 v${l * 0.5} q-9 ${l * 0.04} -18 0 Z`, metal),
  );
  const tine = (i: number) => rect(fx - 13 + i * 7.6, y + l * 0.3, 4.2, l * 0.2, metal, { rx: 2 });
  const fork = g(
    {},
    rect(fx - 9, y - l / 2, 18, l * 0.42, '#2a2a2a', { rx: 9 }),
    rect(fx - 5, y - l * 0.1, 10, l * 0.32, metal, { rx: 3 }),
    path(`M${fx - 13} ${y + l * 0.2} h26 v${l * 0.12} h-26 Z`, metal),
    tine(0), tine(1), tine(2), tine(3),
  );
  return g({ transform: rotate(angle, x, y) }, g({ opacity: 0.14, transform: `translate(${SHADOW.dx / 2} ${SHADOW.dy / 2})` }, rect(kx - 9, y - l / 2, 18, l, '#2a1a10', { rx: 9 }), rect(fx - 13, y - l / 2, 26, l, '#2a1a10', { rx: 9 })), knife, fork);
}

/** A folded linen napkin with a coloured stripe. */
export function napkin(x: number, y: number, w: number, h: number, angle: number, stripe: string): string {
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - w / 2 + SHADOW.dx / 2, y - h / 2 + SHADOW.dy / 2, w, h, '#2a1a10', { opacity: 0.12 }),
    rect(x - w / 2, y - h / 2, w, h, '#fbf8f2'),
    rect(x - w / 2, y + h * 0.28, w, h * 0.07, stripe),
    rect(x - w / 2, y + h * 0.39, w, h * 0.025, stripe),
    path(`M${x - w / 2} ${y - h / 2} L${x + w / 2} ${y - h / 2} L${x + w / 2} ${y - h * 0.2} Z`, '#000', { opacity: 0.04 }),
  );
}

/** A carafe of wine or water from above. */
export function carafe(x: number, y: number, r: number, wine: string): string {
  return g(
    {},
    circle(x + SHADOW.dx * 1.4, y + SHADOW.dy * 1.4, r, wine, { opacity: 0.16 }),
    circle(x, y, r, wine, { opacity: 0.8 }),
    circle(x, y, r * 0.45, '#ffffff', { opacity: 0.18 }),
    circle(x, y, r * 0.3, 'none', { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.8 }),
    circle(x, y, r, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.6 }),
  );
}

/** Salt and pepper pots. */
export function saltAndPepper(x: number, y: number): string {
  return g({}, shadowCircle(x, y, 28), circle(x, y, 28, '#f4f1ea'), circle(x, y, 10, '#d8d2c6'), shadowCircle(x + 70, y + 10, 28), circle(x + 70, y + 10, 28, '#2b2b2b'), circle(x + 70, y + 10, 10, '#4a4a4a'));
}

/** A small candle in a glass, lit. */
export function candle(x: number, y: number, r: number, defs: Defs): string {
  return g(
    {},
    circle(x, y, r * 3.2, defs.radial([[0, warm.lamp, 0.55], [1, warm.lamp, 0]])),
    circle(x, y, r, '#ffffff', { opacity: 0.35 }),
    circle(x, y, r * 0.75, '#f6efe0'),
    circle(x, y, r * 0.22, warm.glow),
    circle(x, y, r * 0.1, '#fffbe8'),
  );
}

/** A posy of flowers in a small vase, from above. */
export function posy(x: number, y: number, r: number, colours: readonly string[], random: Random): string {
  const out: string[] = [shadowCircle(x, y, r)];
  for (let i = 0; i < 7; i++) {
    const a = random.range(0, Math.PI * 2);
    const d = random.range(0, r * 0.7);
    out.push(ellipse(x + Math.cos(a) * d * 1.3, y + Math.sin(a) * d * 1.3, r * 0.35, r * 0.16, warm.leaf, { transform: rotate((a * 180) / Math.PI, x, y) }));
  }
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + random.range(-0.3, 0.3);
    const d = random.range(r * 0.2, r * 0.6);
    const bx = x + Math.cos(a) * d;
    const by = y + Math.sin(a) * d;
    const colour = random.pick(colours);
    const pr = random.range(r * 0.2, r * 0.3);
    for (let p = 0; p < 5; p++) {
      const pa = (p / 5) * Math.PI * 2;
      out.push(circle(bx + Math.cos(pa) * pr * 0.55, by + Math.sin(pa) * pr * 0.55, pr * 0.55, colour));
    }
    out.push(circle(bx, by, pr * 0.3, warm.ochre));
  }
  return g({}, ...out);
}

/** A menu card with the brand's name and lines of dishes. */
export function menuCard(x: number, y: number, w: number, h: number, angle: number, title: string, colour: string = brand.crimson): string {
  const lines: string[] = [];
  for (let i = 0; i < 7; i++) {
    const ly = y - h * 0.12 + i * h * 0.085;
    const lw = w * (0.45 + ((i * 37) % 30) / 100);
    lines.push(rect(x - lw / 2, ly, lw, 4, '#6b5d50', { opacity: 0.55, rx: 2 }));
  }
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - w / 2 + SHADOW.dx, y - h / 2 + SHADOW.dy, w, h, '#2a1a10', { opacity: 0.14 }),
    rect(x - w / 2, y - h / 2, w, h, '#fbf6ea'),
    rect(x - w / 2 + 12, y - h / 2 + 12, w - 24, h - 24, 'none', { stroke: colour, 'stroke-width': 2.5 }),
    lettering('Maison Rivière', { x, y: y - h * 0.36, size: w * 0.055, color: colour, maxWidth: w * 0.7 }),
    lettering(title, { x, y: y - h * 0.22, size: w * 0.085, color: brand.navy, maxWidth: w * 0.75 }),
    ...lines,
  );
}

/** A round bistro tray. */
export function tray(x: number, y: number, r: number, defs: Defs): string {
  return g(
    {},
    shadowCircle(x, y, r),
    circle(x, y, r, defs.radial([[0, '#e6eaec'], [1, '#9aa3a8']], 0.4, 0.35, 0.8)),
    circle(x, y, r * 0.9, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.5 }),
  );
}

/** A cup of coffee on its saucer. */
export function coffeeCup(x: number, y: number, r: number, angle: number, defs: Defs, cup: string = '#fbf8f2'): string {
  return g(
    { transform: rotate(angle, x, y) },
    shadowCircle(x, y, r * 1.5),
    circle(x, y, r * 1.5, '#f4efe6'),
    circle(x, y, r * 1.5, 'none', { stroke: brand.navy, 'stroke-width': 2, opacity: 0.6 }),
    rect(x + r * 0.85, y - r * 0.16, r * 0.55, r * 0.32, cup, { rx: r * 0.16 }),
    circle(x, y, r, cup),
    circle(x, y, r * 0.8, defs.radial([[0, '#c8955e'], [0.7, '#8a5a36'], [1, '#5b3823']])),
    path(`M${x - r * 0.3} ${y - r * 0.1} q${r * 0.3} ${-r * 0.35} ${r * 0.3} ${r * 0.05} q0 ${-r * 0.4} ${r * 0.3} ${-r * 0.05} l${-r * 0.3} ${r * 0.45} Z`, '#efdcc0', { opacity: 0.9 }),
  );
}

/** A teapot from above: body, lid, spout and handle. */
export function teapot(x: number, y: number, r: number, angle: number, colour: string, defs: Defs): string {
  return g(
    { transform: rotate(angle, x, y) },
    shadowCircle(x, y, r),
    path(`M${x + r * 0.8} ${y - r * 0.2} L${x + r * 1.6} ${y - r * 0.08} L${x + r * 1.6} ${y + r * 0.08} L${x + r * 0.8} ${y + r * 0.2} Z`, colour),
    path(`M${x - r * 0.85} ${y - r * 0.35} q${-r * 0.7} ${r * 0.35} 0 ${r * 0.7}`, 'none', { stroke: colour, 'stroke-width': r * 0.16 }),
    circle(x, y, r, defs.radial([[0, '#ffffff', 0.35], [0.5, colour], [1, colour]], 0.35, 0.35, 0.8)),
    circle(x, y, r * 0.55, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.4 }),
    circle(x, y, r * 0.16, warm.gold),
  );
}

/** A teacup of tea on its saucer. */
export function teacup(x: number, y: number, r: number, angle: number, defs: Defs, ring: string = brand.crimson): string {
  return g(
    { transform: rotate(angle, x, y) },
    shadowCircle(x, y, r * 1.5),
    circle(x, y, r * 1.5, '#fbf8f2'),
    circle(x, y, r * 1.38, 'none', { stroke: ring, 'stroke-width': 2 }),
    rect(x + r * 0.85, y - r * 0.15, r * 0.55, r * 0.3, '#fbf8f2', { rx: r * 0.15 }),
    circle(x, y, r, '#fbf8f2'),
    circle(x, y, r * 0.82, defs.radial([[0, '#c98a4a'], [1, '#8a4f22']])),
    circle(x - r * 0.25, y - r * 0.25, r * 0.2, '#ffffff', { opacity: 0.25 }),
  );
}

/** A bottle lying on its side (champagne or wine), with a label. */
export function bottle(x: number, y: number, length: number, angle: number, glass: string, foil: string, label: string): string {
  const l = length;
  const w = l * 0.22;
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - l / 2 + SHADOW.dx, y - w / 2 + SHADOW.dy, l, w, '#2a1a10', { opacity: 0.14, rx: w / 2 }),
    path(`M${x - l / 2} ${y - w / 2} H${x + l * 0.1} Q${x + l * 0.22} ${y - w / 2} ${x + l * 0.28} ${y - w * 0.2} H${x + l / 2} V${y + w * 0.2} H${x + l * 0.28} Q${x + l * 0.22} ${y + w / 2} ${x + l * 0.1} ${y + w / 2} H${x - l / 2} Z`, glass),
    rect(x + l * 0.3, y - w * 0.22, l * 0.2, w * 0.44, foil),
    rect(x - l * 0.32, y - w * 0.5, l * 0.3, w, label),
    rect(x - l / 2, y - w * 0.3, l * 0.75, w * 0.12, '#ffffff', { opacity: 0.18 }),
  );
}
