/**
 * Small SVG writing functions. Numbers are rounded (see `num`) and attributes escaped, so the
 * same drawing always gives the same text (the image pipeline names files by its hash).
 */

export type Attrs = Record<string, string | number | undefined | null | false>;

/** Two decimals below 10 (opacities, stroke widths), one above (coordinates); never "-0". */
export function num(value: number): string {
  const factor = Math.abs(value) < 10 ? 100 : 10;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attrText(attrs: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : escape(value)}"`;
  }
  return out;
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const body = children.join('');
  return body === '' ? `<${tag}${attrText(attrs)}/>` : `<${tag}${attrText(attrs)}>${body}</${tag}>`;
}

export const g = (attrs: Attrs, ...children: string[]) => el('g', attrs, ...children);
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });

/** Degrees to the point on an ellipse (y grows downwards, so angles turn clockwise). */
export function onEllipse(cx: number, cy: number, rx: number, ry: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
}

/**
 * An arc of an ellipse from one angle to another (degrees; `to` below `from` turns anticlockwise),
 * as path data starting with `M` (or `L` when `join` is set, to continue a path).
 */
export function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, join = false): string {
  const [x0, y0] = onEllipse(cx, cy, rx, ry, from);
  // Quarter turns at most, so no arc is ambiguous (a whole turn cannot be one arc).
  const pieces = Math.max(1, Math.ceil(Math.abs(to - from) / 90));
  const sweep = to > from ? 1 : 0;
  let d = `${join ? 'L' : 'M'}${num(x0)} ${num(y0)}`;
  for (let i = 1; i <= pieces; i++) {
    const [x, y] = onEllipse(cx, cy, rx, ry, from + ((to - from) * i) / pieces);
    d += ` A${num(rx)} ${num(ry)} 0 0 ${sweep} ${num(x)} ${num(y)}`;
  }
  return d;
}

/**
 * The definitions of one picture (gradients, clip paths, filters), each written once with an id
 * counted from the start of the picture, so the same drawing gives the same ids.
 */
export class Defs {
  private readonly entries: string[] = [];
  private readonly byKey = new Map<string, string>();

  private add(key: string, make: (id: string) => string): string {
    const known = this.byKey.get(key);
    if (known) return known;
    const id = `d${this.entries.length}`;
    this.entries.push(make(id));
    this.byKey.set(key, id);
    return id;
  }

  /** A linear gradient between two points in the box of the shape (0..1), as `url(#…)`. */
  linear(stops: readonly (readonly [number, string, number?])[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `lin:${JSON.stringify(stops)}:${x1},${y1},${x2},${y2}`;
    const id = this.add(key, (id) =>
      el('linearGradient', { id, x1, y1, x2, y2 }, ...stops.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }))),
    );
    return `url(#${id})`;
  }

  /** A radial gradient (centre and radius in the box of the shape, 0..1), as `url(#…)`. */
  radial(stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `rad:${JSON.stringify(stops)}:${cx},${cy},${r}`;
    const id = this.add(key, (id) =>
      el('radialGradient', { id, cx, cy, r }, ...stops.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }))),
    );
    return `url(#${id})`;
  }

  /** A clip path from SVG content, as `url(#…)`. */
  clip(content: string): string {
    const id = this.add(`clip:${content}`, (id) => el('clipPath', { id }, content));
    return `url(#${id})`;
  }

  toString(): string {
    return this.entries.length === 0 ? '' : el('defs', {}, ...this.entries);
  }
}

/** The whole picture: its size, its definitions and what is drawn. */
export function svgDocument(width: number, height: number, defs: Defs, ...body: string[]): string {
  return el('svg', { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` }, defs.toString(), ...body);
}
