import os from 'node:os';
import type { ContentImage, ContentPage, Job, Menu, Offer, RestaurantLocation } from '@riviere/api-client';
import { drawArtwork } from '@riviere/artwork';
import type { SeedContent } from '../seed/seed-content';
import type { ImagePipeline } from './image-pipeline';
import { fallbackUrl } from './image-variants';
import { JOB_CATEGORY_ARTWORK, menuArtwork, pageArtwork, restaurantArtwork, type ArtworkRequest } from './seed-artwork';

/**
 * The seed step's images: every image the seed content names is drawn (@riviere/artwork), made
 * into variants by the pipeline (a picture already made is not made again) and written back
 * into the content as a `picture` (what a `<picture>` needs), its widest JPEG in the old
 * `imageUrl` fields and its description in their alt text.
 */
export interface SeedImagesOptions {
  /** Pictures made at once (each uses libvips threads of its own). */
  concurrency?: number;
  /** Told after each picture, for a progress line on a first start. */
  onProgress?(done: number, total: number): void;
}

const keyOf = (request: ArtworkRequest) => JSON.stringify(request);

/** Runs `work` over `items`, at most `limit` at a time, keeping their order. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** Every picture the content needs, once each, by its request's key. */
function requestsOf(content: SeedContent): Map<string, ArtworkRequest> {
  const requests = new Map<string, ArtworkRequest>();
  const add = (request: ArtworkRequest) => requests.set(keyOf(request), request);
  for (const r of content.restaurants) r.heroTiles.forEach((_, i) => add(restaurantArtwork(r, i)));
  for (const m of content.menus) add(menuArtwork(m.id));
  for (const o of content.offers) if (o.imageUrl) add(pageArtwork(o.imageUrl));
  for (const p of content.pages) for (const t of p.tiles) if (t.imageUrl) add(pageArtwork(t.imageUrl));
  for (const j of content.jobs) add(JOB_CATEGORY_ARTWORK[j.category]);
  return requests;
}

export async function prepareSeedImages(content: SeedContent, pipeline: ImagePipeline, options: SeedImagesOptions = {}): Promise<SeedContent> {
  const requests = [...requestsOf(content).entries()];
  let done = 0;
  const prepared = await pooled(requests, options.concurrency ?? Math.max(1, os.availableParallelism()), async ([key, request]) => {
    const art = drawArtwork(request.subject, request.frame, request.seed);
    const picture = await pipeline.prepare(Buffer.from(art.svg), request.alt ?? art.alt);
    options.onProgress?.(++done, requests.length);
    return [key, picture] as const;
  });
  const pictures = new Map(prepared);
  const pictureFor = (request: ArtworkRequest) => pictures.get(keyOf(request)) as ContentImage;

  const restaurants = content.restaurants.map((r): RestaurantLocation => ({
    ...r,
    heroTiles: r.heroTiles.map((tile, i) => {
      const picture = pictureFor(restaurantArtwork(r, i));
      return { ...tile, imageUrl: fallbackUrl(picture), alt: picture.alt, picture };
    }),
  }));
  const menus = content.menus.map((m): Menu => {
    const picture = pictureFor(menuArtwork(m.id));
    return { ...m, image: { file: { url: fallbackUrl(picture) }, alt: picture.alt }, picture };
  });
  const offers = content.offers.map((o): Offer => {
    if (!o.imageUrl) return o;
    const picture = pictureFor(pageArtwork(o.imageUrl));
    return { ...o, imageUrl: fallbackUrl(picture), picture };
  });
  const pages = content.pages.map((p): ContentPage => ({
    ...p,
    tiles: p.tiles.map((t) => {
      if (!t.imageUrl) return t;
      const picture = pictureFor(pageArtwork(t.imageUrl));
      return { ...t, imageUrl: fallbackUrl(picture), imageAlt: picture.alt, picture };
    }),
  }));
  const jobs = content.jobs.map((j): Job => ({ ...j, picture: pictureFor(JOB_CATEGORY_ARTWORK[j.category]) }));
  return { ...content, restaurants, menus, offers, pages, jobs };
}
