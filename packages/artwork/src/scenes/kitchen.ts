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

/** A bowl of moules frites at the pass, from the side: white bowl heaped with shells, frites in a cone. */
function passPlate(x: number, y: number, random: Random): string {
  const s = 1.6;
  const shells: string[] = [];
  for (let i = 0; i < 11; i++) {
    const sx = x + (-60 + i * 12) * s;
    const sy = y - (36 + random.range(0, 16)) * s;
    shells.push(g({ transform: `rotate(${Math.round(random.range(-35, 35))} ${Math.round(sx)} ${Math.round(sy)})` }, ellipse(sx, sy, 15 * s, 8 * s, '#1d2233'), ellipse(sx + 3 * s, sy, 9 * s, 4.5 * s, '#e59a3c')));
  }
  return g(
    {},
    ellipse(x, y + 4, 100 * s, 10 * s, '#000', { opacity: 0.2 }),
    ...shells,
    path(`M${x - 84 * s} ${y - 34 * s} Q${x - 74 * s} ${y} ${x} ${y} Q${x + 74 * s} ${y} ${x + 84 * s} ${y - 34 * s} Z`, '#fbf8f2'),
    rect(x - 84 * s, y - 38 * s, 168 * s, 6 * s, brand.navy, { rx: 3 }),
    path(`M${x + 78 * s} ${y - 30 * s} l${10 * s} ${-60 * s} l${24 * s} 0 l${-4 * s} ${60 * s} Z`, '#fbf6ea'),
    ...[0, 1, 2, 3].map((i) => rect(x + (90 + i * 5) * s, y - (106 - (i % 2) * 8) * s, 4 * s, 30 * s, i % 2 ? '#f0c75e' : '#e9b84a')),
    circle(x - 20 * s, y - 52 * s, 5 * s, warm.leafLight),
    circle(x + 14 * s, y - 56 * s, 4 * s, warm.leafLight),
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
  scene.push(rect(0, PASS, W, 40, defs.linear([[0, '#e3e8ea'], [1, '#a9b1b5']])), rect(0, PASS + 40, W, H - PASS - 40, defs.linear([[0, '#5b646a'], [1, '#3a4046']])));
  // The pass's front: brushed steel doors with brass handles, warm light spilling from the lamps.
  for (let i = 0; i < 8; i++) {
    scene.push(rect(i * 200 + 14, PASS + 62, 172, H - PASS - 70, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.12 }));
    scene.push(rect(i * 200 + 86, PASS + 80, 28, 6, warm.brass, { rx: 3 }));
  }
  scene.push(rect(0, PASS + 40, W, 60, defs.linear([[0, warm.glow, 0.22], [1, warm.glow, 0]])));
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
    for (let i = 0; i < 3; i++) scene.push(passPlate(300 + i * 500 + r.range(-30, 30), PASS, r));
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
