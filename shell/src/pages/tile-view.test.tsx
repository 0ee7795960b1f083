import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { Tile } from '@riviere/api-client';
import { renderWithShell } from '../test-support/render';
import { TileView } from './tile-view';

/** Where the router is now, as the address bar would show it. */
function Address() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Address">{`${pathname}${hash}`}</output>;
}

/** The hero tile on a page that may show mf-booking's strip (a stand-in with the strip's markers). */
function renderHero(path: string, linkUrl: string, withStrip: boolean) {
  const hero = { tileId: 'hero', key: 'hero', heading: 'Bienvenue', linkText: 'Book a table', linkUrl } as Tile;
  renderWithShell(
    <>
      <TileView tile={hero} headingLevel={1} />
      {withStrip && (
        <section id="booking-area" aria-label="Book a table">
          <label>
            Restaurant
            <select data-booking-start>
              <option>Bath</option>
            </select>
          </label>
        </section>
      )}
      <Address />
    </>,
    { path },
  );
  return { user: userEvent.setup(), link: screen.getByRole('link', { name: 'Book a table' }) };
}

describe('TileView link to the booking', () => {
  beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/#booking', '/'],
    ['/book-now', '/'],
  ])('%s on a page that shows the booking strip (%s) takes the visitor to the strip, not a modal', async (linkUrl, path) => {
    const { user, link } = renderHero(path, linkUrl, true);
    // The address stays what it is for a new tab or a page without scripts.
    expect(link).toHaveAttribute('href', linkUrl);
    await user.click(link);
    await waitFor(() => expect(screen.getByLabelText('Restaurant')).toHaveFocus());
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['the page has no strip', '/', '/#booking', false, '/#booking'],
    ['the link opens the booking over another page', '/', '/faqs#booking', true, '/faqs#booking'],
    ['the link books one restaurant', '/', '/restaurants/bath/bath/book-now', true, '/restaurants/bath/bath/book-now'],
    ['the link goes elsewhere', '/', '/offer/2-for-1-mains', true, '/offer/2-for-1-mains'],
  ])('follows the link when %s', async (_case, path, linkUrl, withStrip, address) => {
    const { user, link } = renderHero(path, linkUrl, withStrip);
    await user.click(link);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(address);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
