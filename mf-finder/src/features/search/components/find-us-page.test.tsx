import { act, screen, waitFor, within } from '@testing-library/react';
import { SEARCH_MESSAGES } from '@riviere/api-client';
import { apiError, createFakeApi, renderApp, setPhone } from '../../../test-support/render-app';
import { TYPING_PAUSE_MS } from './find-us-page';

const EMPTY_MESSAGE = 'Enter a postcode or use your location to search for a Maison Rivière restaurant.';
const expectAlert = (message: string) => waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
const searchBox = () => screen.getByRole('searchbox', { name: 'Postcode, town or restaurant' });
/** The search's live region (the map has one of its own while it loads). */
const searchStatus = () => screen.getAllByRole('status').find((element) => element.classList.contains('fd-search__status'))!;

function setGeolocation(outcome: { lat: number; lng: number } | 'denied' | 'missing') {
  const geolocation =
    outcome === 'missing'
      ? undefined
      : {
          getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
            outcome === 'denied'
              ? failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)
              : success({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition),
        };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}

/** Tuesday 14 July 2026, 12:30 in London. */
const TUESDAY_LUNCH = Date.UTC(2026, 6, 14, 11, 30);

beforeEach(() => setPhone(false));

describe('/find-us', () => {
  it('starts with the empty-search message in a live region, and its own title', async () => {
    setGeolocation({ lat: 51.38, lng: -2.36 });
    const { api, bus } = renderApp('/find-us');
    expect(screen.getByRole('heading', { level: 1, name: 'Find a restaurant' })).toBeInTheDocument();
    await waitFor(() => expect(searchStatus()).toHaveTextContent(EMPTY_MESSAGE));
    await screen.findByRole('button', { name: 'Use my location' });
    expect(api.search).not.toHaveBeenCalled();
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:title', title: 'Find a restaurant' }));
  });

  it('searches by itself once more than 2 characters are typed, and keeps the query in the URL', async () => {
    const { api, user, navigate } = renderApp('/find-us', { now: TUESDAY_LUNCH });
    await user.type(searchBox(), 'Ba');
    // Said once the typing pause is over, when a longer query would be searched.
    await waitFor(() => expect(searchStatus()).toHaveTextContent('Enter at least 3 characters to search.'));
    expect(api.search).not.toHaveBeenCalled();

    await user.type(searchBox(), 'th');
    expect(await screen.findByRole('heading', { level: 2, name: '2 restaurants near Bath' })).toBeInTheDocument();
    expect(api.search).toHaveBeenCalledWith('Bath');
    expect(navigate).toHaveBeenLastCalledWith('/find-us?q=Bath', { replace: true });
    const list = await screen.findByRole('list', { name: '2 restaurants near Bath' });
    expect(searchStatus()).toHaveTextContent('2 restaurants found near Bath.');

    const cards = within(list).getAllByRole('listitem').filter((li) => li.classList.contains('fd-card'));
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: /Maison Rivière Bath\s*0.4 miles/ })).toHaveAttribute('href', '/restaurants/bath/bath');
    expect(first.getByText('12 Lantern Walk, Abbey Quarter, Bath, BA1 1LT')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Call Maison Rivière Bath on 01632 960101' })).toHaveAttribute('href', 'tel:01632960101');
    expect(first.getByRole('link', { name: 'Book a table at Maison Rivière Bath' })).toHaveAttribute('href', '/restaurants/bath/bath/book-now');
    expect(first.getByRole('link', { name: 'Menu at Maison Rivière Bath' })).toHaveAttribute('href', '/restaurants/bath/bath/menu');
    expect(first.getByTestId('status-restaurant')).toHaveTextContent(/^Open · closes 22:00$/);
  });

  it('runs an explicit search for a short district on Enter', async () => {
    const { api, user } = renderApp('/find-us');
    await user.type(searchBox(), 'BA1{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: '2 restaurants near BA1, Bath' })).toBeInTheDocument();
    expect(api.search).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['typed, then a pause', 'Ba'],
    ['submitted', 'Ba{Enter}'],
  ])('does not search a 2-character query (%s): no results, no q in the URL, and says why', async (_how, keys) => {
    const { api, user, navigate, current } = renderApp('/find-us?q=Bath');
    await screen.findByRole('heading', { level: 2, name: '2 restaurants near Bath' });
    await user.clear(searchBox());
    await user.type(searchBox(), keys);
    await waitFor(() => expect(searchStatus()).toHaveTextContent('Enter at least 3 characters to search.'));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(navigate).toHaveBeenLastCalledWith('/find-us', { replace: true });
    expect(current().search).toBe('');
    expect(api.search).toHaveBeenCalledTimes(1);
    expect(api.search).not.toHaveBeenCalledWith('Ba');
    expect(searchBox()).toHaveValue('Ba');

    await user.type(searchBox(), 'th');
    expect(await screen.findByRole('heading', { level: 2, name: '2 restaurants near Bath' })).toBeInTheDocument();
    expect(current().search).toBe('?q=Bath');
  });

  it('does not search a 2-character query a link puts in the URL, and says why', () => {
    jest.useFakeTimers();
    try {
      const { api } = renderApp('/find-us?q=Ba');
      expect(searchStatus()).toHaveTextContent('Enter at least 3 characters to search.');
      expect(searchBox()).toHaveValue('Ba');
      // Past the typing pause, when a typed query would be searched.
      act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
      expect(api.search).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is a GET form to /find-us with the query as q, so it works without JavaScript', () => {
    renderApp('/find-us');
    const form = screen.getByRole('search', { name: 'Find a restaurant' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/find-us');
    expect(searchBox()).toHaveAttribute('name', 'q');
  });

  it('searches the query a link or reload puts in the URL', async () => {
    const { api } = renderApp('/find-us?q=Bath');
    expect(await screen.findByRole('heading', { level: 2, name: '2 restaurants near Bath' })).toBeInTheDocument();
    expect(searchBox()).toHaveValue('Bath');
    expect(api.search).toHaveBeenCalledWith('Bath');
  });

  it('clearing the box goes back to the empty-search message', async () => {
    const { user } = renderApp('/find-us?q=Bath');
    await screen.findByRole('heading', { level: 2 });
    await user.clear(searchBox());
    await waitFor(() => expect(searchStatus()).toHaveTextContent(EMPTY_MESSAGE));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it.each([
    ['Nowhere', SEARCH_MESSAGES.NO_MATCHING_LOCATIONS],
    ['!!!', SEARCH_MESSAGES.INVALID_QUERY],
  ])('a search for %j says %j, keeping what was typed', async (query, message) => {
    const { user } = renderApp('/find-us');
    await user.type(searchBox(), `${query}{Enter}`);
    await expectAlert(message);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue(query);
  });

  it("says 'No locations found' when nothing is within 100 miles", async () => {
    const api = createFakeApi();
    api.search.mockResolvedValueOnce({ query: 'Edinburgh', label: 'Edinburgh', lat: 55.95, lng: -3.19, restaurants: [] });
    renderApp('/find-us?q=Edinburgh', { api });
    await waitFor(() => expect(searchStatus()).toHaveTextContent(SEARCH_MESSAGES.NO_LOCATIONS));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says something went wrong when the API fails, and tries again', async () => {
    const api = createFakeApi();
    api.search.mockRejectedValueOnce(apiError(500));
    const { user } = renderApp('/find-us?q=Bath', { api });
    await expectAlert(SEARCH_MESSAGES.SEARCH_FAILED);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2 restaurants near Bath' })).toBeInTheDocument();
    expect(searchBox()).toHaveValue('Bath');
  });

  it('finds the restaurants near the visitor with their permission, and clears the query', async () => {
    setGeolocation({ lat: 51.5074123, lng: -0.1277999 });
    const { api, user, bus, current } = renderApp('/find-us?q=Bath');
    await screen.findByRole('heading', { level: 2, name: '2 restaurants near Bath' });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('heading', { level: 2, name: '3 restaurants near your location' })).toBeInTheDocument();
    expect(api.searchByLocation).toHaveBeenCalledWith(51.50741, -0.1278);
    expect(searchBox()).toHaveValue('');
    expect(current().search).toBe('');
    expect(bus.events).toContainEqual({ type: 'analytics', event: 'restaurant_search', data: { method: 'location', results: 3 } });
  });

  it('searches near the position another page handed over, without asking again or putting it in the address', async () => {
    const { api, current } = renderApp('/find-us', { locationState: { near: { lat: 51.5074123, lng: -0.1277999 } } });
    expect(await screen.findByRole('heading', { level: 2, name: '3 restaurants near your location' })).toBeInTheDocument();
    expect(api.searchByLocation).toHaveBeenCalledWith(51.50741, -0.1278);
    expect(current().search).toBe('');
  });

  it('says it could not find the location when geolocation is denied', async () => {
    setGeolocation('denied');
    const { api, user, bus } = renderApp('/find-us');
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await expectAlert(SEARCH_MESSAGES.LOCATION_NOT_FOUND);
    expect(api.searchByLocation).not.toHaveBeenCalled();
    expect(bus.events).toContainEqual({ type: 'analytics', event: 'restaurant_search_location_failed' });
  });

  it('does not offer "Use my location" in a browser without geolocation, and keeps its place', async () => {
    setGeolocation('missing');
    renderApp('/find-us');
    await waitFor(() => expect(searchStatus()).toHaveTextContent(EMPTY_MESSAGE));
    expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
    // Still in the page (its box keeps the space) but invisible and disabled.
    const hidden = screen.getByText('Use my location').closest('button');
    expect(hidden).not.toBeVisible();
    expect(hidden).toBeDisabled();
    expect(screen.getByRole('searchbox', { name: 'Postcode, town or restaurant' })).toBeVisible();
  });

  it('shows results as an accordion on phones, the first one open', async () => {
    setPhone(true);
    const { user } = renderApp('/find-us?q=Bath');
    const toggles = await screen.findAllByRole('button', { name: /Maison Rivière Bath/ });
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    const second = toggles[1]!;
    const panel = document.getElementById(second.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Book a table at Maison Rivière Bath Widcombe' })).toBeInTheDocument();
  });
});
