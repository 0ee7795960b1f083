import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, renderApp, setPhone } from '../../../test-support/render-app';
import { ALL } from '../../../test-support/restaurants';

beforeEach(() => setPhone(false));

/** Tuesday 14 July 2026, 12:30 in London. */
const TUESDAY_LUNCH = Date.UTC(2026, 6, 14, 11, 30);

describe('/restaurants', () => {
  it('lists every restaurant under its town, towns in alphabetical order', async () => {
    const { bus } = renderApp('/restaurants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our restaurants' })).toBeInTheDocument();
    expect(await screen.findByText(/^8 restaurants in 5 towns\./)).toBeInTheDocument();
    const towns = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(towns).toEqual(['Bath', 'Greenhithe', 'London', 'Warminster', 'Witney']);
    const entries = screen.getAllByRole('listitem');
    expect(entries).toHaveLength(ALL.length);
    const london = screen.getByRole('list', { name: 'Restaurants in London' });
    expect(within(london).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Maison Rivière London O2',
      "Maison Rivière St Paul's",
      'Maison Rivière Victoria',
    ]);
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:title', title: 'Our restaurants' }));
    expect(bus.events).not.toContainEqual({ type: 'page:not-found' });
  });

  it('gives each restaurant a small lazy picture, its name linking to its page, its address and whether it is open', async () => {
    const { navigate, user } = renderApp('/restaurants', { now: TUESDAY_LUNCH });
    const bath = within(await screen.findByRole('list', { name: 'Restaurants in Bath' }));
    const [first] = bath.getAllByRole('listitem');
    const entry = within(first!);
    const link = entry.getByRole('link', { name: 'Maison Rivière Bath' });
    expect(link).toHaveAttribute('href', '/restaurants/bath/bath');
    expect(entry.getByText('12 Lantern Walk, Abbey Quarter, Bath, BA1 1LT')).toBeInTheDocument();
    expect(entry.getByTestId('status-restaurant')).toHaveTextContent('Open · closes 22:00');
    // The picture only illustrates the name beside it: no alt text to read twice.
    const img = first!.querySelector('picture img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.closest('picture')!.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', '(min-width: 768px) 128px, 96px');

    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/restaurants/bath/bath', undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maison Rivière Bath' })).toBeInTheDocument();
  });

  it('lists a restaurant that hides its page, without a link to it', async () => {
    renderApp('/restaurants');
    const greenhithe = await screen.findByRole('list', { name: 'Restaurants in Greenhithe' });
    expect(within(greenhithe).getByRole('heading', { level: 3, name: 'Maison Rivière Greenhithe' })).toBeInTheDocument();
    expect(within(greenhithe).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so, with a retry, when the restaurants cannot be loaded', async () => {
    const api = createFakeApi();
    api.searchRestaurants.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderApp('/restaurants', { api });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load our restaurants.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Restaurants in Witney' })).toBeInTheDocument();
  });
});
