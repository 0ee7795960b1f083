import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { decodePng } from '../support/png';
import { comparisonOn } from '../support/visual';
import { blend, contrastRatio, meets, requiredRatio, type Rgb } from '../support/wcag';

/** The arithmetic and the decoding the looking suites stand on (no browser). */

test('contrast ratios are WCAG’s', () => {
  const cases: [Rgb, Rgb, number][] = [
    [[0, 0, 0], [255, 255, 255], 21],
    [[255, 255, 255], [255, 255, 255], 1],
    [[118, 118, 118], [255, 255, 255], 4.54], // #767676, the lightest grey that passes on white
    [[119, 119, 119], [255, 255, 255], 4.48],
    [[155, 27, 48], [255, 255, 255], 8.1], // the brand's crimson under white text
    [[155, 27, 48], [155, 27, 48], 1], // the Apply button before the fix
  ];
  for (const [a, b, ratio] of cases) {
    expect(contrastRatio(a, b), `${a} on ${b}`).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a), `${b} on ${a}`).toBeCloseTo(ratio, 2);
  }
});

test('large text needs 3:1, other text 4.5:1, compared to two decimals', () => {
  const cases: [number, number, number][] = [
    [16, 400, 4.5],
    [24, 400, 3],
    [23.9, 400, 4.5],
    [18.66, 700, 3],
    [18.66, 600, 4.5],
    [18.6, 700, 4.5],
  ];
  for (const [size, weight, required] of cases) expect(requiredRatio(size, weight), `${size}px at ${weight}`).toBe(required);
  expect(meets(4.5, 4.5)).toBe(true);
  expect(meets(4.499, 4.5)).toBe(false);
  expect(meets(2.99, 3)).toBe(false);
});

test('translucent text is judged by what it paints', () => {
  expect(blend([255, 255, 255, 0.5], [0, 0, 0])).toEqual([128, 128, 128]);
  expect(blend([10, 20, 30, 1], [200, 200, 200])).toEqual([10, 20, 30]);
  expect(blend([10, 20, 30, 0], [200, 200, 200])).toEqual([200, 200, 200]);
});

/** A PNG as a browser might write it, each row with the given filter (0 none … 4 Paeth). */
function encodePng(width: number, rows: number[][], channels: 1 | 2 | 3 | 4, filters: number[]): Buffer {
  const colourType = { 1: 0, 2: 4, 3: 2, 4: 6 }[channels];
  const stride = width * channels;
  const paeth = (a: number, b: number, c: number) => {
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  const raw = rows.flatMap((row, y) => {
    const filter = filters[y % filters.length]!;
    const above = rows[y - 1] ?? new Array<number>(stride).fill(0);
    return [
      filter,
      ...row.map((value, x) => {
        const a = x >= channels ? row[x - channels]! : 0;
        const b = above[x]!;
        const c = x >= channels ? above[x - channels]! : 0;
        const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]!;
        return (value - predicted + 256) & 0xff;
      }),
    ];
  });
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(rows.length, 4);
  header.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from(raw))), chunk('IEND', Buffer.alloc(0))]);
}

test('PNG screenshots decode to the pixels written, whatever the row filters', () => {
  const pixels = [
    [[155, 27, 48, 255], [255, 255, 255, 255], [0, 0, 0, 255]],
    [[29, 47, 79, 255], [246, 242, 234, 128], [10, 200, 90, 255]],
    [[1, 2, 3, 4], [250, 251, 252, 253], [128, 128, 128, 255]],
  ];
  for (const filters of [[0], [1], [2], [3], [4], [4, 3, 1]]) {
    const rgba = decodePng(encodePng(3, pixels.map((row) => row.flat()), 4, filters));
    expect({ width: rgba.width, height: rgba.height }).toEqual({ width: 3, height: 3 });
    expect([...rgba.data], `filters ${filters}`).toEqual(pixels.flat(2));
  }
  const rgb = decodePng(encodePng(3, pixels.map((row) => row.flatMap(([r, g, b]) => [r!, g!, b!])), 3, [4]));
  expect([...rgb.data]).toEqual(pixels.flatMap((row) => row.flatMap(([r, g, b]) => [r, g, b, 255])));
  const grey = decodePng(encodePng(2, [[0, 255], [17, 34]], 1, [2]));
  expect([...grey.data]).toEqual([0, 0, 0, 255, 255, 255, 255, 255, 17, 17, 17, 255, 34, 34, 34, 255]);
  expect(() => decodePng(Buffer.from('not a png'))).toThrow('not a PNG file');
});

test('screenshots are compared with the baselines only on Linux in Debian’s Chromium', () => {
  const debian = 'Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)';
  expect(comparisonOn('linux', debian)).toEqual({ compare: true, reason: `compared in ${debian}` });
  expect(comparisonOn('darwin', debian)).toEqual({ compare: false, reason: 'the baselines are Linux screenshots; this is darwin' });
  expect(comparisonOn('win32', 'Google Chrome 140.0.0.0').compare).toBe(false);
  expect(comparisonOn('linux', 'Google Chrome 140.0.7339.80')).toEqual({ compare: false, reason: 'the baselines are screenshots in Debian\'s Chromium; this browser is "Google Chrome 140.0.7339.80"' });
  expect(comparisonOn('linux', 'Chromium 140.0.7339.80 snap').compare).toBe(false);
  expect(comparisonOn('linux', '').reason).toContain('"unknown"');
});
