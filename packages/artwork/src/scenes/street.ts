import { lettering } from '../lettering';
import { AWNINGS, FACADES, NEIGHBOURS, SHOPFRONTS, SKIES, brand, warm, type TimeOfDay } from '../palette';
import { daylight } from '../colour';
import { balcony, cornice, mansard, sashWindow, shutters, windowBox, windowGrid, type Tone } from '../parts/building';
import { aFrame, bayTree, parasol, streetLamp, terraceSet, wallLantern } from '../parts/furniture';
import type { Random } from '../random';
import { circle, Defs, g, path, rect, svgDocument } from '../svg';

/** The street scene is drawn 1600 × 1067; a wider frame shows a band of it. */
const W = 1600;
const H = 1067;
const GROUND = 930;
const KERB = 1012;
/** The ground floor: cornice, fascia band, awning. */
const SHOP_TOP = 530;
const FASCIA = 540;
const AWNING_TOP = 614;
const AWNING_FOOT = 672;
const WINDOW_TOP = 626;

export interface StreetOptions {
  /** The name on the awning's valance (the town), or none. */
  town: string | null;
  time?: TimeOfDay;
  /** Tables out on the pavement. */
  terrace?: boolean;
  /** A chalkboard by the door with these words (e.g. "We're hiring"). */
  chalkboard?: string;
  /** Output size; the scene is scaled to the width and cut to the height around its ground floor. */
  width?: number;
  height?: number;
}

const TIMES: readonly TimeOfDay[] = ['golden', 'dusk', 'dusk', 'night', 'morning', 'noon', 'golden'];

function sky(time: TimeOfDay, defs: Defs, random: Random): string {
  const s = SKIES[time];
  const out = [rect(0, 0, W, GROUND, defs.linear([[0, s.top], [1, s.horizon]]))];
  if (time === 'night') {
    for (let i = 0; i < 26; i++) out.push(circle(random.range(0, W), random.range(10, 260), random.range(1, 2.4), '#fdf6e3', { opacity: random.range(0.4, 0.9) }));
    const mx = random.range(560, 1040);
    out.push(circle(mx, 64, 70, defs.radial([[0, s.sun, 0.35], [1, s.sun, 0]])), circle(mx, 64, 22, s.sun));
  } else if (time === 'dusk' || time === 'golden') {
    out.push(circle(random.range(200, 1400), 240, 120, defs.radial([[0, s.sun, 0.9], [0.35, s.sun, 0.35], [1, s.sun, 0]])));
  } else {
    // Soft clouds: overlapping ellipses, flat.
    for (let i = 0; i < 3; i++) {
      const cx = random.range(80, W - 80);
      const cy = random.range(50, 170);
      out.push(g({ fill: '#ffffff', opacity: 0.55 }, circle(cx, cy, 34, '#ffffff'), circle(cx + 40, cy - 12, 42, '#ffffff'), circle(cx + 86, cy, 30, '#ffffff'), rect(cx - 10, cy, 120, 28, '#ffffff', { rx: 14 })));
    }
  }
  return g({}, ...out);
}

/** What a neighbouring shop sells shows in its window. */
const SHOPS = ['Books', 'Flowers', 'Wine', 'Bakery', 'Deli', 'Antiques'] as const;

function shopDisplay(kind: (typeof SHOPS)[number], x: number, y: number, w: number, h: number, random: Random, t: Tone): string {
  const out: string[] = [];
  const foot = y + h;
  if (kind === 'Books' || kind === 'Antiques') {
    for (let bx = x + 6; bx < x + w - 10; bx += random.range(9, 15)) {
      const bh = random.range(26, 44);
      out.push(rect(bx, foot - bh - 4, random.range(6, 10), bh, t(random.pick([brand.crimson, brand.navy, warm.ochre, '#2f5a45', warm.cream, warm.terracotta]))));
    }
    out.push(rect(x, foot - 4, w, 4, t(warm.walnut)));
  } else if (kind === 'Flowers') {
    for (let fx = x + 14; fx < x + w - 10; fx += 26) {
      out.push(rect(fx - 9, foot - 22, 18, 22, t(warm.terracotta)));
      for (let k = 0; k < 5; k++) out.push(circle(fx + random.range(-12, 12), foot - 30 - random.range(0, 26), random.range(5, 8), t(random.pick(['#e7a0a8', '#f3e7cf', '#c2324a', '#e59a3c', '#9b7fb8']))));
    }
  } else if (kind === 'Wine') {
    for (let bx = x + 10; bx < x + w - 10; bx += 16) out.push(path(`M${bx} ${foot} v-34 q0 -8 4 -10 v-12 h4 v12 q4 2 4 10 v34 Z`, t(random.pick([warm.bottle, warm.wine, '#3b2a1a', '#c9b46a']))));
  } else {
    for (let bx = x + 16; bx < x + w - 16; bx += 30) {
      out.push(path(`M${bx - 12} ${foot - 4} q12 -24 24 0 Z`, t(random.pick([warm.ochre, warm.amber, '#d9a35c']))));
    }
    out.push(rect(x, foot - 4, w, 4, t(warm.oak)));
  }
  return g({}, ...out);
}

function neighbour(x0: number, x1: number, top: number, lit: boolean, defs: Defs, random: Random, t: Tone, side: 'left' | 'right'): string {
  const colour = t(random.pick(NEIGHBOURS));
  const shade = defs.linear([[0, '#000', 0], [1, '#000', 0.12]]);
  const shop = random.pick(SHOPS);
  const paint = t(random.pick(['#2f3b36', '#4a3b32', '#3a4450', '#5b2b2b', '#2e3f52']));
  // The shop's window and door, on the side away from the restaurant.
  const inner = side === 'left' ? x1 - 20 : x0 + 20;
  const outer = side === 'left' ? Math.max(x0 + 20, x1 - 300) : Math.min(x1 - 20, x0 + 300);
  const wx = Math.min(inner, outer);
  const ww = Math.abs(inner - outer);
  const doorX = side === 'left' ? wx + 20 : wx + ww - 90;
  const winX = side === 'left' ? wx + 120 : wx + 10;
  const winW = ww - 130;
  const chimneys: string[] = [];
  for (let i = 0; i < 2; i++) {
    const cx = x0 + (x1 - x0) * (0.25 + i * 0.45);
    chimneys.push(rect(cx - 18, top - 44, 36, 44, t(warm.terracotta)), rect(cx - 22, top - 48, 44, 8, t('#8a4a34')), rect(cx - 10, top - 62, 8, 14, t('#8a4a34')), rect(cx + 4, top - 60, 8, 12, t('#8a4a34')));
  }
  return g(
    {},
    ...chimneys,
    rect(x0, top, x1 - x0, GROUND - top, colour),
    rect(x0, top, x1 - x0, GROUND - top, shade),
    cornice(x0, top + 14, x1 - x0, colour),
    windowGrid(x0 + 20, x1 - 20, top + 60, SHOP_TOP, lit, defs, random, '#efe9df', t),
    rect(x0, SHOP_TOP + 30, x1 - x0, GROUND - SHOP_TOP - 30, paint),
    rect(x0, SHOP_TOP + 30, x1 - x0, 8, '#000', { opacity: 0.2 }),
    rect(wx, SHOP_TOP + 50, ww, 54, paint),
    rect(wx + 4, SHOP_TOP + 54, ww - 8, 46, 'none', { stroke: t(warm.cream), 'stroke-width': 1.5, opacity: 0.6 }),
    lettering(shop, { x: wx + ww / 2, y: SHOP_TOP + 88, size: 22, color: t(warm.cream), maxWidth: ww - 40 }),
    rect(winX, SHOP_TOP + 130, winW, GROUND - SHOP_TOP - 190, lit ? '#b98a55' : t('#7c8a96')),
    shopDisplay(shop, winX, SHOP_TOP + 130, winW, GROUND - SHOP_TOP - 190, random, lit ? (c) => c : t),
    rect(winX, SHOP_TOP + 130, winW, GROUND - SHOP_TOP - 190, 'none', { stroke: paint, 'stroke-width': 6 }),
    rect(doorX, SHOP_TOP + 130, 70, GROUND - SHOP_TOP - 130, t('#2a2522')),
    rect(doorX + 10, SHOP_TOP + 142, 50, 110, lit ? '#a77b4e' : t('#6f7c88')),
  );
}

function awning(x0: number, x1: number, colour: string, stripes: number, town: string | null, defs: Defs, t: Tone): string {
  const top = AWNING_TOP;
  const foot = AWNING_FOOT;
  const w = x1 - x0;
  const stripeW = w / stripes;
  const canvas: string[] = [path(`M${x0} ${top} H${x1} L${x1 + 26} ${foot} H${x0 - 26} Z`, t(brand.offWhite))];
  for (let i = 0; i < stripes; i += 2) {
    const a = x0 + i * stripeW;
    const b = a + stripeW;
    const fa = x0 - 26 + ((i * stripeW) / w) * (w + 52);
    const fb = x0 - 26 + (((i + 1) * stripeW) / w) * (w + 52);
    canvas.push(path(`M${a} ${top} H${b} L${fb} ${foot} H${fa} Z`, colour));
  }
  // The valance: a scalloped band, one colour, with the town painted on it.
  const valTop = foot;
  const valFoot = foot + 40;
  const scallops = Math.round((w + 52) / 52);
  const sw = (w + 52) / scallops;
  let edge = `M${x0 - 26} ${valTop} H${x1 + 26} V${valFoot}`;
  for (let i = 0; i < scallops; i++) edge += ` q${-sw / 2} ${14} ${-sw} 0`;
  edge += ' Z';
  return g(
    {},
    ...canvas,
    path(`M${x0} ${top} H${x1} L${x1 + 26} ${foot} H${x0 - 26} Z`, defs.linear([[0, '#000', 0.18], [0.4, '#000', 0], [1, '#ffffff', 0.1]])),
    path(edge, colour),
    rect(x0 - 26, valTop, w + 52, 4, '#000', { opacity: 0.15 }),
    town ? lettering(town, { x: (x0 + x1) / 2, y: valTop + 29, size: 20, color: t(brand.offWhite), maxWidth: w - 40, weight: 0.13 }) : '',
  );
}

/** The restaurant's ground floor: fascia with the name, awning, windows, door, lanterns. */
function shopfront(x0: number, x1: number, bays: number, lit: boolean, colour: string, awningColour: string, town: string | null, defs: Defs, random: Random, t: Tone): string {
  const w = x1 - x0;
  const bayW = w / bays;
  const door = random.int(0, bays - 1) === 0 && bays > 2 ? 1 : Math.floor(bays / 2);
  const out: string[] = [
    rect(x0, SHOP_TOP, w, GROUND - SHOP_TOP, colour),
    rect(x0, SHOP_TOP, w, GROUND - SHOP_TOP, defs.linear([[0, '#ffffff', 0.08], [1, '#000', 0.2]])),
    // Fascia with gilt letters and a thin gilt line.
    rect(x0 + 10, FASCIA, w - 20, 64, colour),
    rect(x0 + 16, FASCIA + 6, w - 32, 52, 'none', { stroke: warm.gold, 'stroke-width': 2, opacity: 0.8 }),
    lettering('Maison Rivière', { x: (x0 + x1) / 2, y: FASCIA + 46, size: 30, color: warm.gold, maxWidth: w - 100, weight: 0.12, tracking: 3.2 }),
  ];
  const interior = lit
    ? defs.linear([[0, '#ffd58c'], [0.6, '#e79a4a'], [1, '#8c4a2a']])
    : defs.linear([[0, t('#3b4652')], [0.5, t('#58687a')], [1, t('#2f3842')]]);
  for (let i = 0; i < bays; i++) {
    const bx = x0 + i * bayW;
    const inset = 16;
    const gx = bx + inset;
    const gw = bayW - inset * 2;
    if (i === door) {
      const dw = Math.min(gw * 0.62, 120);
      const dx = bx + (bayW - dw) / 2;
      out.push(
        rect(dx - 10, WINDOW_TOP, dw + 20, GROUND - WINDOW_TOP, colour),
        rect(dx, WINDOW_TOP + 64, dw, GROUND - WINDOW_TOP - 64, warm.espresso),
        rect(dx + 12, WINDOW_TOP + 78, dw - 24, 140, interior),
        rect(dx + dw / 2 - 1.5, WINDOW_TOP + 78, 3, 140, warm.espresso),
        rect(dx + dw - 24, GROUND - 110, 6, 20, warm.brass, { rx: 2 }),
        rect(dx - 10, GROUND - 10, dw + 20, 10, t('#b9b2a6')),
        wallLantern(dx - 26, 740, 1, lit, defs),
        wallLantern(dx + dw + 26, 740, 1, lit, defs),
      );
      continue;
    }
    out.push(rect(gx, WINDOW_TOP, gw, GROUND - WINDOW_TOP - 70, interior));
    if (lit) {
      // Globe lights and the line of a banquette inside.
      for (let k = 0; k < 2; k++) {
        const lx = gx + gw * (0.3 + k * 0.4);
        out.push(rect(lx - 0.8, WINDOW_TOP, 1.6, 104, '#5a3a22', { opacity: 0.6 }), circle(lx, WINDOW_TOP + 112, 9, '#fff4d6'), circle(lx, WINDOW_TOP + 112, 22, '#fff4d6', { opacity: 0.25 }));
      }
      out.push(rect(gx, GROUND - 120, gw, 36, warm.leather, { opacity: 0.55 }), circle(gx + gw / 2, GROUND - 104, 16, '#f3ead9', { opacity: 0.6 }));
    } else {
      out.push(path(`M${gx + gw * 0.1} ${GROUND - 70} L${gx + gw * 0.5} ${WINDOW_TOP} H${gx + gw * 0.64} L${gx + gw * 0.24} ${GROUND - 70} Z`, '#ffffff', { opacity: 0.1 }));
    }
    out.push(
      rect(gx, WINDOW_TOP, gw, GROUND - WINDOW_TOP - 70, 'none', { stroke: warm.espresso, 'stroke-width': 5 }),
      rect(gx + gw / 2 - 2, WINDOW_TOP, 4, GROUND - WINDOW_TOP - 70, warm.espresso, { opacity: 0.8 }),
      // Stall riser panel.
      rect(gx, GROUND - 62, gw, 50, '#000', { opacity: 0.18 }),
      rect(gx + 8, GROUND - 54, gw - 16, 34, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.18 }),
    );
    // Pilaster after each bay.
    if (i < bays - 1) out.push(rect(bx + bayW - 8, FASCIA + 64, 16, GROUND - FASCIA - 64, colour), rect(bx + bayW - 8, FASCIA + 64, 5, GROUND - FASCIA - 64, '#ffffff', { opacity: 0.1 }));
  }
  out.push(rect(x0 - 14, FASCIA + 64, 20, GROUND - FASCIA - 64, colour), rect(x1 - 6, FASCIA + 64, 20, GROUND - FASCIA - 64, colour));
  out.push(awning(x0 + 8, x1 - 8, awningColour, random.pick([14, 16, 18, 20]), town, defs, t));
  return g({}, ...out);
}

/** Upper floors: sash windows with shutters, balconies or window boxes. */
function upperFloors(x0: number, x1: number, bays: number, top: number, lit: boolean, defs: Defs, random: Random, facade: string, t: Tone): string {
  const w = x1 - x0;
  const bayW = w / bays;
  const style = random.pick(['shutters', 'balconies', 'boxes', 'plain'] as const);
  const shutterColour = random.pick(['#2f5a45', '#41627a', '#e8e1d2', '#5a6b5a', brand.navy]);
  const floors = top < 160 ? 2 : 1;
  const floorH = (SHOP_TOP - 15 - top) / floors;
  const out: string[] = [rect(x0 - 18, top, w + 36, SHOP_TOP - top, facade), rect(x0 - 18, top, w + 36, SHOP_TOP - top, defs.linear([[0, '#ffffff', 0.12], [1, '#000', 0.08]]))];
  // Rusticated stone lines.
  for (let y = top + 24; y < SHOP_TOP - 10; y += 24) out.push(rect(x0 - 18, y, w + 36, 1.5, '#000', { opacity: 0.05 }));
  for (let f = 0; f < floors; f++) {
    const fy = top + f * floorH;
    const wh = floorH * (f === floors - 1 ? 0.58 : 0.52);
    const wy = fy + (floorH - wh) / 2 + 6;
    for (let i = 0; i < bays; i++) {
      const ww = Math.min(bayW * 0.44, 96);
      const wx = x0 + i * bayW + (bayW - ww) / 2;
      const glow = lit && random.chance(0.55);
      if (style === 'shutters') out.push(shutters(wx, wy, ww, wh, shutterColour, t));
      out.push(sashWindow(wx, wy, ww, wh, glow, defs, '#f6f1e8', t));
      if (style === 'balconies' && f === floors - 1) out.push(balcony(wx - 10, wy + wh + 4, ww + 20));
      if (style === 'boxes') out.push(windowBox(wx - 6, wy + wh + 2, ww + 12, random, t));
    }
  }
  return g({}, ...out);
}

function pavement(defs: Defs, t: Tone): string {
  const joints: string[] = [];
  for (let x = 0; x <= W; x += 120) joints.push(rect(x, GROUND, 2, KERB - GROUND, '#000', { opacity: 0.06 }));
  return g(
    {},
    rect(0, GROUND, W, KERB - GROUND, defs.linear([[0, t('#cbc3b6')], [1, t('#b7ae9f')]])),
    rect(0, GROUND + 46, W, 2, '#000', { opacity: 0.06 }),
    ...joints,
    rect(0, KERB, W, 12, t('#d9d3c9')),
    rect(0, KERB + 12, W, H - KERB - 12, defs.linear([[0, t('#474b50')], [1, t('#33363a')]])),
    rect(0, GROUND, W, 18, '#000', { opacity: 0.1 }),
  );
}

/** A brasserie's front on its street: neighbours either side, its awning, its terrace, the sky. */
export function streetScene(options: StreetOptions, random: Random): string {
  const defs = new Defs();
  const time = options.time ?? random.fork('time').pick(TIMES);
  const lit = SKIES[time].lit;
  const t = daylight(time);
  const r = random.fork('building');
  const bays = r.pick([3, 4, 4, 5]);
  const x0 = r.pick([360, 380, 400]);
  const x1 = W - x0 + r.pick([-20, 0, 20]);
  const roof = r.pick(['mansard', 'parapet', 'parapet'] as const);
  const top = roof === 'mansard' ? 230 : r.pick([110, 150, 190]);
  const facade = t(r.pick(FACADES));
  const front = r.pick(SHOPFRONTS);
  let awningPaint: string = r.pick(AWNINGS);
  if (awningPaint === front) awningPaint = brand.crimson;
  const awningColour = t(awningPaint);
  const n = random.fork('neighbours');
  const f = random.fork('furniture');
  const terrace = options.terrace ?? f.chance(0.7);

  const scene = [
    sky(time, defs, random.fork('sky')),
    neighbour(-20, x0 - 18, n.range(90, 240), lit, defs, n, t, 'left'),
    neighbour(x1 + 18, W + 20, n.range(90, 240), lit, defs, n, t, 'right'),
    roof === 'mansard' ? mansard(x0 - 18, top, x1 - x0 + 36, bays, lit, defs, t) : '',
    upperFloors(x0, x1, bays, top, lit, defs, r, facade, t),
    roof === 'parapet' ? cornice(x0 - 18, top, x1 - x0 + 36, facade) : cornice(x0 - 18, top, x1 - x0 + 36, facade),
    cornice(x0 - 18, SHOP_TOP, x1 - x0 + 36, facade),
    shopfront(x0, x1, bays, lit, t(front), awningColour, options.town, defs, r, t),
    pavement(defs, t),
    // The awning's shade on the pavement.
    rect(x0 - 10, GROUND, x1 - x0 + 20, 40, '#000', { opacity: 0.08 }),
  ];
  const planter = f.pick([brand.navy, '#2b2b2b', warm.zincDark, brand.crimsonDark]);
  if (f.chance(0.75)) scene.push(bayTree(x0 - 44, GROUND + 8, 0.9, defs, planter, t), bayTree(x1 + 44, GROUND + 8, 0.9, defs, planter, t));
  if (options.chalkboard) {
    const bx = x0 + (x1 - x0) * 0.2;
    scene.push(aFrame(bx, GROUND + 40, 1.1, lettering(options.chalkboard, { x: bx, y: GROUND - 45, size: 13, color: brand.offWhite, maxWidth: 46, weight: 0.14 }), t));
  }
  if (terrace) {
    const chair = f.pick([warm.espresso, '#1f2326', brand.crimsonDark]);
    const count = f.int(2, 4);
    const span = x1 - x0 - 120;
    if (f.chance(0.4) && !options.chalkboard) scene.push(parasol(x0 + 40 + span * 0.1, GROUND + 60, 1, awningPaint, t));
    for (let i = 0; i < count; i++) {
      const tx = x0 + 60 + (span * (i + 0.5)) / count;
      scene.push(terraceSet(tx, GROUND + 62, 1.05, lit, chair, t));
    }
  }
  const lampX = f.pick([110, W - 110]);
  scene.push(streetLamp(lampX, KERB + 6, 1.1, lit, defs));
  // Evening light pooling on the pavement.
  if (lit) scene.push(rect(x0, GROUND, x1 - x0, 90, defs.linear([[0, warm.glow, 0.25], [1, warm.glow, 0]])));

  const width = options.width ?? W;
  const height = options.height ?? H;
  const scale = width / W;
  // A shorter frame keeps the ground floor: cut from above the fascia down to the kerb.
  const shownH = height / scale;
  const offset = Math.max(0, Math.min(H - shownH, KERB + 30 - shownH));
  return svgDocument(width, height, defs, g({ transform: `scale(${Math.round(scale * 10000) / 10000}) translate(0 ${-Math.round(offset)})` }, ...scene));
}
