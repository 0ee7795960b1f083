import { screen, waitFor, within } from '@testing-library/react';
import { item, KIDS, menu, section } from '../../../test-support/menus';
import { createFakeApi, renderApp, shownDishes } from '../../../test-support/render-app';

const dishNames = () => shownDishes();

/** The menus have arrived: the dietary filter is drawn from them. */
const loaded = () => screen.findByRole('group', { name: 'Show only dishes that are' });

describe('menu list page', () => {
  it('shows a loading state, then every menu with its dishes and links to each menu', async () => {
    const { bus } = renderApp('/menu');
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Loading menus…');

    expect(await screen.findByRole('link', { name: 'À la carte' })).toHaveAttribute('href', '/menu/a-la-carte');
    expect(screen.getByRole('link', { name: 'Petits' })).toHaveAttribute('href', '/menu/kids');
    expect(screen.getByRole('heading', { level: 1, name: 'Our menus' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3, name: 'Starters' })).toHaveLength(1);
    expect(dishNames()).toHaveLength(10);
    expect(screen.getByText('£19.95')).toBeInTheDocument();
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:title', title: 'Our menus' }));
  });

  it('links to the menus under /our-menu from /our-menu', async () => {
    renderApp('/our-menu');
    expect(await screen.findByRole('link', { name: 'Petits' })).toHaveAttribute('href', '/our-menu/kids');
  });

  it('offers the tags found in the data and explains them in the dietary key', async () => {
    renderApp('/menu');
    await loaded();
    const filter = screen.getByRole('group', { name: 'Show only dishes that are' });
    expect(within(filter).getAllByRole('button').map((b) => b.textContent)).toEqual(['Vegetarian (V)', 'Vegan (VG)', 'Gluten-free (GF)']);
    const key = screen.getByRole('region', { name: 'Dietary key' });
    expect(within(key).getByTitle('Vegan')).toHaveTextContent('VG');
    expect(within(key).getByText('Gluten-free')).toBeInTheDocument();
  });

  it('toggling vegan and gluten-free shows exactly the dishes that are both, through the URL', async () => {
    const { user, navigate } = renderApp('/menu');
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Vegan (VG)' }));
    expect(navigate).toHaveBeenLastCalledWith('/menu?diet=vegan', { replace: true });
    expect(dishNames()).toEqual(['Soupe au pistou', 'Ratatouille', 'Mushroom pie']);

    await user.click(screen.getByRole('button', { name: 'Gluten-free (GF)' }));
    expect(navigate).toHaveBeenLastCalledWith('/menu?diet=vegan,gluten-free', { replace: true });
    expect(dishNames()).toEqual(['Soupe au pistou', 'Ratatouille']);

    expect(screen.getByRole('button', { name: 'Vegan (VG)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Gluten-free (GF)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Vegetarian (V)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 dishes match')).toHaveAttribute('role', 'status');
    // Sections and menus with no passing dish are gone; links keep the filter.
    expect(screen.queryByRole('heading', { name: 'Desserts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Petits' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'À la carte' })).toHaveAttribute('href', '/menu/a-la-carte?diet=vegan,gluten-free');

    await user.click(screen.getByRole('button', { name: 'Show all dishes' }));
    expect(navigate).toHaveBeenLastCalledWith('/menu', { replace: true });
    expect(dishNames()).toHaveLength(10);
  });

  it('reads the filter from the address, so a reload or a shared link shows the same dishes', async () => {
    renderApp('/our-menu?diet=gluten-free');
    await loaded();
    expect(dishNames()).toEqual(['Soupe au pistou', 'Salade de chèvre', 'Ratatouille', 'Petit steak', 'Ice cream']);
    expect(screen.getByText('5 dishes match')).toBeInTheDocument();
  });

  it('says so when no menu has a dish that matches', async () => {
    const { user, navigate } = renderApp('/menu?diet=vegan', createFakeApi([KIDS, menu('bar', 'Bar', [section('Snacks', [item('Olives')])])]));
    expect(await screen.findByText('No menu has dishes that match all of your dietary choices.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Show all dishes' })[0]!);
    expect(navigate).toHaveBeenLastCalledWith('/menu', { replace: true });
    expect(await screen.findByRole('link', { name: 'Bar' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the menus again', async () => {
    const api = createFakeApi();
    api.getMenus.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderApp('/menu', api);

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the menus.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'À la carte' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.getMenus).toHaveBeenCalledTimes(2);
  });

  it('has an empty state when there are no menus', async () => {
    renderApp('/menu', createFakeApi([]));
    expect(await screen.findByText(/There are no menus to show right now/)).toBeInTheDocument();
  });
});

describe("a restaurant's menu list", () => {
  it('names the restaurant and links to its menus', async () => {
    const { api, bus, user } = renderApp('/restaurants/london/greenwich/menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menus at Maison Rivière Greenwich' })).toBeInTheDocument();
    expect(api.getRestaurantBySlugAndCity).toHaveBeenCalledWith('greenwich', 'london');
    expect(screen.getByRole('link', { name: 'À la carte' })).toHaveAttribute('href', '/restaurants/london/greenwich/menu/a-la-carte');
    expect(screen.getByRole('link', { name: 'About Maison Rivière Greenwich' })).toHaveAttribute('href', '/restaurants/london/greenwich');
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:title', title: 'Menus at Maison Rivière Greenwich' }));

    const book = screen.getByRole('link', { name: 'Book a table' });
    expect(book).toHaveAttribute('href', '/restaurants/london/greenwich/book-now');
    await user.click(book);
    expect(bus.events).toContainEqual({ type: 'booking:open', restaurant: { city: 'london', slug: 'greenwich' } });
  });

  it('hands an unknown restaurant to the shell as not found', async () => {
    const { bus } = renderApp('/restaurants/london/atlantis/menu');
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:not-found' }));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it("still shows the menus when the restaurant cannot be loaded for another reason", async () => {
    const api = createFakeApi();
    api.getRestaurantBySlugAndCity.mockRejectedValue(new Error('timeout'));
    const { bus } = renderApp('/restaurants/london/greenwich/menu', api);
    expect(await screen.findByRole('link', { name: 'À la carte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our menus' })).toBeInTheDocument();
    expect(bus.events).not.toContainEqual(expect.objectContaining({ type: 'page:not-found' }));
  });
});

