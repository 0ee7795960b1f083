import { arc, Defs, num, onEllipse } from './svg';

describe('num', () => {
  it.each([
    [0.123, '0.12'],
    [12.34, '12.3'],
    [-0.001, '0'],
    [1600, '1600'],
  ])('writes %p as %p', (value, text) => expect(num(value)).toBe(text));
});

describe('arc', () => {
  it('ends where the ellipse is at the last angle, in quarter turns at most', () => {
    const d = arc(0, 0, 10, 5, 0, 270);
    expect(d.startsWith('M10 0')).toBe(true);
    expect((d.match(/A/g) ?? []).length).toBe(3);
    const [x, y] = onEllipse(0, 0, 10, 5, 270);
    expect(d.endsWith(`${num(x)} ${num(y)}`)).toBe(true);
  });
});

describe('Defs', () => {
  it('names definitions in order and writes each once', () => {
    const defs = new Defs();
    expect(defs.linear([[0, '#fff'], [1, '#000']])).toBe('url(#d0)');
    expect(defs.radial([[0, '#fff'], [1, '#000']])).toBe('url(#d1)');
    expect(defs.linear([[0, '#fff'], [1, '#000']])).toBe('url(#d0)');
    expect((defs.toString().match(/<linearGradient/g) ?? []).length).toBe(1);
  });
});
