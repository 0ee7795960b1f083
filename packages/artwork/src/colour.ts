import type { TimeOfDay } from './palette';

const channels = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (c: readonly number[]) => '#' + c.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('');

/** `a` moved a share `t` (0..1) of the way to `b` (both `#rrggbb`). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((v, i) => v + ((cb[i] as number) - v) * t));
}

/**
 * How daylight falls on what is not lit from inside: evening and night pull walls, awnings and
 * pavements towards the sky's colour, so the glowing windows carry the picture.
 */
const LIGHT: Record<TimeOfDay, [string, number]> = {
  morning: ['#f3e2c8', 0.06],
  noon: ['#ffffff', 0],
  golden: ['#c9874a', 0.14],
  dusk: ['#3a3858', 0.34],
  night: ['#141d36', 0.56],
};

export function daylight(time: TimeOfDay): (colour: string) => string {
  const [towards, share] = LIGHT[time];
  return (colour) => (share === 0 ? colour : mix(colour, towards, share));
}
