import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import type { PageContent } from '@riviere/api-client';
import { renderWithShell } from '../test-support/render';
import { matchSiteRoute } from '../../server/src/routes/route-table';
import { routeElement } from './routes';
import { useCanonicalUrl } from './use-canonical-url';

const page = (id: string, title: string) =>
  ({ currentPage: { id, title, description: '', tiles: [{ tileId: `${id}-text`, key: 'text', heading: `About ${title}` }] }, allPages: [], venueIds: [] }) as unknown as PageContent;

/** The router's part of the shell: the route table's match, its page, the canonical address. */
function ShellPage() {
  const location = useLocation();
  const match = matchSiteRoute(location.pathname)!;
  useCanonicalUrl(match);
  return (
    <>
      <p data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</p>
      <Link to="/Careers?from=footer">Careers</Link>
      {routeElement(match)}
    </>
  );
}

describe('a path in another case, in the browser', () => {
  it.each([
    ['/FAQS', '/faqs', 'faqs', 'FAQs'],
    ['/Careers?utm_source=mail#top', '/careers?utm_source=mail#top', 'careers', 'Careers'],
    ['/Group-Bookings/Thanks', '/group-bookings/thanks', 'group-bookings/thanks', 'Thank you'],
  ])('%s shows the page the server rendered, never the not-found page, and the address becomes %s', async (path, address, id, title) => {
    const getPage = jest.fn(async () => null);
    renderWithShell(<ShellPage />, { path, api: { content: { getPage } }, initial: { pages: { [id]: page(id, title) } } });
    // The first render is the server's page: hydration sees the same markup.
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByTestId('address')).toHaveTextContent(address);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText(/could not be found/)).not.toBeInTheDocument();
    expect(getPage).not.toHaveBeenCalled();
  });

  it('a link inside the site spelt otherwise loads the page by its id and puts the canonical path in the address bar', async () => {
    const getPage = jest.fn(async (id: string) => page(id, 'Careers'));
    renderWithShell(<ShellPage />, { path: '/faqs', api: { content: { getPage } }, initial: { pages: { faqs: page('faqs', 'FAQs') } } });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Careers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/careers?from=footer');
    expect(getPage.mock.calls).toEqual([['careers']]);
  });

  it('leaves a canonical path alone', () => {
    renderWithShell(<ShellPage />, { path: '/faqs?q=Bath', initial: { pages: { faqs: page('faqs', 'FAQs') } } });
    expect(screen.getByTestId('address')).toHaveTextContent('/faqs?q=Bath');
  });
});
