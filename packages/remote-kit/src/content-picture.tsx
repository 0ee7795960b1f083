import type { ContentImage, ImageVariant } from '@riviere/api-client';

export interface ContentPictureProps {
  image: ContentImage;
  /**
   * How wide the picture is shown, so the browser fetches the variant that fits:
   * `100vw` for a full-width hero, `(min-width: 768px) 50vw, 100vw` for a half tile.
   */
  sizes: string;
  /**
   * The page's largest picture in the first screen (its LCP element): fetched first
   * (`fetchpriority="high"`) and never lazily. One per page; every other picture waits until
   * it nears the viewport.
   */
  priority?: boolean;
  /** Classes for the wrapper (it is `display: block` and fills its width). */
  className?: string;
  /** Replaces the image's own alt text: `''` when the picture only decorates what its text says. */
  alt?: string;
}

const srcSet = (variants: readonly ImageVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');

/**
 * A content image as a `<picture>`: AVIF, then WebP, then JPEG (the `<img>`, for browsers that
 * know neither), each at every width the API made; `width`/`height` so the page keeps its place
 * before the picture arrives (no layout shift); and behind it the picture's dominant colour and a
 * blurred 16 px preview, drawn by an inline SVG — the site's CSP forbids style attributes, and an
 * SVG's `fill` and a `data:` image are neither styles nor requests.
 */
export function ContentPicture({ image, sizes, priority = false, className, alt }: ContentPictureProps) {
  const jpeg = image.sources.jpeg;
  // A browser that ignores srcset gets a middle width: fine on a phone, acceptable on a desktop.
  const fallback = jpeg[Math.min(1, jpeg.length - 1)];
  return (
    <span className={className ? `rk-picture ${className}` : 'rk-picture'}>
      <svg className="rk-picture__placeholder" viewBox={`0 0 ${image.width} ${image.height}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <rect width={image.width} height={image.height} fill={image.color} />
        <image href={image.placeholder} width={image.width} height={image.height} preserveAspectRatio="none" />
      </svg>
      <picture>
        {image.sources.avif.length > 0 && <source type="image/avif" srcSet={srcSet(image.sources.avif)} sizes={sizes} />}
        {image.sources.webp.length > 0 && <source type="image/webp" srcSet={srcSet(image.sources.webp)} sizes={sizes} />}
        <img
          className="rk-picture__img"
          src={fallback?.url}
          srcSet={srcSet(jpeg)}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={alt ?? image.alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
        />
      </picture>
    </span>
  );
}
