import { lettering } from '../lettering';
import { brand, warm } from '../palette';
import type { Random } from '../random';
import { circle, ellipse, g, path, rect, type Defs } from '../svg';
import { rotate, SHADOW } from './tableware';

/** Paper, card and small things on a table, from above. */

/** The table itself: marble, zinc, linen with a stripe, oak boards or a dark cloth. */
export type Surface = 'marble' | 'zinc' | 'linen' | 'oak' | 'navy-cloth' | 'blush-linen';

export function surface(kind: Surface, w: number, h: number, defs: Defs, random: Random): string {
  const out: string[] = [];
  if (kind === 'marble') {
    out.push(rect(0, 0, w, h, defs.linear([[0, '#f6f2ea'], [1, '#e7e1d6']], 0, 0, 1, 1)));
    for (let i = 0; i < 6; i++) {
      const y0 = random.range(-100, h);
      out.push(path(`M-20 ${y0} C${w * 0.3} ${y0 + random.range(-200, 200)} ${w * 0.6} ${y0 + random.range(-200, 200)} ${w + 20} ${y0 + random.range(-300, 300)}`, 'none', { stroke: '#a9a196', 'stroke-width': random.range(1, 3), opacity: random.range(0.15, 0.35) }));
    }
  } else if (kind === 'zinc') {
    out.push(rect(0, 0, w, h, defs.linear([[0, '#b7bfc3'], [0.5, '#a3acb1'], [1, '#8f999f']], 0, 0, 1, 1)));
    for (let i = 0; i < 5; i++) out.push(ellipse(random.range(0, w), random.range(0, h), random.range(80, 200), random.range(30, 80), '#ffffff', { opacity: 0.05 }));
  } else if (kind === 'oak') {
    const plank = h / 6;
    for (let i = 0; i < 7; i++) out.push(rect(0, i * plank, w, plank, random.pick(['#a87650', '#9c6b45', '#b07f58', '#966440'])), rect(0, i * plank, w, 2, '#5b3823', { opacity: 0.35 }));
    for (let i = 0; i < 14; i++) {
      const y = random.range(0, h);
      out.push(path(`M0 ${y} Q${w / 2} ${y + random.range(-12, 12)} ${w} ${y}`, 'none', { stroke: '#5b3823', 'stroke-width': 1.5, opacity: 0.15 }));
    }
  } else if (kind === 'navy-cloth') {
    out.push(rect(0, 0, w, h, defs.radial([[0, '#2b4168'], [1, brand.navyDeep]], 0.5, 0.45, 0.75)));
  } else {
    const base = kind === 'blush-linen' ? brand.blush : '#f7f2e9';
    const stripe = kind === 'blush-linen' ? brand.crimson : random.pick([brand.crimson, brand.navy]);
    out.push(rect(0, 0, w, h, base));
    // The cloth's woven border: two stripes near one edge.
    out.push(rect(0, h * 0.86, w, h * 0.025, stripe, { opacity: 0.85 }), rect(0, h * 0.9, w, h * 0.008, stripe, { opacity: 0.85 }));
  }
  // Window light from the top left.
  out.push(rect(0, 0, w, h, defs.radial([[0, '#fff8e8', 0.22], [1, '#2a1a10', 0.18]], 0.25, 0.2, 0.95)));
  return g({}, ...out);
}

/** A waiter's order pad with a pencil. */
export function orderPad(x: number, y: number, w: number, angle: number): string {
  const h = w * 1.4;
  const lines: string[] = [];
  for (let i = 0; i < 8; i++) lines.push(rect(x - w * 0.38, y - h * 0.25 + i * h * 0.08, w * 0.76, 2, '#7a8aa0', { opacity: 0.5 }));
  const scribbles: string[] = [];
  for (let i = 0; i < 4; i++) scribbles.push(path(`M${x - w * 0.34} ${y - h * 0.27 + i * h * 0.08} q${w * 0.1} ${-6} ${w * 0.2} 0 t${w * 0.2} 0 t${w * 0.12} 0`, 'none', { stroke: brand.navy, 'stroke-width': 2, opacity: 0.7 }));
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - w / 2 + SHADOW.dx, y - h / 2 + SHADOW.dy, w, h, '#2a1a10', { opacity: 0.14 }),
    rect(x - w / 2, y - h / 2, w, h, '#fdfbf5'),
    rect(x - w / 2, y - h / 2, w, h * 0.09, brand.crimson),
    ...lines,
    ...scribbles,
    g({ transform: rotate(-35, x + w * 0.55, y) }, rect(x + w * 0.55 - 6, y - h * 0.45, 12, h * 0.8, warm.gold), path(`M${x + w * 0.55 - 6} ${y + h * 0.35} l6 ${h * 0.08} l6 ${-h * 0.08} Z`, '#e9c98f'), rect(x + w * 0.55 - 6, y - h * 0.47, 12, h * 0.05, '#c2324a')),
  );
}

/** An open reservations book with lines of names. */
export function reservationBook(x: number, y: number, w: number, angle: number, random: Random): string {
  const h = w * 0.68;
  const page = (px: number) => {
    const rows: string[] = [];
    for (let i = 0; i < 9; i++) {
      const ry = y - h * 0.28 + i * h * 0.075;
      rows.push(rect(px + w * 0.03, ry, w * 0.42, 1.5, '#9aa6b5', { opacity: 0.6 }));
      if (random.chance(0.75)) rows.push(path(`M${px + w * 0.05} ${ry - 5} q${w * 0.04} -6 ${w * 0.08} 0 t${w * random.range(0.08, 0.2)} 0`, 'none', { stroke: brand.navy, 'stroke-width': 2, opacity: 0.75 }));
      if (random.chance(0.6)) rows.push(lettering(String(random.pick([2, 4, 3, 6, 2, 5])), { x: px + w * 0.4, y: ry - 2, size: 10, color: brand.crimson, anchor: 'start' }));
    }
    return g({}, rect(px, y - h / 2, w / 2, h, '#fbf7ee'), ...rows);
  };
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - w / 2 - 10 + SHADOW.dx, y - h / 2 - 10 + SHADOW.dy, w + 20, h + 20, '#2a1a10', { opacity: 0.16 }),
    rect(x - w / 2 - 10, y - h / 2 - 10, w + 20, h + 20, brand.crimsonDark, { rx: 6 }),
    page(x - w / 2),
    page(x),
    lettering('Reservations', { x: x - w / 4, y: y - h * 0.36, size: 14, color: brand.navy, maxWidth: w * 0.4 }),
    rect(x - 2, y - h / 2, 4, h, '#000', { opacity: 0.12 }),
  );
}

/** A ring of keys. */
export function keys(x: number, y: number, s: number, angle: number): string {
  const key = (a: number, colour: string) => g(
    { transform: rotate(a, x, y) },
    circle(x + 40 * s, y, 14 * s, 'none', { stroke: colour, 'stroke-width': 7 * s }),
    rect(x + 54 * s, y - 4 * s, 60 * s, 8 * s, colour),
    rect(x + 96 * s, y + 4 * s, 6 * s, 10 * s, colour),
    rect(x + 106 * s, y + 4 * s, 6 * s, 14 * s, colour),
  );
  return g({ transform: rotate(angle, x, y) }, circle(x, y, 26 * s, 'none', { stroke: '#9aa3a8', 'stroke-width': 4 * s }), key(-20, warm.brass), key(40, '#b9c0c4'), key(110, warm.brass));
}

/** A fountain pen. */
export function pen(x: number, y: number, l: number, angle: number): string {
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - l / 2 + 4, y - 5, l, 12, '#2a1a10', { opacity: 0.15, rx: 6 }),
    rect(x - l / 2, y - 7, l * 0.8, 14, brand.navy, { rx: 7 }),
    rect(x - l * 0.1, y - 7, l * 0.04, 14, warm.gold),
    path(`M${x + l * 0.3} ${y - 6} L${x + l / 2} ${y} L${x + l * 0.3} ${y + 6} Z`, warm.gold),
  );
}

/** A wax crayon. */
export function crayon(x: number, y: number, l: number, angle: number, colour: string): string {
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - l / 2 + 3, y - 7 + 4, l, 14, '#2a1a10', { opacity: 0.14, rx: 4 }),
    rect(x - l / 2, y - 7, l * 0.85, 14, colour, { rx: 4 }),
    rect(x - l * 0.3, y - 7, l * 0.5, 14, '#fdfbf5', { opacity: 0.35 }),
    path(`M${x + l * 0.35} ${y - 7} L${x + l / 2} ${y} L${x + l * 0.35} ${y + 7} Z`, colour),
  );
}

/** A colouring sheet: a brasserie drawn in outline, half coloured in. */
export function colouringSheet(x: number, y: number, w: number, angle: number): string {
  const h = w * 1.3;
  const ox = x - w * 0.35;
  const oy = y - h * 0.05;
  const bw = w * 0.7;
  const stroke = { stroke: '#3a3a3a', 'stroke-width': 3, fill: 'none' } as const;
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - w / 2 + SHADOW.dx, y - h / 2 + SHADOW.dy, w, h, '#2a1a10', { opacity: 0.14 }),
    rect(x - w / 2, y - h / 2, w, h, '#fffefa'),
    lettering('Colour me in', { x, y: y - h * 0.36, size: w * 0.06, color: brand.crimson, maxWidth: w * 0.8 }),
    // The awning, coloured in.
    path(`M${ox} ${oy} h${bw} l${w * 0.05} ${h * 0.1} h${-bw - w * 0.1} Z`, '#e8a0a8'),
    path(`M${ox + bw * 0.2} ${oy} h${bw * 0.2} l${w * 0.02} ${h * 0.1} h${-bw * 0.2} Z`, '#ffffff'),
    path(`M${ox + bw * 0.6} ${oy} h${bw * 0.2} l${w * 0.02} ${h * 0.1} h${-bw * 0.2} Z`, '#ffffff'),
    rect(ox, oy - h * 0.2, bw, h * 0.2, 'none', stroke),
    path(`M${ox} ${oy} h${bw} l${w * 0.05} ${h * 0.1} h${-bw - w * 0.1} Z`, 'none', stroke),
    rect(ox, oy + h * 0.1, bw, h * 0.28, 'none', stroke),
    rect(ox + bw * 0.1, oy + h * 0.16, bw * 0.3, h * 0.15, '#9fc4e0', stroke),
    rect(ox + bw * 0.6, oy + h * 0.16, bw * 0.3, h * 0.22, 'none', stroke),
    circle(x, oy - h * 0.1, w * 0.05, 'none', stroke),
  );
}

/** A kraft paper takeaway bag lying flat, with the brand's round sticker. */
export function takeawayBag(x: number, y: number, w: number, angle: number): string {
  const h = w * 1.25;
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - w / 2 + SHADOW.dx, y - h / 2 + SHADOW.dy, w, h, '#2a1a10', { opacity: 0.16 }),
    rect(x - w / 2, y - h / 2, w, h, '#c89b6a'),
    rect(x - w / 2, y - h / 2, w, h * 0.16, '#b98a5a'),
    path(`M${x - w * 0.2} ${y - h / 2} q${w * 0.2} ${-h * 0.22} ${w * 0.4} 0`, 'none', { stroke: '#a87a4a', 'stroke-width': 8 }),
    rect(x - w * 0.46, y - h * 0.2, w * 0.04, h * 0.65, '#000', { opacity: 0.06 }),
    circle(x, y + h * 0.08, w * 0.24, brand.crimson),
    circle(x, y + h * 0.08, w * 0.21, 'none', { stroke: warm.gold, 'stroke-width': 2 }),
    lettering('MR', { x, y: y + h * 0.08 + w * 0.06, size: w * 0.12, color: brand.offWhite }),
  );
}

/** An open kraft box of food. */
export function takeawayBox(x: number, y: number, w: number, angle: number, contents: string): string {
  const h = w * 0.72;
  return g(
    { transform: rotate(angle, x, y) },
    rect(x - w / 2 + SHADOW.dx, y - h / 2 + SHADOW.dy, w, h * 1.6, '#2a1a10', { opacity: 0.15 }),
    rect(x - w / 2, y - h / 2 - h * 0.6, w, h * 0.6, '#d2aa78'),
    rect(x - w / 2, y - h / 2, w, h, '#c89b6a'),
    rect(x - w / 2 + 10, y - h / 2 + 10, w - 20, h - 20, '#b98a5a'),
    contents,
  );
}

/** A paper cone of frites. */
export function fritesCone(x: number, y: number, l: number, angle: number, random: Random): string {
  const sticks: string[] = [];
  for (let i = 0; i < 9; i++) {
    const fx = x - l * 0.22 + random.range(0, l * 0.44);
    sticks.push(rect(fx, y - l * 0.62 + random.range(-10, 10), 11, l * 0.3, random.pick(['#e9b84a', '#f0c75e', '#d9a23c']), { rx: 4, transform: rotate(random.range(-12, 12), fx, y - l * 0.5) }));
  }
  return g(
    { transform: rotate(angle, x, y) },
    ...sticks,
    path(`M${x - l * 0.3} ${y - l * 0.4} H${x + l * 0.3} L${x} ${y + l * 0.5} Z`, '#fbf6ea'),
    path(`M${x - l * 0.3} ${y - l * 0.4} H${x + l * 0.3} L${x + l * 0.22} ${y - l * 0.22} H${x - l * 0.22} Z`, brand.crimson),
  );
}
