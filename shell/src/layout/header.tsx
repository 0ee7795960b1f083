import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { BrandSettings, LinkItem } from '@riviere/api-client';

function NavItem({ item }: { item: LinkItem }) {
  const [open, setOpen] = useState(false);
  if (item.links?.length) {
    const id = `nav-${item.linkText.toLowerCase().replace(/\W+/g, '-')}`;
    return (
      <div className="nav__item nav__item--dropdown" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
        <button type="button" className="nav__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
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
  return <NavLink className="nav__link" to={item.linkUrl}>{item.linkText}</NavLink>;
}

/** Header variant 'header1' (spec §2). Its full behaviour (Book Now scrolling, modals) comes with the shell-features work. */
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
        <Link to="/#booking" className="button button--primary header__book">{settings?.book_now_text || 'Book Now'}</Link>
      </div>
    </header>
  );
}
