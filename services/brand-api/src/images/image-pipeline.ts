import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentImage, ImageFormat } from '@riviere/api-client';
import sharp, { type Sharp } from 'sharp';
import { contentImage, IMAGE_FORMATS, VARIANT_WIDTHS, variantFileName, variantFiles, variantWidths, type ImageRecord } from './image-variants';

/**
 * Makes the variants of content images, once: a source is known by the sha256 of its bytes,
 * its variants are files named by that hash, and `<hash>.json` (written after every variant)
 * records that they are all there. Preparing a source whose record and files exist does no
 * work, whoever made them (another run, another process: writes go to a temporary name and are
 * renamed into place, so a reader never sees half a file).
 *
 * Never called per request: content is prepared when it is seeded (or published).
 */

/** Encoder settings: chosen for a fresh clone's first start on two cores, not for the last byte. */
const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // effort 1 of 9: a third of effort 2's time for ~25 % more bytes; still the smallest format.
  avif: (image) => image.avif({ quality: 52, effort: 1 }),
  webp: (image) => image.webp({ quality: 78, effort: 2 }),
  jpeg: (image) => image.jpeg({ quality: 80, progressive: true }),
};

/** The placeholder: this many px wide, blurred, as WebP. */
const PLACEHOLDER_WIDTH = 16;

export interface ImagePipelineOptions {
  /** Where variants and records live (DATA_DIR/images by default). */
  dir: string;
  widths?: readonly number[];
  formats?: readonly ImageFormat[];
  /**
   * `false`: record a source (size, colour, placeholder) without making its variants. Tests that
   * only need content to carry image descriptions use it; the variants' own tests do not.
   */
  variants?: boolean;
}

export interface ImagePipeline {
  /** The source's description for a `<picture>`, making whatever of it is missing. */
  prepare(source: Buffer, alt: string): Promise<ContentImage>;
  /** Variant files encoded and sources rasterised since the pipeline was made (a cached source adds none). */
  readonly stats: { encodes: number; rasterised: number };
  readonly dir: string;
}

/**
 * Raised when the encoder settings above change: the same source then gets new file names, so
 * no cache anywhere keeps serving the old bytes under an immutable URL.
 */
const PIPELINE_VERSION = '1';

/** The name of a source: the first 12 hex digits of the sha256 of its bytes (and the pipeline's version). */
export function sourceHash(source: Buffer): string {
  return crypto.createHash('sha256').update(PIPELINE_VERSION).update(source).digest('hex').slice(0, 12);
}

function writeAtomically(file: string, data: Buffer | string): void {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

function readRecord(file: string): ImageRecord | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ImageRecord;
  } catch {
    return null;
  }
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

interface Measured {
  vector: boolean;
  /** The source's own size (an SVG's at 72 dpi). */
  width: number;
  height: number;
}

/** An SVG is drawn at whatever width is asked; anything else is resized from its own pixels. */
function render(source: Buffer, m: Measured, width: number): Sharp {
  const image = m.vector ? sharp(source, { density: (72 * width) / m.width }) : sharp(source);
  return image.resize({ width }).removeAlpha();
}

export function createImagePipeline(options: ImagePipelineOptions): ImagePipeline {
  const { dir } = options;
  const widths = [...(options.widths ?? VARIANT_WIDTHS)].sort((a, b) => a - b);
  const formats = options.formats ?? IMAGE_FORMATS;
  const makeVariants = options.variants ?? true;
  const stats = { encodes: 0, rasterised: 0 };
  fs.mkdirSync(dir, { recursive: true });
  const exists = (name: string) => fs.existsSync(path.join(dir, name));

  /** A record is complete when it names every variant this pipeline makes and each file exists. */
  function complete(record: ImageRecord | null): record is ImageRecord {
    if (!record) return false;
    if (!makeVariants) return true;
    return formats.every((f) => record.formats.includes(f)) && variantFiles(record).every(exists);
  }

  async function measure(source: Buffer): Promise<Measured> {
    const meta = await sharp(source).metadata();
    if (!meta.width || !meta.height) throw new Error('The image has no size.');
    return { vector: meta.format === 'svg', width: meta.width, height: meta.height };
  }

  async function make(source: Buffer, hash: string): Promise<ImageRecord> {
    const m = await measure(source);
    // A drawing has every width; a photograph is never enlarged.
    const made = m.vector ? widths : variantWidths(m.width, widths);
    const widest = made[made.length - 1] as number;
    const small = await render(source, m, 64).raw().toBuffer({ resolveWithObject: true });
    const fromSmall = () => sharp(small.data, { raw: small.info });
    const { dominant } = await fromSmall().stats();
    const tiny = await fromSmall().resize({ width: PLACEHOLDER_WIDTH }).blur(0.6).webp({ quality: 40 }).toBuffer();
    const record: ImageRecord = {
      hash,
      width: widest,
      height: Math.round((m.height * widest) / m.width),
      color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      widths: [...made],
      formats: [...formats],
    };
    const missing = makeVariants ? formats.flatMap((format) => made.map((width) => ({ format, width }))).filter(({ format, width }) => !exists(variantFileName(hash, width, format))) : [];
    if (missing.length > 0) {
      // One raster at the widest size; every variant is resized from it.
      const { data, info } = await render(source, m, widest).raw().toBuffer({ resolveWithObject: true });
      stats.rasterised++;
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
      record.height = info.height;
      // One variant at a time: pictures are made side by side (seed-images.ts), each variant's
      // encoder has threads of its own, and a few hundred MB stay free on a small machine.
      for (const { format, width } of missing) {
        const image = width === info.width ? sharp(data, raw) : sharp(data, raw).resize({ width });
        const encoded = await ENCODE[format](image).toBuffer();
        stats.encodes++;
        writeAtomically(path.join(dir, variantFileName(hash, width, format)), encoded);
      }
    }
    // Last: its presence says the variants above are all there.
    writeAtomically(path.join(dir, `${hash}.json`), JSON.stringify(record));
    return record;
  }

  return {
    dir,
    stats,
    async prepare(source, alt) {
      const hash = sourceHash(source);
      const known = readRecord(path.join(dir, `${hash}.json`));
      const record = complete(known) ? known : await make(source, hash);
      return contentImage(record, alt);
    },
  };
}
