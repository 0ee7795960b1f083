import fs from 'node:fs';
import path from 'node:path';
import { font } from './index';

/** The @font-face blocks of fonts.css, each as its descriptors. */
function fontFaces(): Record<string, string>[] {
  const css = fs.readFileSync(path.join(__dirname, 'fonts.css'), 'utf8');
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(
      body!
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
    ),
  );
}

const family = (face: Record<string, string>) => face['font-family']!.replace(/'/g, '');
const stacks = { display: font.display, body: font.body, ui: font.ui };

describe('the brand typefaces', () => {
  const faces = fontFaces();
  const brand = faces.filter((f) => !family(f).endsWith(' fallback'));
  const fallbacks = faces.filter((f) => family(f).endsWith(' fallback'));

  it.each(Object.entries(stacks))('the %s stack starts with a brand face, then its metric-matched fallback', (_name, stack) => {
    const [first, second] = stack.split(',').map((s) => s.trim().replace(/'/g, ''));
    expect(brand.map(family)).toContain(first);
    expect(second).toBe(`${first} fallback`);
  });

  it('every brand face is a self-hosted Latin WOFF2 file shown at once in its fallback (swap)', () => {
    expect(brand.length).toBeGreaterThan(0);
    for (const face of brand) {
      expect(face.src).toMatch(/^url\('@fontsource\/[a-z0-9-]+\/files\/[a-z0-9-]+-latin-\d00-(normal|italic)\.woff2'\) format\('woff2'\)$/);
      expect(face['font-display']).toBe('swap');
      expect(face['unicode-range']).toMatch(/^U\+0000-00FF/);
    }
  });

  it('every brand face has a fallback of the same weight and style, scaled to its metrics', () => {
    for (const face of brand) {
      const fallback = fallbacks.find((f) => family(f) === `${family(face)} fallback` && f['font-weight'] === face['font-weight'] && f['font-style'] === face['font-style']);
      expect(fallback).toBeDefined();
      expect(fallback!.src).toMatch(/^local\('/);
      for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) expect(fallback![descriptor]).toMatch(/^\d+(\.\d+)?%$/);
    }
  });
});
