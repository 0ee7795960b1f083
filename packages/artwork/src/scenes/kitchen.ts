import { brand, warm } from '../palette';
import type { Random } from '../random';
import { circle, Defs, ellipse, g, path, rect, svgDocument } from '../svg';

/** The kitchen is drawn 1600 × 900; other frames scale it to their width and show its middle. */
const W = 1600;
const H = 900;
const PASS = 640;

export interface KitchenOptions {
  /** Plates of moules frites waiting at the pass under the heat lamps. */
  plates?: boolean;
  width?: number;
  height?: number;
}

function tiles(defs: Defs): string {
  const out = [rect(0, 0, W, PASS, '#f3efe6')];
  for (let row = 0; row * 40 < PASS; row++) {
    const offset = row % 2 ? 40 : 0;
    for (let x = -offset; x < W; x += 80) out.push(rect(x + 3, row * 40 + 3, 74, 34, '#fbf8f1', { rx: 6 }));
  }
  out.push(rect(0, 0, W, PASS, defs.linear([[0, '#2a1a10', 0.25], [0.5, '#2a1a10', 0.05], [1, '#2a1a10', 0.15]])));
  return g({}, ...out);
}

function copperPan(x: number, y: number, r: number, defs: Defs): string {
  return g(
    {},
    rect(x - 4, y - r - 60, 8, 64, '#6b4a2a'),
    circle(x, y - r - 64, 7, 'none', { stroke: '#3a3a3a', 'stroke-width': 3 }),
    circle(x, y, r, defs.radial([[0, '#f0a070'], [0.6, '#c46a3a'], [1, '#8a4424']], 0.35, 0.35, 0.8)),
    circle(x, y, r * 0.78, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.25 }),
  );
}

function ladle(x: number, y: number, l: number): string {
  return g({}, rect(x - 3, y, 6, l, '#c9d0d4'), ellipse(x, y + l + 14, 18, 14, '#b3bbc0'), circle(x, y - 6, 6, 'none', { stroke: '#c9d0d4', 'stroke-width': 3 }));
}

function stockPot(x: number, floor: number, w: number, h: number, defs: Defs, random: Random): string {
  const steam: string[] = [];
  for (let i = 0; i < 3; i++) {
    const sx = x - w * 0.25 + i * w * 0.25;
    steam.push(path(`M${sx} ${floor - h - 10} q-20 -30 0 -60 q20 -30 0 -60`, 'none', { stroke: '#ffffff', 'stroke-width': 10, 'stroke-linecap': 'round', opacity: random.range(0.35, 0.6) }));
  }
  return g(
    {},
    ...steam,
    rect(x - w / 2, floor - h, w, h, defs.linear([[0, '#dfe5e8'], [0.5, '#b9c2c7'], [1, '#8f999f']], 0, 0, 1, 0), { rx: 6 }),
    rect(x - w / 2 - 10, floor - h, w + 20, 12, '#9aa3a8', { rx: 6 }),
    rect(x - w / 2 - 22, floor - h + 30, 22, 10, '#8f999f'),
    rect(x + w / 2, floor - h + 30, 22, 10, '#8f999f'),
  );
}

/** A bowl of moules frites at the pass, from the side: bowl, shells, a cone of frites. */
function passPlate(x: number, y: number, random: Random): string {
  const shells: string[] = [];
  for (let i = 0; i < 7; i++) shells.push(ellipse(x - 50 + i * 16, y - 34 - random.range(0, 14), 14, 8, '#1d2233', { transform: `rotate(${Math.round(random.range(-30, 30))} ${Math.round(x - 50 + i * 16)} ${y - 34})` }));
  return g(
    {},
    ellipse(x, y + 4, 86, 10, '#000', { opacity: 0.15 }),
    ...shells,
    path(`M${x - 80} ${y - 30} Q${x - 70} ${y + 2} ${x} ${y + 2} Q${x + 70} ${y + 2} ${x + 80} ${y - 30} Z`, '#fbf8f2'),
    rect(x - 80, y - 34, 160, 6, brand.navy, { rx: 3 }),
    path(`M${x + 70} ${y - 30} l12 -70 l22 0 l-4 70 Z`, '#fbf6ea'),
    rect(x + 84, y - 118, 5, 30, '#e9b84a'),
    rect(x + 91, y - 112, 5, 26, '#f0c75e'),
  );
}

/** Behind the pass: tiled wall, copper pans, steam off the stock pots, tickets on the rail, heat lamps. */
export function kitchenScene(options: KitchenOptions, random: Random): string {
  const defs = new Defs();
  const r = random.fork('kitchen');
  const scene: string[] = [tiles(defs)];
  // Shelf with hanging pans and ladles.
  scene.push(rect(80, 90, W - 160, 14, '#a9b1b5'), rect(80, 104, W - 160, 6, '#000', { opacity: 0.15 }));
  const pans = r.int(4, 6);
  for (let i = 0; i < pans; i++) {
    const x = 200 + (i * (W - 400)) / (pans - 1);
    if (i % 2) scene.push(ladle(x, 126, r.range(110, 150)));
    else scene.push(copperPan(x, 250 + r.range(-10, 20), r.range(46, 62), defs));
  }
  // The range at the back with its pots.
  scene.push(rect(0, 420, W, 220, '#2d3236'), rect(0, 420, W, 16, '#4a5258'));
  for (let i = 0; i < 3; i++) scene.push(stockPot(280 + i * 520 + r.range(-40, 40), 470, r.range(150, 200), r.range(110, 150), defs, r));
  for (let i = 0; i < 6; i++) scene.push(ellipse(180 + i * 250, 440, 60, 8, '#e59a3c', { opacity: 0.6 }));
  // The pass: a steel shelf with heat lamps and the ticket rail.
  scene.push(rect(0, PASS, W, 40, defs.linear([[0, '#e3e8ea'], [1, '#a9b1b5']])), rect(0, PASS + 40, W, H - PASS - 40, defs.linear([[0, '#7f898f'], [1, '#5b646a']])));
  for (let i = 0; i < 12; i++) scene.push(rect(i * 140 + 10, PASS + 60, 120, H - PASS - 80, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.08 }));
  scene.push(rect(60, 500, W - 120, 10, '#c9d0d4'));
  for (let i = 0; i < 9; i++) {
    const tx = 120 + i * 160 + r.range(-20, 20);
    scene.push(rect(tx, 510, 70, 100 + r.range(-10, 20), '#fffdf6', { transform: `rotate(${Math.round(r.range(-4, 4))} ${Math.round(tx)} 510)` }));
    for (let k = 0; k < 4; k++) scene.push(rect(tx + 10, 530 + k * 16, r.range(30, 50), 3, brand.navy, { opacity: 0.5 }));
  }
  for (let i = 0; i < 4; i++) {
    const lx = 240 + i * 370;
    scene.push(
      path(`M${lx - 70} 600 L${lx + 70} 600 L${lx + 90} ${PASS} L${lx - 90} ${PASS} Z`, warm.glow, { opacity: 0.25 }),
      rect(lx - 70, 580, 140, 22, '#2a2a2a', { rx: 8 }),
      rect(lx - 56, 600, 112, 6, '#ff8a3c'),
    );
  }
  if (options.plates) {
    for (let i = 0; i < 4; i++) scene.push(passPlate(240 + i * 370 + r.range(-30, 30), PASS, r));
  } else {
    // Plates stacked ready.
    for (let i = 0; i < 6; i++) scene.push(ellipse(1300, PASS - 6 - i * 10, 90, 12, '#fbf8f2', { stroke: '#d9d2c6', 'stroke-width': 2 }));
    scene.push(rect(420, PASS - 50, 60, 50, '#d9d2c6', { rx: 8 }), rect(520, PASS - 70, 40, 70, warm.leaf, { rx: 6 }));
  }
  const width = options.width ?? W;
  const height = options.height ?? H;
  const scale = width / W;
  const offset = Math.max(0, (H - height / scale) * 0.55);
  return svgDocument(width, height, defs, g({ transform: `scale(${Math.round(scale * 10000) / 10000}) translate(0 ${-Math.round(offset)})` }, ...scene));
}
