import type { MouseEvent } from 'react';
import type { Tile } from '@riviere/api-client';
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

export function TileView({ tile, headingLevel }: { tile: Tile; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const form = tile.formType ? FORM_WIDGETS[tile.formType] : null;
  const classes = [
    'tile',
    `tile--${tile.key}`,
    `tile--${tile.width ?? 'full'}`,
    tile.backgroundColour ? `tile--bg-${tile.backgroundColour}` : '',
    tile.animationEffect ? `tile--anim-${tile.animationEffect}` : '',
  ].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={tile.heading ? `${tile.tileId}-heading` : undefined}>
      <div className="tile__text">
        {tile.heading && <Heading id={`${tile.tileId}-heading`} className="tile__heading">{tile.heading}</Heading>}
        {tile.body && <p className="tile__body">{tile.body}</p>}
        {tile.linkUrl && tile.linkText && <TileLink url={tile.linkUrl} text={tile.linkText} />}
      </div>
      {(tile.videoDesktop || tile.videoMobile) && (
        <TileVideo mobile={tile.videoMobile} desktop={tile.videoDesktop} label={tile.imageAlt ?? tile.heading ?? 'Video'} />
      )}
      {form && <RemoteSlot remote={form.remote} widget={form.widget} label={form.label} />}
    </section>
  );
}
