import fs from 'node:fs';
import path from 'node:path';
import { colors, cssVariables, mediaUp } from './index';

describe('design tokens', () => {
  const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');

  it.each(cssVariables())('tokens.css declares %s: %s', (name, value) => {
    expect(css).toContain(`${name}: ${value};`);
  });

  it('keeps body text readable: crimson and grey on the off-white page reach WCAG AA (4.5:1)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
    expect(contrast(colors.primary, colors.page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.grey, colors.page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.white, colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.white, colors.secondary)).toBeGreaterThanOrEqual(4.5);
  });

  it('builds media queries from the breakpoints', () => {
    expect(mediaUp('sm')).toBe('(min-width: 576px)');
  });
});
