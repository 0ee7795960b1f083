import type { ContentImage } from '@riviere/api-client';
import { ContentPicture } from '@riviere/remote-kit/picture';
import '@riviere/remote-kit/content-picture.css';

interface Props {
  image: ContentImage;
  sizes: string;
  /** Only for the page's largest paint (a menu page's header). */
  priority?: boolean;
  className: string;
}

/**
 * A menu's picture: a still life of its dishes, in a box (3:2, 4:3 from 768 px) that is there
 * before the picture (no layout shift), with the image's own text alternative (what is on the plates).
 */
export function MenuPicture({ image, sizes, priority = false, className }: Props) {
  return <ContentPicture image={image} sizes={sizes} priority={priority} className={`rk-picture--fill mm-picture ${className}`} />;
}
