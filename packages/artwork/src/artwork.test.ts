import { drawArtwork, FRAMES, TABLES, type Frame, type Subject } from './artwork';
import { xmlProblems } from './test-support/well-formed';

const SUBJECTS: Subject[] = [
  { kind: 'restaurant-front', town: 'Bath Widcombe' },
  { kind: 'restaurant-room' },
  { kind: 'dining-room' },
  { kind: 'terrace', time: 'noon' },
  { kind: 'terrace', time: 'dusk' },
  { kind: 'hiring' },
  { kind: 'festive-room', festive: 'christmas' },
  { kind: 'festive-room', festive: 'new-year' },
  { kind: 'kitchen', plates: true },
  { kind: 'kitchen', plates: false },
  ...TABLES.map((lay): Subject => ({ kind: 'table', lay })),
];
const FRAME_NAMES = Object.keys(FRAMES) as Frame[];
const label = (s: Subject) => JSON.stringify(s);

describe('drawArtwork', () => {
  it.each(SUBJECTS.map((s) => [label(s), s] as const))('draws %s in every frame as well-formed SVG of the frame\'s size', (_name, subject) => {
    for (const frame of FRAME_NAMES) {
      const art = drawArtwork(subject, frame, 'seed-1');
      expect(xmlProblems(art.svg)).toEqual([]);
      expect(art.svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${FRAMES[frame].width}" height="${FRAMES[frame].height}"`)).toBe(true);
      expect([art.width, art.height]).toEqual([FRAMES[frame].width, FRAMES[frame].height]);
      expect(art.alt.length).toBeGreaterThan(20);
    }
  });

  it('gives the same text for the same subject, frame and seed, every time', () => {
    for (const subject of SUBJECTS) expect(drawArtwork(subject, 'card', 'bath').svg).toBe(drawArtwork(subject, 'card', 'bath').svg);
  });

  it('draws another picture of the same kind for another seed', () => {
    for (const subject of SUBJECTS) expect(drawArtwork(subject, 'photo', 'bath').svg).not.toBe(drawArtwork(subject, 'photo', 'hove').svg);
  });

  it('gives each of thirty restaurants its own front and its own dining room', () => {
    const towns = Array.from({ length: 30 }, (_, i) => `Town ${String.fromCharCode(65 + (i % 26))}${i}`);
    const fronts = new Set(towns.map((town, i) => drawArtwork({ kind: 'restaurant-front', town }, 'photo', `city/slug-${i}`).svg));
    const rooms = new Set(towns.map((_, i) => drawArtwork({ kind: 'restaurant-room' }, 'photo', `city/slug-${i}`).svg));
    expect(fronts.size).toBe(30);
    expect(rooms.size).toBe(30);
  });

  it('paints the town on the awning and the brand on the fascia', () => {
    const withTown = drawArtwork({ kind: 'restaurant-front', town: 'Bath' }, 'photo', 's').svg;
    const otherTown = drawArtwork({ kind: 'restaurant-front', town: 'Hove' }, 'photo', 's').svg;
    // Same seed, same street: only the lettering differs.
    expect(withTown).not.toBe(otherTown);
    expect(withTown.length).toBeGreaterThan(10_000);
  });

  it('says what each picture shows, naming the restaurant\'s town', () => {
    expect(drawArtwork({ kind: 'restaurant-front', town: 'Clifton' }, 'photo', 's').alt).toContain('Maison Rivière Clifton');
    expect(drawArtwork({ kind: 'table', lay: 'afternoon-tea' }, 'card', 's').alt).toMatch(/afternoon tea stand/);
  });
});
