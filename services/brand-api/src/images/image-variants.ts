import type { ContentImage, ImageFormat, ImageVariant } from '@riviere/api-client';

/**
 * What the image pipeline makes of one source picture, by name only (no I/O here): three formats
 * at three widths, each file named by the source's hash, so a file's name says exactly which
 * bytes it holds and it can be cached for a year.
 */

/** Widths (px) of the variants, narrowest first: a phone, a tablet or a half tile, a full-width hero. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Formats, most efficient first: the order of a `<picture>`'s sources. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const satisfies readonly ImageFormat[];

const EXTENSIONS: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const MEDIA_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** Where the site serves the variants (the site server proxies it to this API). */
export const MEDIA_PATH = '/media';

/** A variant's file name: `<first 12 hex of the source's sha256>-<width>.<ext>`. */
export const FILE_NAME = /^([0-9a-f]{12})-([1-9][0-9]{1,4})\.(avif|webp|jpg)$/;

export function variantFileName(hash: string, width: number, format: ImageFormat): string {
  return `${hash}-${width}.${EXTENSIONS[format]}`;
}

/**
 * The widths made for a source of `intrinsic` px: each standard width it can fill, and the
 * source's own width when it is narrower than the widest standard one (never upscaled).
 */
export function variantWidths(intrinsic: number, widths: readonly number[] = VARIANT_WIDTHS): number[] {
  const fitting = widths.filter((w) => w <= intrinsic);
  const widest = widths[widths.length - 1] ?? intrinsic;
  if (intrinsic < widest && !fitting.includes(intrinsic)) fitting.push(intrinsic);
  return fitting.length > 0 ? fitting : [intrinsic];
}

/** What the pipeline records about a source once its variants are made (`<hash>.json`). */
export interface ImageRecord {
  hash: string;
  width: number;
  height: number;
  /** Dominant colour, `#rrggbb`. */
  color: string;
  /** A tiny blurred preview, as a `data:` URI. */
  placeholder: string;
  widths: number[];
  formats: ImageFormat[];
}

/** Every file a record's variants live in. */
export function variantFiles(record: Pick<ImageRecord, 'hash' | 'widths' | 'formats'>): string[] {
  return record.formats.flatMap((format) => record.widths.map((width) => variantFileName(record.hash, width, format)));
}

/** What a `<picture>` needs for a recorded image, with its text alternative. */
export function contentImage(record: ImageRecord, alt: string, basePath: string = MEDIA_PATH): ContentImage {
  const variants = (format: ImageFormat): ImageVariant[] =>
    [...record.widths].sort((a, b) => a - b).map((width) => ({ url: `${basePath}/${variantFileName(record.hash, width, format)}`, width }));
  return {
    alt,
    width: record.width,
    height: record.height,
    color: record.color,
    placeholder: record.placeholder,
    sources: { avif: variants('avif'), webp: variants('webp'), jpeg: variants('jpeg') },
  };
}

/** The one URL that stands for the image where only one fits (imageUrl fields, schema.org, og:image): the widest JPEG. */
export function fallbackUrl(image: ContentImage): string {
  const jpeg = image.sources.jpeg;
  return (jpeg[jpeg.length - 1] as ImageVariant).url;
}
