import os from 'node:os';
import path from 'node:path';
import { seedContentWithImages } from '../db/seed';
import { createImagePipeline } from '../images/image-pipeline';
import type { SeedContent } from '../seed/seed-content';

/**
 * The seed content as the API serves it (every image described: size, colour, placeholder,
 * variant URLs), for test apps. Descriptions only: the variants themselves are the image
 * pipeline's own tests' business, and making ~90 pictures' worth per suite would be most of the
 * suite's time. The descriptions are kept in one folder shared by every suite and run (named by
 * each drawing's hash, so never stale): the first suite on a machine draws them (a few seconds),
 * the others read them.
 */
export const SHARED_TEST_IMAGES = path.join(os.tmpdir(), 'riviere-brand-api-test-images');

let content: Promise<SeedContent> | null = null;

export function testSeedContent(): Promise<SeedContent> {
  content ??= seedContentWithImages(createImagePipeline({ dir: SHARED_TEST_IMAGES, variants: false }));
  return content;
}
