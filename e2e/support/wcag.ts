/**
 * WCAG 2.2 contrast arithmetic (success criterion 1.4.3, level AA), framework-free.
 * Colours are sRGB bytes (0–255); alpha is 0–1.
 */
export type Rgb = readonly [number, number, number];
export type Rgba = readonly [number, number, number, number];

/** Relative luminance of an sRGB colour (WCAG's definition, with the 0.04045 threshold of sRGB). */
function luminance([r, g, b]: Rgb): number {
  const channel = (byte: number) => {
    const c = byte / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** What a translucent colour paints over an opaque one. */
export function blend([r, g, b, alpha]: Rgba, [ur, ug, ub]: Rgb): Rgb {
  const mix = (top: number, under: number) => Math.round(top * alpha + under * (1 - alpha));
  return [mix(r, ur), mix(g, ug), mix(b, ub)];
}

/**
 * Large text (at least 18 pt, or 14 pt bold: 24 px, or 18.66 px at weight 700 and above) needs
 * 3:1; all other text 4.5:1.
 */
export function requiredRatio(fontSizePx: number, fontWeight: number): 3 | 4.5 {
  const large = fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
  return large ? 3 : 4.5;
}

/** Ratios are compared as WCAG states them, to two decimals: 4.499 is not 4.5. */
export function meets(ratio: number, required: number): boolean {
  return Math.floor(ratio * 100) / 100 >= required;
}

export const cssRgb = ([r, g, b]: Rgb) => `rgb(${r}, ${g}, ${b})`;
