import { brand, warm } from '../palette';
import { buddhaBowl, cracker, cremeBrulee, croissant, eclair, fish, frites, herbs, holly, lemonHalf, macaron, moules, onionSoup, ramekin, roastDinner, salad, sandwich, scone, star, steak } from '../parts/food';
import { colouringSheet, crayon, fritesCone, keys, orderPad, pen, reservationBook, surface, takeawayBag, takeawayBox, type Surface } from '../parts/paper';
import { bottle, candle, carafe, coffeeCup, coupe, cutlery, menuCard, napkin, plate, posy, saltAndPepper, teacup, teapot, tray, tumbler, wineGlass } from '../parts/tableware';
import type { Random } from '../random';
import { circle, Defs, g, svgDocument } from '../svg';

/** What a flat lay shows: a dish or a table's worth of things. */
export const FLAT_LAYS = [
  'steak-frites', 'two-steak-frites', 'set-menu', 'kids-plate', 'afternoon-tea', 'vegan-bowl', 'menus-and-wine',
  'party-table', 'fish-board', 'takeaway', 'sharing-frites', 'colouring', 'christmas-table', 'champagne',
  'flowers-and-fizz', 'moules-frites', 'service-tray', 'managers-desk', 'counter',
] as const;
export type FlatLay = (typeof FLAT_LAYS)[number];

interface Ctx {
  w: number;
  h: number;
  defs: Defs;
  r: Random;
  /** Plate rims and card borders: crimson or navy. */
  ring: string;
}

const RED = warm.wine;
const WHITE_WINE = '#e8d27a';

function steakFritesPlate(c: Ctx, x: number, y: number, pr: number): string {
  return g({}, plate(x, y, pr, c.defs, c.ring), steak(x - pr * 0.22, y - pr * 0.05, pr * 0.33, c.r.range(-20, 20), c.r, c.defs), frites(x + pr * 0.3, y + pr * 0.12, pr * 0.3, c.r), salad(x - pr * 0.1, y + pr * 0.42, pr * 0.16, c.r), ramekin(x + pr * 0.34, y - pr * 0.38, pr * 0.13, '#f2d27a'));
}

/** Three tiers from above: sandwiches on the widest, scones, then macarons and éclairs on top. */
function teaStand(c: Ctx, x: number, y: number, r: number): string {
  const out = [plate(x, y, r, c.defs, c.ring)];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    out.push(sandwich(x + Math.cos(a) * r * 0.84, y + Math.sin(a) * r * 0.84, r / 300, (a * 180) / Math.PI + 90));
  }
  out.push(plate(x, y, r * 0.68, c.defs, c.ring));
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.3;
    out.push(scone(x + Math.cos(a) * r * 0.52, y + Math.sin(a) * r * 0.52, r * 0.1));
  }
  out.push(plate(x, y, r * 0.4, c.defs, c.ring));
  const colours = ['#e7a0a8', '#b9d48a', '#f3d27a', '#c9a7d8', '#f2d7d5', '#a8c8e0'];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    if (i % 3 === 0) out.push(eclair(x + Math.cos(a) * r * 0.24, y + Math.sin(a) * r * 0.24, r * 0.2, (a * 180) / Math.PI + 90, '#5b3823'));
    else out.push(macaron(x + Math.cos(a) * r * 0.26, y + Math.sin(a) * r * 0.26, r * 0.065, colours[i] as string));
  }
  out.push(circle(x, y, r * 0.07, 'none', { stroke: warm.brass, 'stroke-width': r * 0.025 }), circle(x, y, r * 0.03, warm.brass));
  return g({}, ...out);
}

const LAYS: Record<FlatLay, { surface: Surface | readonly Surface[]; draw(c: Ctx): string[] }> = {
  'steak-frites': {
    surface: ['marble', 'linen', 'zinc'],
    draw: (c) => [
      napkin(c.w * 0.16, c.h * 0.62, 220, 300, -8, c.ring),
      steakFritesPlate(c, c.w * 0.47, c.h * 0.52, c.h * 0.34),
      cutlery(c.w * 0.75, c.h * 0.55, c.h * 0.55, 4, c.defs),
      wineGlass(c.w * 0.82, c.h * 0.18, 70, RED),
      saltAndPepper(c.w * 0.14, c.h * 0.16),
      carafe(c.w * 0.9, c.h * 0.82, 80, RED),
    ],
  },
  'two-steak-frites': {
    surface: ['marble', 'linen'],
    draw: (c) => [
      steakFritesPlate(c, c.w * 0.28, c.h * 0.55, c.h * 0.28),
      steakFritesPlate(c, c.w * 0.72, c.h * 0.45, c.h * 0.28),
      wineGlass(c.w * 0.5, c.h * 0.16, 62, RED),
      wineGlass(c.w * 0.57, c.h * 0.86, 62, RED),
      carafe(c.w * 0.08, c.h * 0.12, 70, RED),
      cutlery(c.w * 0.93, c.h * 0.6, c.h * 0.45, -6, c.defs),
    ],
  },
  'set-menu': {
    surface: ['linen', 'marble'],
    draw: (c) => [
      menuCard(c.w * 0.15, c.h * 0.5, 300, 430, -6, 'Prix fixe', c.ring),
      onionSoup(c.w * 0.45, c.h * 0.25, c.h * 0.15, c.defs),
      steakFritesPlate(c, c.w * 0.62, c.h * 0.62, c.h * 0.27),
      cremeBrulee(c.w * 0.88, c.h * 0.3, c.h * 0.11, c.defs),
      wineGlass(c.w * 0.88, c.h * 0.78, 58, RED),
    ],
  },
  'kids-plate': {
    surface: ['oak', 'blush-linen'],
    draw: (c) => [
      colouringSheet(c.w * 0.2, c.h * 0.48, 400, -8),
      plate(c.w * 0.58, c.h * 0.5, c.h * 0.28, c.defs, c.ring),
      frites(c.w * 0.62, c.h * 0.44, c.h * 0.12, c.r, 16),
      steak(c.w * 0.53, c.h * 0.58, c.h * 0.08, 10, c.r, c.defs),
      ...Array.from({ length: 10 }, () => circle(c.w * 0.6 + c.r.range(-40, 40), c.h * 0.64 + c.r.range(-20, 20), 9, '#7aa84a')),
      tumbler(c.w * 0.85, c.h * 0.22, 58, '#f0a63c'),
      crayon(c.w * 0.4, c.h * 0.86, 240, -20, brand.crimson),
      crayon(c.w * 0.48, c.h * 0.92, 240, 8, '#2f6fb0'),
      crayon(c.w * 0.84, c.h * 0.78, 240, 60, '#e8b92c'),
    ],
  },
  'afternoon-tea': {
    surface: ['linen', 'blush-linen', 'marble'],
    draw: (c) => [
      teaStand(c, c.w * 0.42, c.h * 0.5, c.h * 0.38),
      teapot(c.w * 0.82, c.h * 0.3, 95, c.r.range(-30, 30), c.r.pick([brand.navy, '#f4efe6', brand.crimson]), c.defs),
      teacup(c.w * 0.86, c.h * 0.72, 52, 20, c.defs, c.ring),
      teacup(c.w * 0.12, c.h * 0.2, 52, 160, c.defs, c.ring),
      posy(c.w * 0.12, c.h * 0.8, 70, ['#e7a0a8', '#f3e7cf', '#c2324a'], c.r),
    ],
  },
  'vegan-bowl': {
    surface: ['oak', 'marble'],
    draw: (c) => [
      buddhaBowl(c.w * 0.46, c.h * 0.5, c.h * 0.34, c.r),
      lemonHalf(c.w * 0.83, c.h * 0.24, 72),
      lemonHalf(c.w * 0.9, c.h * 0.42, 60),
      herbs(c.w * 0.14, c.h * 0.24, 280, 30, c.r),
      herbs(c.w * 0.2, c.h * 0.34, 220, -20, c.r),
      tumbler(c.w * 0.13, c.h * 0.76, 82, '#d8ecf0'),
      napkin(c.w * 0.86, c.h * 0.78, 240, 300, 12, c.ring),
    ],
  },
  'menus-and-wine': {
    surface: ['zinc', 'marble'],
    draw: (c) => [
      menuCard(c.w * 0.28, c.h * 0.5, 320, 460, -10, 'À la carte', c.ring),
      menuCard(c.w * 0.5, c.h * 0.52, 320, 460, 7, 'Vins', brand.navy),
      carafe(c.w * 0.78, c.h * 0.35, 95, RED),
      wineGlass(c.w * 0.8, c.h * 0.75, 64, RED),
      wineGlass(c.w * 0.9, c.h * 0.58, 64, RED),
      candle(c.w * 0.08, c.h * 0.2, 34, c.defs),
    ],
  },
  'party-table': {
    surface: ['linen'],
    draw: (c) => {
      const out: string[] = [];
      const places = Math.round(c.w / 300);
      for (let i = 0; i < places; i++) {
        const x = ((i + 0.5) * c.w) / places;
        out.push(plate(x, c.h * 0.2, 95, c.defs, c.ring), plate(x + 40, c.h * 0.82, 95, c.defs, c.ring));
        out.push(cutlery(x - 130, c.h * 0.2, 170, 0, c.defs), cutlery(x + 170, c.h * 0.82, 170, 180, c.defs));
        out.push(salad(x, c.h * 0.2, 50, c.r), frites(x + 40, c.h * 0.82, 45, c.r, 10));
        out.push(coupe(x + 100, c.h * 0.38, 40, c.defs, c.r), coupe(x - 60, c.h * 0.64, 40, c.defs, c.r));
        if (i % 2 === 0) out.push(candle(x + 150, c.h * 0.52, 26, c.defs));
        else out.push(carafe(x + 150, c.h * 0.5, 56, RED));
      }
      return out;
    },
  },
  'fish-board': {
    surface: ['oak'],
    draw: (c) => [
      fish(c.w * 0.45, c.h * 0.48, c.w * 0.55, -8, c.defs),
      lemonHalf(c.w * 0.82, c.h * 0.78, 56),
      lemonHalf(c.w * 0.12, c.h * 0.2, 46),
      herbs(c.w * 0.2, c.h * 0.82, 200, -20, c.r),
      herbs(c.w * 0.75, c.h * 0.2, 180, 15, c.r),
      cutlery(c.w * 0.9, c.h * 0.45, c.h * 0.5, 8, c.defs),
    ],
  },
  takeaway: {
    surface: ['zinc', 'oak'],
    draw: (c) => [
      takeawayBag(c.w * 0.22, c.h * 0.48, 330, -8),
      takeawayBox(c.w * 0.62, c.h * 0.58, 380, 6, g({}, steak(c.w * 0.6, c.h * 0.58, 60, 10, c.r, c.defs), frites(c.w * 0.69, c.h * 0.6, 55, c.r, 14))),
      fritesCone(c.w * 0.88, c.h * 0.28, 240, 25, c.r),
      ramekin(c.w * 0.55, c.h * 0.16, 42, '#c23a2a'),
    ],
  },
  'sharing-frites': {
    surface: ['zinc', 'oak'],
    draw: (c) => [
      plate(c.w * 0.5, c.h * 0.5, c.h * 0.3, c.defs, c.ring),
      frites(c.w * 0.5, c.h * 0.5, c.h * 0.24, c.r, 46),
      ramekin(c.w * 0.25, c.h * 0.28, 46, '#f2d27a'),
      ramekin(c.w * 0.74, c.h * 0.22, 46, '#c23a2a'),
      ramekin(c.w * 0.3, c.h * 0.8, 46, '#f6efe0'),
      tumbler(c.w * 0.1, c.h * 0.5, 58, '#e0a040'),
      tumbler(c.w * 0.88, c.h * 0.5, 58, '#e0a040'),
      tumbler(c.w * 0.7, c.h * 0.86, 54, '#c23a2a'),
      tumbler(c.w * 0.16, c.h * 0.12, 54, '#d8ecf0'),
    ],
  },
  colouring: {
    surface: ['blush-linen', 'oak'],
    draw: (c) => [
      colouringSheet(c.w * 0.45, c.h * 0.5, 640, 5),
      crayon(c.w * 0.13, c.h * 0.3, 260, 70, brand.crimson),
      crayon(c.w * 0.16, c.h * 0.78, 260, -30, '#2f6fb0'),
      crayon(c.w * 0.8, c.h * 0.74, 260, 15, '#e8b92c'),
      crayon(c.w * 0.83, c.h * 0.84, 260, -10, '#4f8a3a'),
      tumbler(c.w * 0.84, c.h * 0.25, 80, '#f0a63c'),
    ],
  },
  'christmas-table': {
    surface: ['linen'],
    draw: (c) => [
      plate(c.w * 0.5, c.h * 0.5, c.h * 0.32, c.defs, c.ring),
      roastDinner(c.w * 0.5, c.h * 0.5, c.h * 0.25, c.r),
      cracker(c.w * 0.15, c.h * 0.3, 300, -30, brand.crimson),
      cracker(c.w * 0.85, c.h * 0.7, 300, 25, warm.leaf),
      candle(c.w * 0.85, c.h * 0.2, 34, c.defs),
      candle(c.w * 0.12, c.h * 0.78, 34, c.defs),
      wineGlass(c.w * 0.74, c.h * 0.16, 58, RED),
      holly(c.w * 0.3, c.h * 0.85, 1.4, 20),
      holly(c.w * 0.68, c.h * 0.14, 1.2, -40),
    ],
  },
  champagne: {
    surface: ['navy-cloth'],
    draw: (c) => [
      bottle(c.w * 0.35, c.h * 0.55, 560, -28, '#1f3a2a', warm.gold, '#f3e7cf'),
      coupe(c.w * 0.66, c.h * 0.3, 80, c.defs, c.r),
      coupe(c.w * 0.78, c.h * 0.55, 80, c.defs, c.r),
      coupe(c.w * 0.6, c.h * 0.75, 80, c.defs, c.r),
      ...Array.from({ length: 22 }, () => star(c.r.range(0, c.w), c.r.range(0, c.h), c.r.range(8, 18), c.r.pick([warm.gold, warm.brass, '#f3e7cf']))),
    ],
  },
  'flowers-and-fizz': {
    surface: ['blush-linen', 'marble'],
    draw: (c) => [
      posy(c.w * 0.34, c.h * 0.42, 300, ['#e7a0a8', '#f3e7cf', '#c2324a', '#f2d7d5', '#e59a3c'], c.r),
      posy(c.w * 0.48, c.h * 0.66, 220, ['#e7a0a8', '#f3e7cf', '#c2324a'], c.r),
      coupe(c.w * 0.76, c.h * 0.34, 96, c.defs, c.r),
      menuCard(c.w * 0.78, c.h * 0.76, 360, 240, -6, 'Merci maman', c.ring),
    ],
  },
  'moules-frites': {
    surface: ['zinc', 'marble'],
    draw: (c) => [
      moules(c.w * 0.4, c.h * 0.48, c.h * 0.34, c.r),
      plate(c.w * 0.78, c.h * 0.32, c.h * 0.17, c.defs, c.ring),
      frites(c.w * 0.78, c.h * 0.32, c.h * 0.13, c.r, 20),
      ramekin(c.w * 0.8, c.h * 0.72, 50, '#f6efe0'),
      wineGlass(c.w * 0.1, c.h * 0.2, 60, WHITE_WINE),
      lemonHalf(c.w * 0.14, c.h * 0.82, 44),
    ],
  },
  'service-tray': {
    surface: ['zinc'],
    draw: (c) => [
      tray(c.w * 0.42, c.h * 0.5, c.h * 0.36, c.defs),
      coffeeCup(c.w * 0.34, c.h * 0.36, 60, 30, c.defs),
      coffeeCup(c.w * 0.52, c.h * 0.64, 60, -60, c.defs),
      wineGlass(c.w * 0.52, c.h * 0.32, 66, RED),
      wineGlass(c.w * 0.32, c.h * 0.64, 66, WHITE_WINE),
      orderPad(c.w * 0.8, c.h * 0.48, 200, 10),
      napkin(c.w * 0.1, c.h * 0.3, 180, 240, -12, c.ring),
    ],
  },
  'managers-desk': {
    surface: ['oak'],
    draw: (c) => [
      reservationBook(c.w * 0.42, c.h * 0.48, 700, -4, c.r),
      keys(c.w * 0.84, c.h * 0.76, 1.7, 20),
      pen(c.w * 0.84, c.h * 0.38, 240, -60),
      coffeeCup(c.w * 0.12, c.h * 0.8, 64, 10, c.defs),
    ],
  },
  counter: {
    surface: ['marble'],
    draw: (c) => [
      croissant(c.w * 0.34, c.h * 0.38, 2.6, -10, c.defs),
      croissant(c.w * 0.5, c.h * 0.66, 2.6, 20, c.defs),
      coffeeCup(c.w * 0.8, c.h * 0.28, 70, 40, c.defs),
      coffeeCup(c.w * 0.8, c.h * 0.74, 70, -20, c.defs, brand.blush),
      takeawayBag(c.w * 0.12, c.h * 0.68, 300, 14),
      tumbler(c.w * 0.12, c.h * 0.18, 64, '#f0a63c'),
    ],
  },
};

export interface FlatLayOptions {
  lay: FlatLay;
  width?: number;
  height?: number;
}

/** A table seen from above with a dish (or a table's worth of things) on it. */
export function flatLayScene(options: FlatLayOptions, random: Random): string {
  const w = options.width ?? 1600;
  const h = options.height ?? 1200;
  const defs = new Defs();
  const spec = LAYS[options.lay];
  const kinds = typeof spec.surface === 'string' ? [spec.surface] : spec.surface;
  const kind = random.fork('surface').pick(kinds as readonly Surface[]);
  const ctx: Ctx = { w, h, defs, r: random.fork('things'), ring: random.fork('ring').pick([brand.crimson, brand.navy]) };
  return svgDocument(w, h, defs, surface(kind, w, h, defs, random.fork('grain')), ...spec.draw(ctx));
}
