import { mix } from '../colour';
import { BANQUETTES, PANELLING, WALLS, brand, warm } from '../palette';
import { archedMirror, archedWindow, banquette, bellLight, chalkboard, clock, diningTable, globeLight, palm, parquetFloor, poster, tiledFloor, zincBar } from '../parts/interior';
import type { Random } from '../random';
import { circle, Defs, g, path, rect, svgDocument } from '../svg';

/** The dining room is drawn 1600 × 1067; a wider frame shows a band of it. */
const W = 1600;
const H = 1067;
const CEILING = 70;
const DADO = 560;
const FLOOR = 800;

export interface InteriorOptions {
  /** Tall arched windows onto the evening street instead of mirrors. */
  windows?: boolean;
  /** Garlands and fairy lights, or gold streamers and confetti. */
  festive?: 'christmas' | 'new-year' | null;
  width?: number;
  height?: number;
}

function walls(wall: string, panel: string, defs: Defs): string {
  const panels: string[] = [];
  for (let x = 20; x < W; x += 200) panels.push(rect(x, DADO + 40, 160, FLOOR - DADO - 70, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.1 }));
  return g(
    {},
    rect(0, 0, W, DADO, wall),
    rect(0, 0, W, DADO, defs.linear([[0, '#3a2418', 0.35], [0.35, '#3a2418', 0], [1, '#000', 0.05]])),
    rect(0, 0, W, CEILING, warm.espresso),
    rect(0, CEILING, W, 16, warm.walnut),
    rect(0, CEILING + 16, W, 6, '#000', { opacity: 0.2 }),
    rect(0, DADO, W, FLOOR - DADO, panel),
    rect(0, DADO - 10, W, 14, mix(panel, '#000000', 0.25)),
    ...panels,
  );
}

function garland(x0: number, x1: number, y: number, random: Random): string {
  const out: string[] = [];
  const swags = Math.round((x1 - x0) / 220);
  const sw = (x1 - x0) / swags;
  for (let i = 0; i < swags; i++) {
    const a = x0 + i * sw;
    out.push(path(`M${a} ${y} Q${a + sw / 2} ${y + 70} ${a + sw} ${y}`, 'none', { stroke: warm.leaf, 'stroke-width': 22, 'stroke-linecap': 'round' }));
    out.push(path(`M${a} ${y} Q${a + sw / 2} ${y + 70} ${a + sw} ${y}`, 'none', { stroke: warm.leafLight, 'stroke-width': 8, 'stroke-dasharray': '6 14', 'stroke-linecap': 'round' }));
    out.push(circle(a + sw / 2, y + 44, 12, random.pick([brand.crimson, warm.gold])));
    out.push(path(`M${a - 14} ${y - 8} l14 14 l14 -14 l-6 20 h-16 Z`, brand.crimson));
  }
  return g({}, ...out);
}

function fairyLights(x0: number, x1: number, y: number, sag: number, random: Random): string {
  const out = [path(`M${x0} ${y} Q${(x0 + x1) / 2} ${y + sag} ${x1} ${y}`, 'none', { stroke: '#2a1d14', 'stroke-width': 1.5 })];
  for (let t = 0.03; t < 1; t += 0.045) {
    const x = x0 + (x1 - x0) * t;
    const yy = y + 2 * sag * t * (1 - t);
    out.push(circle(x, yy + 4, 9, warm.lamp, { opacity: 0.3 }), circle(x, yy + 4, 3.5, random.chance(0.8) ? '#fff2c8' : warm.glow));
  }
  return g({}, ...out);
}

function confetti(random: Random): string {
  const out: string[] = [];
  for (let i = 0; i < 70; i++) {
    const x = random.range(0, W);
    const y = random.range(CEILING + 30, FLOOR);
    out.push(rect(x, y, random.range(5, 10), random.range(3, 6), random.pick([warm.gold, warm.brass, brand.offWhite, warm.lamp]), { transform: `rotate(${Math.round(random.range(0, 180))} ${Math.round(x)} ${Math.round(y)})`, opacity: 0.85 }));
  }
  for (let i = 0; i < 3; i++) {
    const x = random.range(200, W - 200);
    out.push(path(`M${x} ${CEILING + 20} q40 60 0 120 q-40 60 0 120 q40 60 0 120`, 'none', { stroke: warm.gold, 'stroke-width': 5, opacity: 0.8 }));
  }
  return g({}, ...out);
}

/** A brasserie's dining room: zinc bar, globe lights, banquettes, mirrors or arched windows. */
export function interiorScene(options: InteriorOptions, random: Random): string {
  const defs = new Defs();
  const r = random.fork('room');
  const wall = r.pick(WALLS);
  let panel: string = r.pick(PANELLING);
  if (panel === wall) panel = warm.walnut;
  const dress = r.pick(['mirrors', 'posters', 'mirrors', 'chalkboard'] as const);
  const lamps = r.pick(['globes', 'globes', 'bells'] as const);
  const bellColour = r.pick([brand.navy, '#2f4a3a', brand.crimson, '#f3efe6']);
  const leather = r.pick(BANQUETTES);
  const barLeft = r.chance(0.5);
  const barW = r.pick([480, 520, 560]);
  const barX0 = barLeft ? 40 : W - barW - 40;
  const barX1 = barX0 + barW;
  const roomX0 = barLeft ? barX1 + 60 : 0;
  const roomX1 = barLeft ? W : barX0 - 60;
  const chair = r.pick([warm.espresso, '#1f1a16', brand.crimsonDark]);
  const f = random.fork('furniture');

  const scene: string[] = [walls(wall, panel, defs)];
  // Mirrors, posters or windows along the dining side.
  const openings = Math.max(2, Math.round((roomX1 - roomX0) / 300));
  const ow = options.windows ? 190 : 170;
  const dressing = random.fork('dressing');
  for (let i = 0; i < openings; i++) {
    const cx = roomX0 + ((i + 0.5) * (roomX1 - roomX0)) / openings;
    if (options.windows) scene.push(archedWindow(cx - ow / 2, 130, ow, 440, defs, mix(panel, '#000000', 0.1), r));
    else if (dress === 'posters' || (dress === 'chalkboard' && i === 1)) {
      scene.push(i === 1 && dress === 'chalkboard' ? chalkboard(cx - 130, 200, 260, 300) : poster(cx - 90, 190, 180, 260, dressing.pick([brand.crimson, brand.navy, '#2f5a45', warm.ochre]), dressing));
    } else scene.push(archedMirror(cx - ow / 2, 150, ow, 380, defs));
    if (!options.windows && i < openings - 1) {
      const sx = roomX0 + ((i + 1) * (roomX1 - roomX0)) / openings;
      scene.push(circle(sx, 300, 40, defs.radial([[0, warm.lamp, 0.55], [1, warm.lamp, 0]])), rect(sx - 3, 296, 6, 30, warm.brass), circle(sx, 292, 9, '#fff4d6'));
    }
  }
  if (!options.windows && dressing.chance(0.5)) scene.push(clock(barLeft ? barX0 + 120 : barX1 - 120, 180, 40));
  scene.push(f.pick([tiledFloor(FLOOR, H, W, '#e9e1d1', '#4a403a'), parquetFloor(FLOOR, H, W, defs)]));
  scene.push(rect(0, FLOOR, W, H - FLOOR, defs.linear([[0, '#000', 0.25], [1, '#000', 0]])));
  scene.push(banquette(roomX0 + 20, roomX1 - 20, 590, 740, leather));
  const tables = Math.max(2, Math.round((roomX1 - roomX0) / 330));
  for (let i = 0; i < tables; i++) {
    const tx = roomX0 + ((i + 0.5) * (roomX1 - roomX0)) / tables;
    scene.push(diningTable(tx, 770, 170, chair, defs, f));
  }
  scene.push(zincBar(barX0, barX1, 650, 930, defs, random.fork('bar')));
  scene.push(palm(barLeft ? barX1 + 70 : barX0 - 70, 960, 0.72, defs));
  // Globe lights hang over everything, the nearest ones lowest.
  const lights = random.fork('lights');
  const count = lights.int(5, 7);
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5) * W) / count + lights.range(-30, 30);
    const y = lights.range(190, 290);
    scene.push(lamps === 'globes' ? globeLight(x, y, lights.range(20, 28), CEILING + 22, defs) : bellLight(x, y, 26, CEILING + 22, bellColour, defs));
  }
  if (options.festive === 'christmas') scene.push(garland(0, W, 196, random.fork('garland')), fairyLights(roomX0, roomX1, 250, 60, random.fork('fairy')));
  if (options.festive === 'new-year') scene.push(confetti(random.fork('confetti')), fairyLights(0, W, 200, 80, random.fork('fairy')));
  // Evening warmth across the room.
  scene.push(rect(0, 0, W, H, defs.radial([[0, warm.glow, 0.1], [1, '#1a0f08', 0.28]], 0.5, 0.4, 0.8)));

  const width = options.width ?? W;
  const height = options.height ?? H;
  const scale = width / W;
  const shownH = height / scale;
  // A shorter frame keeps the room's middle: from the lights down to the chairs.
  const offset = Math.max(0, Math.min(H - shownH, (H - shownH) * 0.6));
  return svgDocument(width, height, defs, g({ transform: `scale(${Math.round(scale * 10000) / 10000}) translate(0 ${-Math.round(offset)})` }, ...scene));
}
