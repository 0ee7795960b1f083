import os from 'node:os';
import path from 'node:path';

/**
 * Where harnesses that need content whose images are described but never encoded (test apps,
 * the crash harness: `IMAGE_VARIANTS=false`) keep the descriptions. Each is named by its
 * drawing's hash, so one folder serves every suite and run: the first on a machine draws them
 * (a few seconds), the others read them.
 */
export const DESCRIBED_IMAGES_DIR = path.join(os.tmpdir(), 'riviere-brand-api-test-images');
