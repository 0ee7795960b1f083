import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentImage } from '@riviere/api-client';
import { loadSeedContent, type SeedContent } from '../seed/seed-content';
import { createImagePipeline } from './image-pipeline';
import { FILE_NAME } from './image-variants';
import { prepareSeedImages } from './seed-images';

/**
 * The whole seed, for real (every picture drawn, rasterised and encoded in all three formats),
 * at small widths so the suite stays quick: the widths are the only difference from a start.
 */
const WIDTHS = [32, 64];
let dir: string;
let seeded: SeedContent;
let firstEncodes: number;

/** Every picture the content carries, with where it is. */
function pictures(content: SeedContent): [string, ContentImage | undefined][] {
  return [
    ...content.restaurants.flatMap((r) => r.heroTiles.map((t, i): [string, ContentImage | undefined] => [`${r.slug} hero ${i + 1}`, t.picture])),
    ...content.menus.map((m): [string, ContentImage | undefined] => [`menu ${m.id}`, m.picture]),
    ...content.offers.map((o): [string, ContentImage | undefined] => [`offer ${o.slug}`, o.picture]),
    ...content.pages.flatMap((p) => p.tiles.filter((t) => t.imageUrl).map((t): [string, ContentImage | undefined] => [`page ${p.id} ${t.tileId}`, t.picture])),
    ...content.jobs.map((j): [string, ContentImage | undefined] => [`job ${j.jobId} (${j.category})`, j.picture]),
  ];
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
  const pipeline = createImagePipeline({ dir, widths: WIDTHS });
  seeded = await prepareSeedImages(loadSeedContent(), pipeline);
  firstEncodes = pipeline.stats.encodes;
}, 240_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('prepareSeedImages', () => {
  it('gives every restaurant, menu, offer, page image and job its picture, with every variant on disk', () => {
    const all = pictures(seeded);
    expect(all.filter(([, p]) => !p).map(([where]) => where)).toEqual([]);
    for (const [where, picture] of all) {
      for (const format of ['avif', 'webp', 'jpeg'] as const) {
        const files = picture!.sources[format].map((v) => v.url.replace('/media/', ''));
        expect([where, files.length]).toEqual([where, WIDTHS.length]);
        for (const file of files) {
          expect(FILE_NAME.test(file)).toBe(true);
          expect(fs.existsSync(path.join(dir, file))).toBe(true);
        }
      }
    }
  });

  it('made each distinct picture once: three formats at each width', () => {
    const distinct = new Set(pictures(seeded).map(([, p]) => p!.sources.jpeg[0]!.url));
    expect(distinct.size).toBeGreaterThan(85);
    expect(firstEncodes).toBe(distinct.size * 3 * WIDTHS.length);
    expect(fs.readdirSync(dir).filter((f) => FILE_NAME.test(f))).toHaveLength(firstEncodes);
  });

  it('makes nothing the second time, in a new process\'s pipeline on the same folder', async () => {
    const again = createImagePipeline({ dir, widths: WIDTHS });
    const reseeded = await prepareSeedImages(loadSeedContent(), again);
    expect(again.stats).toEqual({ encodes: 0, rasterised: 0 });
    expect(reseeded).toEqual(seeded);
  });

  it('gives each restaurant a front and a dining room of its own', () => {
    const urls = seeded.restaurants.flatMap((r) => r.heroTiles.map((t) => t.picture!.sources.avif[0]!.url));
    expect(new Set(urls).size).toBe(seeded.restaurants.length * 2);
  });

  it('points the old image fields at the widest JPEG and describes the picture in their alt text', () => {
    const bath = seeded.restaurants.find((r) => r.slug === 'bath')!;
    const front = bath.heroTiles[0]!;
    expect(front.imageUrl).toBe(front.picture!.sources.jpeg[WIDTHS.length - 1]!.url);
    expect(front.alt).toBe(front.picture!.alt);
    expect(front.alt).toContain('Maison Rivière Bath');
    const menu = seeded.menus[0]!;
    expect(menu.image.file.url).toBe(menu.picture!.sources.jpeg[WIDTHS.length - 1]!.url);
    const hero = seeded.pages.find((p) => p.id === 'home')!.tiles[0]!;
    expect(hero.imageUrl).toMatch(/^\/media\/[0-9a-f]{12}-64\.jpg$/);
    expect(hero.imageAlt).toBe(hero.picture!.alt);
  });

  it('gives one job category one picture', () => {
    const byCategory = new Map<string, Set<string>>();
    for (const job of seeded.jobs) byCategory.set(job.category, (byCategory.get(job.category) ?? new Set()).add(job.picture!.sources.avif[0]!.url));
    expect([...byCategory.values()].map((s) => s.size)).toEqual([1, 1, 1, 1]);
    expect(new Set([...byCategory.values()].map((s) => [...s][0])).size).toBe(4);
  });
});
