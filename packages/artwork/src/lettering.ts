import { arc, el, num } from './svg';

/**
 * Sign-painter's capitals drawn as strokes (no font is needed to render them, so a picture is
 * the same on every machine). Each glyph sits in a box 10 units tall, baseline at y = 10;
 * accents rise above 0.
 */
interface Glyph {
  width: number;
  draw(pen: Pen): void;
}

class Pen {
  private parts: string[] = [];
  constructor(private readonly dx: number) {}
  private p = (x: number, y: number) => `${num(x + this.dx)} ${num(y)}`;
  M(x: number, y: number): this {
    this.parts.push(`M${this.p(x, y)}`);
    return this;
  }
  L(x: number, y: number): this {
    this.parts.push(`L${this.p(x, y)}`);
    return this;
  }
  Q(cx: number, cy: number, x: number, y: number): this {
    this.parts.push(`Q${this.p(cx, cy)} ${this.p(x, y)}`);
    return this;
  }
  /** An arc of an ellipse from one angle to another (see svg.ts `arc`). */
  A(cx: number, cy: number, rx: number, ry: number, from: number, to: number, join = false): this {
    this.parts.push(arc(cx + this.dx, cy, rx, ry, from, to, join));
    return this;
  }
  /** A dot: a stroke of no length, which round caps draw as a disc. */
  dot(x: number, y: number): this {
    return this.M(x, y).L(x, y + 0.05);
  }
  toString(): string {
    return this.parts.join(' ');
  }
}

const grave = (x: number) => (p: Pen) => p.M(x, -3.2).L(x + 1.8, -1.4);
const acute = (x: number) => (p: Pen) => p.M(x, -1.4).L(x + 1.8, -3.2);
const circumflex = (x: number) => (p: Pen) => p.M(x - 1.6, -1.4).L(x, -3.2).L(x + 1.6, -1.4);

const GLYPHS: Record<string, Glyph> = {
  A: { width: 6.4, draw: (p) => p.M(0, 10).L(3.2, 0).L(6.4, 10).M(1.25, 6.3).L(5.15, 6.3) },
  B: { width: 5.6, draw: (p) => p.M(0, 5).L(3, 5).A(3, 7.5, 2.6, 2.5, -90, 90, true).L(0, 10).L(0, 0).L(2.8, 0).A(2.8, 2.5, 2.4, 2.5, -90, 90, true) },
  C: { width: 6.2, draw: (p) => p.A(3.3, 5, 3.3, 5, -42, -318) },
  D: { width: 6, draw: (p) => p.M(0, 0).L(0, 10).L(1.6, 10).A(1.6, 5, 4.4, 5, 90, -90, true).L(0, 0) },
  E: { width: 5, draw: (p) => p.M(5, 0).L(0, 0).L(0, 10).L(5, 10).M(0, 5).L(4, 5) },
  F: { width: 5, draw: (p) => p.M(5, 0).L(0, 0).L(0, 10).M(0, 5).L(4, 5) },
  G: { width: 6.6, draw: (p) => p.A(3.3, 5, 3.3, 5, -42, -355).M(3.8, 5.8).L(6.6, 5.8).L(6.6, 9.2) },
  H: { width: 5.8, draw: (p) => p.M(0, 0).L(0, 10).M(5.8, 0).L(5.8, 10).M(0, 5).L(5.8, 5) },
  I: { width: 0, draw: (p) => p.M(0, 0).L(0, 10) },
  J: { width: 4.4, draw: (p) => p.M(4.4, 0).L(4.4, 7.6).A(2.2, 7.6, 2.2, 2.4, 0, 180, true) },
  K: { width: 5.6, draw: (p) => p.M(0, 0).L(0, 10).M(5.6, 0).L(0, 6.2).M(1.9, 4.1).L(5.6, 10) },
  L: { width: 4.8, draw: (p) => p.M(0, 0).L(0, 10).L(4.8, 10) },
  M: { width: 7.4, draw: (p) => p.M(0, 10).L(0, 0).L(3.7, 7.4).L(7.4, 0).L(7.4, 10) },
  N: { width: 6, draw: (p) => p.M(0, 10).L(0, 0).L(6, 10).L(6, 0) },
  O: { width: 7, draw: (p) => p.A(3.5, 5, 3.5, 5, 0, 360) },
  P: { width: 5.4, draw: (p) => p.M(0, 10).L(0, 0).L(2.8, 0).A(2.8, 2.6, 2.6, 2.6, -90, 90, true).L(0, 5.2) },
  Q: { width: 7, draw: (p) => p.A(3.5, 5, 3.5, 5, 0, 360).M(4.4, 7.2).L(7.2, 10.4) },
  R: { width: 5.6, draw: (p) => p.M(0, 10).L(0, 0).L(2.8, 0).A(2.8, 2.6, 2.6, 2.6, -90, 90, true).L(0, 5.2).M(2.6, 5.2).L(5.6, 10) },
  S: { width: 5.6, draw: (p) => p.A(2.8, 2.5, 2.6, 2.5, -25, -270).A(2.8, 7.5, 2.8, 2.5, -90, 155, true) },
  T: { width: 6, draw: (p) => p.M(0, 0).L(6, 0).M(3, 0).L(3, 10) },
  U: { width: 5.8, draw: (p) => p.M(0, 0).L(0, 7.1).A(2.9, 7.1, 2.9, 2.9, 180, 0, true).L(5.8, 0) },
  V: { width: 6.4, draw: (p) => p.M(0, 0).L(3.2, 10).L(6.4, 0) },
  W: { width: 9.2, draw: (p) => p.M(0, 0).L(2.3, 10).L(4.6, 2).L(6.9, 10).L(9.2, 0) },
  X: { width: 6, draw: (p) => p.M(0, 0).L(6, 10).M(6, 0).L(0, 10) },
  Y: { width: 6, draw: (p) => p.M(0, 0).L(3, 5.2).L(6, 0).M(3, 5.2).L(3, 10) },
  Z: { width: 5.6, draw: (p) => p.M(0, 0).L(5.6, 0).L(0, 10).L(5.6, 10) },
  '0': { width: 5, draw: (p) => p.A(2.5, 5, 2.5, 5, 0, 360) },
  '1': { width: 2.6, draw: (p) => p.M(0, 2).L(2.6, 0).L(2.6, 10) },
  '2': { width: 5, draw: (p) => p.A(2.5, 2.7, 2.5, 2.7, -170, 25).L(0, 10).L(5, 10) },
  '3': { width: 5, draw: (p) => p.A(2.4, 2.5, 2.4, 2.5, -160, 90).A(2.4, 7.4, 2.6, 2.6, -90, 160, true) },
  '4': { width: 5.2, draw: (p) => p.M(3.8, 10).L(3.8, 0).L(0, 7).L(5.2, 7) },
  '5': { width: 5, draw: (p) => p.M(4.8, 0).L(0.6, 0).L(0.2, 4.6).A(2.4, 6.9, 2.6, 3.1, -125, 150, true) },
  '6': { width: 5.2, draw: (p) => p.A(2.6, 6.9, 2.6, 3.1, 0, 360).M(0, 6.6).Q(0.2, 0.4, 4.4, 0.2) },
  '7': { width: 5, draw: (p) => p.M(0, 0).L(5, 0).L(1.6, 10) },
  '8': { width: 5.2, draw: (p) => p.A(2.6, 2.4, 2.2, 2.4, 0, 360).A(2.6, 7.3, 2.6, 2.7, 0, 360) },
  '9': { width: 5.2, draw: (p) => p.A(2.6, 3.1, 2.6, 3.1, 0, 360).M(5.2, 3.4).Q(5, 9.6, 0.8, 9.8) },
  '%': { width: 6, draw: (p) => p.A(1.3, 1.8, 1.3, 1.8, 0, 360).A(4.7, 8.2, 1.3, 1.8, 0, 360).M(5.6, 0).L(0.4, 10) },
  '&': { width: 6.4, draw: (p) => p.M(6.4, 10).L(1.2, 3.8).A(2.8, 2.4, 1.8, 2.4, 130, -130, false).M(4.3, 3.5).L(1.6, 5.6).A(2.8, 7.6, 2.8, 2.4, 215, 110, true).L(6.2, 5.8) },
  '-': { width: 3, draw: (p) => p.M(0, 5.6).L(3, 5.6) },
  '.': { width: 0, draw: (p) => p.dot(0, 9.9) },
  ',': { width: 0.6, draw: (p) => p.M(0.6, 9.4).L(0, 11.2) },
  "'": { width: 0.6, draw: (p) => p.M(0.6, 0).L(0, 2.6) },
  '’': { width: 0.6, draw: (p) => p.M(0.6, 0).L(0, 2.6) },
  '·': { width: 0, draw: (p) => p.dot(0, 4.9) },
  '!': { width: 0, draw: (p) => p.M(0, 0).L(0, 6.8).dot(0, 9.9) },
};

const ACCENTED: Record<string, [string, (p: Pen) => void]> = {
  À: ['A', grave(2.2)],
  È: ['E', grave(1.6)],
  É: ['E', acute(1.6)],
  Ê: ['E', circumflex(2.5)],
  Ô: ['O', circumflex(3.5)],
  Ç: ['C', (p) => p.M(3.3, 10).L(3.3, 11.2).L(2.2, 12.2)],
};

function glyphFor(char: string): Glyph | null {
  const plain = GLYPHS[char];
  if (plain) return plain;
  const accented = ACCENTED[char];
  if (!accented) return null;
  const [base, mark] = accented;
  const glyph = GLYPHS[base] as Glyph;
  return { width: glyph.width, draw: (p) => (glyph.draw(p), mark(p)) };
}

/** Space between letters and the width of a word space, in glyph units. */
const TRACKING = 2.4;
const WORD_SPACE = 4.2;

/** The characters the lettering can draw (others are dropped). */
export const canLetter = (char: string) => char === ' ' || glyphFor(char.toUpperCase()) !== null;

/** Path data of the text in glyph units (10 units tall), and its width. */
export function letterPath(text: string, tracking = TRACKING): { d: string; width: number } {
  let x = 0;
  const parts: string[] = [];
  let first = true;
  for (const char of text.toUpperCase()) {
    if (char === ' ') {
      x += WORD_SPACE;
      continue;
    }
    const glyph = glyphFor(char);
    if (!glyph) continue;
    if (!first) x += tracking;
    first = false;
    const pen = new Pen(x);
    glyph.draw(pen);
    parts.push(pen.toString());
    x += glyph.width;
  }
  return { d: parts.join(' '), width: x };
}

export interface LetteringOptions {
  /** Where the text sits: the baseline's y, and x at its start, middle or end. */
  x: number;
  y: number;
  /** Cap height in picture units. */
  size: number;
  color: string;
  anchor?: 'start' | 'middle' | 'end';
  /** The text is made smaller to fit this width. */
  maxWidth?: number;
  /** Stroke weight as a share of the cap height (0.12 by default). */
  weight?: number;
  tracking?: number;
  opacity?: number;
}

/** Painted capitals as one stroked path. */
export function lettering(text: string, options: LetteringOptions): string {
  const { d, width } = letterPath(text, options.tracking);
  if (d === '') return '';
  let scale = options.size / 10;
  if (options.maxWidth !== undefined && width * scale > options.maxWidth) scale = options.maxWidth / width;
  const drawn = width * scale;
  const anchor = options.anchor ?? 'middle';
  const left = anchor === 'start' ? options.x : anchor === 'end' ? options.x - drawn : options.x - drawn / 2;
  const top = options.y - 10 * scale;
  return el('path', {
    d,
    fill: 'none',
    stroke: options.color,
    'stroke-width': num((options.weight ?? 0.12) * 10),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    opacity: options.opacity,
    transform: `translate(${num(left)} ${num(top)}) scale(${Math.round(scale * 1000) / 1000})`,
  });
}
