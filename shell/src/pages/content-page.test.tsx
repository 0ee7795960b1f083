import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import type { PageContent } from '@riviere/api-client';
import { renderWithShell } from '../test-support/render';
import { matchSiteRoute } from '../../server/src/routes/route-table';
import { routeElement } from '../app/routes';

const page = (id: string, title: string) =>
  ({ currentPage: { id, title, description: '', tiles: [{ tileId: `${id}-text`, key: 'text', heading: `About ${title}` }] }, allPages: [], venueIds: [] }) as unknown as PageContent;

/** The page the shell shows for the path (its route table's match), as in the app. */
function CurrentPage() {
  const { pathname } = useLocation();
  return routeElement(matchSiteRoute(pathname)!);
}

function renderPages(path: string, getPage: (id: string) => Promise<PageContent | null>, initial = {}) {
  const ui = (
    <>
      <Link to="/faqs">FAQs</Link>
      <Link to="/group-bookings/thanks">Thanks</Link>
      <CurrentPage />
    </>
  );
  return renderWithShell(ui, { path, api: { content: { getPage } }, initial });
}

describe('ContentPage', () => {
  it('loads the page its path names and shows its title', async () => {
    const getPage = jest.fn(async (id: string) => page(id, 'Tips policy'));
    renderPages('/tips-policy', getPage);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tips policy' })).toBeInTheDocument();
    expect(getPage).toHaveBeenCalledTimes(1);
    expect(getPage).toHaveBeenCalledWith('tips-policy');
  });

  it('shows the page the server rendered with, without asking again', () => {
    const getPage = jest.fn(async () => null);
    renderPages('/faqs', getPage, { pages: { faqs: page('faqs', 'FAQs') } });
    expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    expect(getPage).not.toHaveBeenCalled();
  });

  it('loads the next page once when the path changes', async () => {
    const getPage = jest.fn(async (id: string) => page(id, id === 'faqs' ? 'FAQs' : 'Thank you'));
    renderPages('/faqs', getPage, { pages: { faqs: page('faqs', 'FAQs') } });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Thanks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
    expect(getPage.mock.calls).toEqual([['group-bookings/thanks']]);
  });

  it('shows the not-found page for a page the brand API does not have', async () => {
    renderPages('/no-such-page', async () => null);
    expect(await screen.findByRole('heading', { level: 1, name: /could not be found/ })).toBeInTheDocument();
  });

  it('shows the not-found page at once when the server found no such page, without asking again', () => {
    const getPage = jest.fn(async () => null);
    renderPages('/no-such-page', getPage, { pages: { 'no-such-page': null } });
    expect(screen.getByRole('heading', { level: 1, name: /could not be found/ })).toBeInTheDocument();
    expect(getPage).not.toHaveBeenCalled();
  });
});
