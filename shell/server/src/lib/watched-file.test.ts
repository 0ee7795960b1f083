import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { watchFile } from './watched-file';

describe('watchFile', () => {
  let dir: string;
  let file: string;
  let now: number;
  let problems: string[];
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watched-'));
    file = path.join(dir, 'value.json');
    now = 0;
    problems = [];
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (text: string) => {
    fs.writeFileSync(`${file}.tmp`, text);
    fs.renameSync(`${file}.tmp`, file);
  };
  const watch = () =>
    watchFile<number>({
      file,
      intervalMs: 1000,
      parse: (text) => {
        const value = JSON.parse(text) as unknown;
        if (typeof value !== 'number') throw new Error('not a number');
        return value;
      },
      onProblem: (message) => problems.push(message),
      now: () => now,
    });

  it('reads the file, then only re-reads it once the interval has passed', async () => {
    write('1');
    const watched = watch();
    await watched.refresh();
    expect(watched.current()).toBe(1);
    write('2');
    now = 999;
    await watched.refresh();
    expect(watched.current()).toBe(1);
    now = 1000;
    await watched.refresh();
    expect(watched.current()).toBe(2);
  });

  it('keeps the last good value through a missing or invalid file, reporting each problem once', async () => {
    write('1');
    const watched = watch();
    await watched.refresh();
    write('"one"');
    for (const t of [1000, 2000]) {
      now = t;
      await watched.refresh();
    }
    expect(watched.current()).toBe(1);
    fs.rmSync(file);
    for (const t of [3000, 4000]) {
      now = t;
      await watched.refresh();
    }
    expect(watched.current()).toBe(1);
    expect(problems).toEqual([`${file} is not valid (not a number)`, `${file} does not exist`]);
    write('3');
    now = 5000;
    await watched.refresh();
    expect(watched.current()).toBe(3);
  });

  it('has no value until the file first exists', async () => {
    const watched = watch();
    await watched.refresh();
    expect(watched.current()).toBeUndefined();
  });

  it('shares one check between concurrent callers', async () => {
    write('1');
    const watched = watch();
    const spy = jest.spyOn(fs.promises, 'stat');
    await Promise.all([watched.refresh(), watched.refresh(), watched.refresh()]);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
