import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { BrandSettings, LinkItem } from '@riviere/api-client';
import { useShell } from '../app/shell-context';
import { bookNowAction, restaurantPageOf, UNBOOKABLE_MESSAGE, type BookNowRestaurant } from '../lib/book-now';
import { scrollToElement } from './scroll-manager';
import { ShellDialog } from './shell-dialog';

/** The scroll delay before the booking area comes into view (spec §9). */
const SCROLL_DELAY = 300;

/** The restaurant of the restaurant page being shown, once loaded (null elsewhere). */
function useRestaurantOfPage(): BookNowRestaurant | null {
  const { api } = useShell();
  const { pathname } = useLocation();
  const page = restaurantPageOf(pathname);
  const key = page ? `${page.city}/${page.slug}` : null;
  const [restaurant, setRestaurant] = useState<{ key: string; value: BookNowRestaurant } | null>(null);
  useEffect(() => {
    if (!page || !key) return undefined;
    let cancelled = false;
    api.content.getRestaurantBySlugAndCity(page.slug, page.city).then(
      (found) => !cancelled && setRestaurant({ key, value: { city: found.city, slug: found.slug, enableBookings: found.enableBookings } }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
    // `page` is derived from `key`.
  }, [api, key]);
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
    const area = action.scrollToArea ? document.getElementById('booking-area') : null;
    if (!area) return;
    // The page's own booking strip: bring it into view and start it, no modal.
    event.preventDefault();
    window.setTimeout(() => {
      scrollToElement(area);
      area.querySelector<HTMLElement>('[data-booking-start]')?.focus({ preventScroll: true });
    }, SCROLL_DELAY);
  };

  return (
    <>
      <Link to={action.href} className="button button--primary header__book" onClick={onClick} data-book-now={action.kind}>{text}</Link>
      {unbookable && (
        <ShellDialog label="Book a Table" onClose={() => setUnbookable(false)}>
          <p className="shell-dialog__message">{UNBOOKABLE_MESSAGE}</p>
        </ShellDialog>
      )}
    </>
  );
}

function NavItem({ item }: { item: LinkItem }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  if (item.links?.length) {
    const id = `nav-${item.linkText.toLowerCase().replace(/\W+/g, '-')}`;
    return (
      <div
        className="nav__item nav__item--dropdown"
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !open) return;
          setOpen(false);
          toggle.current?.focus();
        }}
        // Leaving the dropdown by keyboard or pointer closes it.
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
        onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}
      >
        <button ref={toggle} type="button" className="nav__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {item.linkText}
        </button>
        <ul id={id} className="nav__menu" hidden={!open}>
          {item.links.map((link) => (
            <li key={link.linkUrl}>
              <NavItem item={link} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (item.openInNewTab || /^https?:/.test(item.linkUrl)) {
    return (
      <a className="nav__link" href={item.linkUrl} target={item.openInNewTab ? '_blank' : undefined} rel="noopener noreferrer">
        {item.linkText}
        {item.openInNewTab && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    );
  }
  return <MenuLink to={item.linkUrl}>{item.linkText}</MenuLink>;
}

/** A menu link, marked as the current page on its own path and the paths below it (never '/' for all). */
function MenuLink({ to, children }: { to: string; children: string }) {
  const { pathname } = useLocation();
  const here = pathname === to || (to !== '/' && pathname.startsWith(`${to.replace(/\/$/, '')}/`));
  return (
    <Link className={here ? 'nav__link active' : 'nav__link'} to={to} aria-current={here ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** Header variant 'header1' (spec §2): brand, navigation from settings, Book Now. */
export function Header({ settings, siteName }: { settings: BrandSettings | null; siteName: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="header header1">
      <div className="header__bar">
        <Link to="/" className="header__brand">{settings?.site_name ?? siteName}</Link>
        <button type="button" className="header__menu-button" aria-expanded={menuOpen} aria-controls="site-nav" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        {/* Following a link closes the phone menu panel. */}
        <nav id="site-nav" className={`nav ${menuOpen ? 'nav--open' : ''}`} aria-label="Main" onClick={(e) => (e.target as HTMLElement).closest('a') && setMenuOpen(false)}>
          <ul className="nav__list">
            {(settings?.mastheadItems ?? []).map((item) => (
              <li key={item.linkText} className="nav__entry">
                <NavItem item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <BookNowButton text={settings?.book_now_text || 'Book Now'} />
      </div>
    </header>
  );
}
