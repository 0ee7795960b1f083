import { canLetter, letterPath, lettering } from './lettering';
import { xmlProblems } from './test-support/well-formed';

describe('lettering', () => {
  it.each([
    ["St Paul's"], ['Stratford-upon-Avon'], ['London O2'], ['Maison Rivière'], ['Plat du jour'], ["We're hiring"], ['Merci maman'], ['À la carte'], ['20%'],
  ])('draws every character of %s', (text) => {
    for (const char of text) expect(canLetter(char)).toBe(true);
    expect(letterPath(text).d).not.toBe('');
  });

  it('drops what it cannot draw instead of failing', () => {
    expect(canLetter('😀')).toBe(false);
    expect(letterPath('A😀B').d).toBe(letterPath('AB').d);
  });

  it('is wider for more letters, and a space is a space', () => {
    expect(letterPath('BATH').width).toBeGreaterThan(letterPath('BAT').width);
    expect(letterPath('A B').width).toBeGreaterThan(letterPath('AB').width);
  });

  it.each([
    ['start', 100, 100],
    ['middle', 100, null],
    ['end', 100, null],
  ] as const)('places text anchored at its %s', (anchor, x, expectedLeft) => {
    const svg = lettering('Bath', { x, y: 50, size: 20, color: '#000', anchor });
    expect(xmlProblems(svg)).toEqual([]);
    const left = Number(/translate\(([-\d.]+) /.exec(svg)?.[1]);
    if (expectedLeft !== null) expect(left).toBe(expectedLeft);
    else expect(left).toBeLessThan(x);
  });

  it('shrinks text to fit its width', () => {
    const svg = lettering('Stratford-upon-Avon', { x: 0, y: 20, size: 20, color: '#000', anchor: 'start', maxWidth: 100 });
    const scale = Number(/scale\(([\d.]+)\)/.exec(svg)?.[1]);
    expect(letterPath('Stratford-upon-Avon').width * scale).toBeLessThanOrEqual(100.1);
  });
});
