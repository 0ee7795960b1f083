import { createRandom, hashText } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed on every run', () => {
    const a = createRandom('bath');
    const b = createRandom('bath');
    const run = (r: typeof a) => Array.from({ length: 5 }, () => r.next());
    expect(run(a)).toEqual(run(b));
    // FNV-1a's published value for the text: the sequence does not depend on the platform.
    expect(hashText('bath')).toBe(818624320);
  });

  it('gives another sequence for another seed', () => {
    expect(createRandom('bath').next()).not.toBe(createRandom('hove').next());
  });

  it('stays within its bounds', () => {
    const r = createRandom('bounds');
    for (let i = 0; i < 500; i++) {
      const n = r.int(2, 4);
      expect(n === 2 || n === 3 || n === 4).toBe(true);
      const x = r.range(-1, 1);
      expect(x >= -1 && x < 1).toBe(true);
    }
  });

  it('forks sources that do not disturb each other', () => {
    const one = createRandom('s');
    const two = createRandom('s');
    two.next();
    two.next();
    expect(one.fork('sky').next()).toBe(two.fork('sky').next());
  });
});
