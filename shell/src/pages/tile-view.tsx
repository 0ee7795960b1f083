import type { MouseEvent } from 'react';
import type { Tile } from '@riviere/api-client';
import { ContentPicture } from '@riviere/remote-kit/picture';
import { Link, useLocation } from 'react-router-dom';
import { RemoteSlot } from '../federation/remote-slot';
import { goToBookingArea } from '../layout/booking-area';
import { TileVideo } from './tile-video';

/** Tiles with a form mount the owning remote's widget (ARCHITECTURE.md, route ownership). */
const FORM_WIDGETS = {
  contact: { remote: 'mf-marketing', widget: 'contact-form', label: 'the contact form' },
  'sign-up': { remote: 'mf-marketing', widget: 'sign-up-form', label: 'the sign-up form' },
  'group-booking': { remote: 'mf-booking', widget: 'group-booking-form', label: 'the group bookings form' },
} as const;

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Whether a link opens the booking modal, for no restaurant in particular, over the page being
 * shown (`/#booking` or `/book-now` on the home page), where a booking strip may already be.
 */
const opensBookingHere = (url: string, pathname: string) => url === `${pathname}#booking` || (pathname === '/' && url === '/book-now');

function TileLink({ url, text }: { url: string; text: string }) {
  const { pathname } = useLocation();
  // Spec §2: on a page with its own booking strip (the home page), book-now controls take the
  // visitor to the strip, as the header's Book Now does, rather than a modal over it.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensBookingHere(url, pathname)) goToBookingArea(event);
  };
  return isInternal(url) ? (
    <Link className="rv-button rv-button--primary tile__link" to={url} onClick={onClick}>{text}</Link>
  ) : (
    <a className="rv-button rv-button--primary tile__link" href={url} rel="noopener noreferrer">{text}</a>
  );
}

/**
 * How wide a tile's picture is shown (the content page is at most 1200 px with 16 px each side;
 * from 768 px tiles sit on six columns with 16 px gaps), so the browser picks the variant that fits.
 */
export const TILE_SIZES = {
  full: '(min-width: 1200px) 1168px, calc(100vw - 32px)',
  half: '(min-width: 1200px) 576px, (min-width: 768px) calc(50vw - 24px), calc(100vw - 32px)',
  third: '(min-width: 1200px) 379px, (min-width: 768px) calc(33vw - 21px), calc(100vw - 32px)',
} as const;

interface TileViewProps {
  tile: Tile;
  headingLevel: 1 | 2;
  /** The page's first tile: its picture is the page's largest paint, fetched first. */
  priority?: boolean;
}

export function TileView({ tile, headingLevel, priority = false }: TileViewProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const form = tile.formType ? FORM_WIDGETS[tile.formType] : null;
  const video = Boolean(tile.videoDesktop || tile.videoMobile);
  const picture = tile.picture;
  // A hero's picture fills the tile behind its text; other tiles show theirs above the text.
  const backdrop = picture && tile.key === 'hero';
  const sizes = TILE_SIZES[tile.width ?? 'full'];
  const classes = [
    'tile',
    `tile--${tile.key}`,
    `tile--${tile.width ?? 'full'}`,
    tile.backgroundColour ? `tile--bg-${tile.backgroundColour}` : '',
    tile.animationEffect ? `tile--anim-${tile.animationEffect}` : '',
    backdrop ? 'sh-hero' : picture && !video ? 'sh-tile--pictured' : '',
  ].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={tile.heading ? `${tile.tileId}-heading` : undefined}>
      {backdrop && <ContentPicture image={picture} sizes={sizes} priority={priority} className="rk-picture--cover sh-hero__picture" />}
      {picture && !backdrop && !video && <ContentPicture image={picture} sizes={sizes} priority={priority} className="rk-picture--fill sh-tile__picture" />}
      <div className="tile__text">
        {tile.heading && <Heading id={`${tile.tileId}-heading`} className="tile__heading">{tile.heading}</Heading>}
        {tile.body && <p className="tile__body">{tile.body}</p>}
        {tile.linkUrl && tile.linkText && <TileLink url={tile.linkUrl} text={tile.linkText} />}
      </div>
      {video && (
        <TileVideo mobile={tile.videoMobile} desktop={tile.videoDesktop} label={tile.imageAlt ?? tile.heading ?? 'Video'} poster={picture} sizes={sizes} />
      )}
      {/* A widget: the site server may have rendered it into the page (the contact and group forms work without JavaScript). */}
      {form && <RemoteSlot remote={form.remote} widget={form.widget} label={form.label} variant="widget" />}
    </section>
  );
}
