import { Link } from 'react-router-dom';
import type { BrandSettings } from '@riviere/api-client';
import { OPEN_COOKIE_SETTINGS } from './cookie-banner';

/** Footer variant 'footer4' (spec §2): newsletter, social links, footer links, copyright. */
export function Footer({ settings, siteName, year = new Date().getFullYear() }: { settings: BrandSettings | null; siteName: string; year?: number }) {
  const name = settings?.site_name ?? siteName;
  return (
    <footer className="footer footer4">
      <div className="footer__grid">
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="footer__heading">Newsletter</h2>
          <Link className="footer__link" to="/sign-up">Sign Up Here</Link>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer__heading">Follow us</h2>
          <ul className="footer__list">
            {(settings?.socialMediaItems ?? []).map((item) => (
              <li key={item.linkUrl}>
                <a className="footer__link" href={item.linkUrl} target="_blank" rel="noopener noreferrer">
                  {item.linkText}
                  <span className="rv-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label="Footer">
          <ul className="footer__list footer__list--links">
            {(settings?.footerItems ?? []).map((item) => (
              <li key={item.linkUrl}>
                <Link className="footer__link" to={item.linkUrl}>{item.linkText}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer__copyright">
        © {year} {name}
        <button type="button" className="footer__cookies" onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS))}>
          Cookie settings
        </button>
      </p>
    </footer>
  );
}
