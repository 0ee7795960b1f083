import { inflateSync } from 'node:zlib';

/** A decoded image: `data` holds 4 bytes (R, G, B, A) per pixel, row by row. */
export interface Bitmap {
  width: number;
  height: number;
  data: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Colour type → samples per pixel: greyscale, RGB, grey + alpha, RGBA (palettes are not needed). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * Decodes the PNG files browsers write for screenshots: 8 bits per sample, not interlaced,
 * greyscale or truecolour, with or without alpha. Anything else is refused with a clear message.
 */
export function decodePng(file: Buffer): Bitmap {
  if (!SIGNATURE.every((byte, i) => file[i] === byte)) throw new Error('not a PNG file');
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth = 0, colourType = 0, , , interlace = 0] = body.subarray(8, 13);
      channels = CHANNELS[colourType] ?? 0;
      if (depth !== 8 || !channels || interlace !== 0) throw new Error(`unsupported PNG: depth ${depth}, colour type ${colourType}, interlace ${interlace}`);
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) unfilterRow(raw, y, stride, channels, rows);
  return { width, height, data: toRgba(rows, width * height, channels) };
}

function unfilterRow(raw: Buffer, y: number, stride: number, bpp: number, out: Uint8Array) {
  const filter = raw[y * (stride + 1)]!;
  const src = y * (stride + 1) + 1;
  const row = y * stride;
  const prev = row - stride;
  for (let x = 0; x < stride; x += 1) {
    const a = x >= bpp ? out[row + x - bpp]! : 0;
    const b = y > 0 ? out[prev + x]! : 0;
    const c = x >= bpp && y > 0 ? out[prev + x - bpp]! : 0;
    const value = raw[src + x]!;
    let predicted: number;
    if (filter === 0) predicted = 0;
    else if (filter === 1) predicted = a;
    else if (filter === 2) predicted = b;
    else if (filter === 3) predicted = (a + b) >> 1;
    else if (filter === 4) predicted = paeth(a, b, c);
    else throw new Error(`unknown PNG filter ${filter} on row ${y}`);
    out[row + x] = (value + predicted) & 0xff;
  }
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

function toRgba(samples: Uint8Array, pixels: number, channels: number): Uint8Array {
  if (channels === 4) return samples;
  const out = new Uint8Array(pixels * 4);
  for (let i = 0; i < pixels; i += 1) {
    const s = i * channels;
    const grey = channels < 3;
    const sample = (k: number) => samples[s + k]!;
    out[i * 4] = sample(0);
    out[i * 4 + 1] = grey ? sample(0) : sample(1);
    out[i * 4 + 2] = grey ? sample(0) : sample(2);
    out[i * 4 + 3] = channels === 2 ? sample(1) : 255;
  }
  return out;
}
