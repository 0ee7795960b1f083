import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { BrandSettings, LinkItem } from '@riviere/api-client';
import { restaurantPageOf } from '@riviere/restaurant-rules';
import { useShell } from '../shared/shell-context';
import { bookNowAction, UNBOOKABLE_MESSAGE, type BookNowRestaurant } from '../lib/book-now';
import { goToBookingArea } from './booking-area';
import { ShellDialog } from './shell-dialog';

/** The restaurant of the restaurant page being shown, once loaded (null elsewhere). */
function useRestaurantOfPage(): BookNowRestaurant | null {
  const { api } = useShell();
  const { pathname } = useLocation();
  const page = restaurantPageOf(pathname);
  const city = page?.city;
  const slug = page?.slug;
  const key = city && slug ? `${city}/${slug}` : null;
  const [restaurant, setRestaurant] = useState<{ key: string; value: BookNowRestaurant } | null>(null);
  useEffect(() => {
    if (!city || !slug) return undefined;
    let cancelled = false;
    api.content.getRestaurantBySlugAndCity(slug, city).then(
      (found) => !cancelled && setRestaurant({ key: `${city}/${slug}`, value: { city: found.city, slug: found.slug, enableBookings: found.enableBookings } }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [api, city, slug]);
  return restaurant && restaurant.key === key ? restaurant.value : null;
}

function BookNowButton({ text }: { text: string }) {
  const { pathname } = useLocation();
  const action = bookNowAction(pathname, useRestaurantOfPage());
  const [unbookable, setUnbookable] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (action.kind === 'unbookable') {
      event.preventDefault();
      setUnbookable(true);
      return;
    }
    // The page's own booking strip: bring it into view and start it, no modal.
    if (action.scrollToArea) goToBookingArea(event);
  };

  return (
    <>
      <Link to={action.href} className="rv-button rv-button--primary header__book" onClick={onClick} data-book-now={action.kind}>{text}</Link>
      {unbookable && (
        <ShellDialog label="Book a Table" onClose={() => setUnbookable(false)}>
          <p className="shell-dialog__message">{UNBOOKABLE_MESSAGE}</p>
        </ShellDialog>
      )}
    </>
  );
}

/** `onFollow`: a link inside was followed (the dropdowns and the phone menu around it close). */
function NavItem({ item, onFollow }: { item: LinkItem; onFollow: () => void }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  if (item.links?.length) {
    const id = `nav-${item.linkText.toLowerCase().replace(/\W+/g, '-')}`;
    return (
      // Not a control itself: Escape and leaving by keyboard or pointer close the dropdown from
      // wherever focus is inside it (its toggle or one of its links).
      <div
        role="presentation"
        className="nav__item nav__item--dropdown"
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !open) return;
          // Handled: the phone menu around it stays open until the next Escape.
          e.preventDefault();
          setOpen(false);
          toggle.current?.focus();
        }}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
      >
        <button ref={toggle} type="button" className="nav__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {item.linkText}
        </button>
        <ul id={id} className="nav__menu" hidden={!open}>
          {item.links.map((link) => (
            <li key={link.linkUrl}>
              <NavItem
                item={link}
                onFollow={() => {
                  setOpen(false);
                  onFollow();
                }}
              />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (item.openInNewTab || /^https?:/.test(item.linkUrl)) {
    return (
      <a className="nav__link" href={item.linkUrl} target={item.openInNewTab ? '_blank' : undefined} rel="noopener noreferrer" onClick={onFollow}>
        {item.linkText}
        {item.openInNewTab && <span className="rv-visually-hidden"> (opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <MenuLink to={item.linkUrl} onClick={onFollow}>
      {item.linkText}
    </MenuLink>
  );
}

/** A menu link, marked as the current page on its own path and the paths below it (never '/' for all). */
function MenuLink({ to, children, onClick }: { to: string; children: string; onClick: () => void }) {
  const { pathname } = useLocation();
  const here = pathname === to || (to !== '/' && pathname.startsWith(`${to.replace(/\/$/, '')}/`));
  return (
    <Link className={here ? 'nav__link active' : 'nav__link'} to={to} aria-current={here ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}

/** Header variant 'header1' (spec §2): brand, navigation from settings, Book Now. */
export function Header({ settings, siteName }: { settings: BrandSettings | null; siteName: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  return (
    <header className="header header1">
      {/* Not a control itself: Escape closes the open phone menu from its button or inside it and
          gives focus back to the button (an Escape that closed a dropdown inside is handled). */}
      <div
        role="presentation"
        className="header__bar"
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !menuOpen || e.defaultPrevented || (e.target !== menuButton.current && !nav.current?.contains(e.target as Node))) return;
          setMenuOpen(false);
          menuButton.current?.focus();
        }}
      >
        <Link to="/" className="header__brand">{settings?.site_name ?? siteName}</Link>
        <button ref={menuButton} type="button" className="header__menu-button" aria-expanded={menuOpen} aria-controls="site-nav" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        <nav ref={nav} id="site-nav" className={`nav ${menuOpen ? 'nav--open' : ''}`} aria-label="Main">
          <ul className="nav__list">
            {(settings?.mastheadItems ?? []).map((item) => (
              <li key={item.linkText} className="nav__entry">
                {/* Following a link closes the phone menu panel. */}
                <NavItem item={item} onFollow={() => setMenuOpen(false)} />
              </li>
            ))}
          </ul>
        </nav>
        <BookNowButton text={settings?.book_now_text || 'Book Now'} />
      </div>
    </header>
  );
}
