import { seedContentWithImages } from '../db/seed';
import { DESCRIBED_IMAGES_DIR } from '../images/described-images';
import { createImagePipeline } from '../images/image-pipeline';
import type { SeedContent } from '../seed/seed-content';

/**
 * The seed content as the API serves it (every image described: size, colour, placeholder,
 * variant URLs), for test apps. Descriptions only: the variants themselves are the image
 * pipeline's own tests' business, and making ~90 pictures' worth per suite would be most of the
 * suite's time. The descriptions are shared by every suite and run (`DESCRIBED_IMAGES_DIR`).
 */
let content: Promise<SeedContent> | null = null;

export function testSeedContent(): Promise<SeedContent> {
  content ??= seedContentWithImages(createImagePipeline({ dir: DESCRIBED_IMAGES_DIR, variants: false }));
  return content;
}
