import { screen, waitFor, within } from '@testing-library/react';
import { UK_ALLERGENS } from '@riviere/api-client';
import { createFakeApi, renderApp, shownDishes } from '../../../test-support/render-app';

const loaded = () => screen.findByRole('button', { name: 'Allergen guide' });

describe('one menu page', () => {
  it('shows the menu: sections, dishes with GBP prices and dietary badges', async () => {
    const { api, bus } = renderApp('/menu/a-la-carte');
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Loading menu…');
    expect(await screen.findByRole('heading', { level: 1, name: 'À la carte' })).toBeInTheDocument();
    expect(api.getMenu).toHaveBeenCalledWith('a-la-carte');

    const sections = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.classList.contains('mm-section__title'));
    expect(sections.map((h) => h.textContent)).toEqual(['Starters', 'Mains', 'Desserts']);
    expect(screen.getByRole('heading', { level: 2, name: 'Dietary key' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Allergen guide' })).toBeInTheDocument();
    expect(shownDishes()).toHaveLength(7);
    const pistou = screen.getByText('Soupe au pistou', { selector: '.mm-item__name' }).closest('li')!;
    expect(within(pistou).getByText('£6.50')).toBeInTheDocument();
    const badges = within(pistou).getByRole('list', { name: 'Dietary' });
    expect(within(badges).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['VVegetarian', 'VGVegan', 'GFGluten-free']);
    expect(pistou.querySelector('abbr[title="Vegan"]')).toHaveTextContent('VG');
    expect(screen.getByRole('link', { name: 'All menus' })).toHaveAttribute('href', '/menu');
    expect(bus.events).toContainEqual({ type: 'page:title', title: 'À la carte' });
  });

  it('renders schema.org Menu JSON-LD for the menu', async () => {
    const { container } = renderApp('/our-menu/kids');
    await loaded();
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!);
    expect(data).toMatchObject({ '@type': 'Menu', name: 'Petits', url: 'http://localhost/our-menu/kids' });
    expect(data.hasMenuSection[1].hasMenuItem[0]).toEqual({
      '@type': 'MenuItem',
      name: 'Ice cream',
      description: 'Ice cream, made in our kitchen.',
      offers: { '@type': 'Offer', price: '3.50', priceCurrency: 'GBP' },
      suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet'],
    });
  });

  it("says 'Menu not found.' for an unknown menu, with a way back, and leaves the shell's 404 alone", async () => {
    const { bus } = renderApp('/our-menu/no-such-menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All menus' })).toHaveAttribute('href', '/our-menu');
    expect(bus.events).toContainEqual({ type: 'page:title', title: 'Menu not found' });
    expect(bus.events).not.toContainEqual(expect.objectContaining({ type: 'page:not-found' }));
  });

  it('shows an error with a retry when the menu cannot be loaded', async () => {
    const api = createFakeApi();
    api.getMenu.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderApp('/menu/kids', api);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this menu.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Petits' })).toBeInTheDocument();
  });

  it('filters dishes through the URL and says so when nothing on the menu matches', async () => {
    const { user, navigate } = renderApp('/menu/kids?diet=gluten-free');
    await loaded();
    expect(screen.getByText('2 dishes match')).toBeInTheDocument();
    expect(shownDishes()).toEqual(['Petit steak', 'Ice cream']);

    // Vegan is not in this menu's data, but a link can still ask for it: it stays switchable.
    await user.click(screen.getByRole('button', { name: 'Gluten-free (GF)' }));
    expect(navigate).toHaveBeenLastCalledWith('/menu/kids', { replace: true });
    expect(shownDishes()).toEqual(['Chicken goujons', 'Petit steak', 'Ice cream']);
  });

  it('shows an empty state when no dish on the menu matches', async () => {
    const { user } = renderApp('/menu/kids?diet=vegan');
    await loaded();
    expect(screen.getByText('No dishes on this menu match all of your dietary choices.')).toBeInTheDocument();
    expect(shownDishes()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Vegan (VG)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('0 dishes match')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Show all dishes' })[0]!);
    expect(shownDishes()).toHaveLength(3);
  });

  it('has an allergen guide: a disclosure with a table of the 14 UK allergens and a row per dish', async () => {
    const { user } = renderApp('/menu/a-la-carte');
    const toggle = await loaded();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: /Allergens in the À la carte menu/ });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns).toHaveLength(14);
    expect(columns.map((th) => th.textContent)).toEqual([...UK_ALLERGENS]);
    columns.forEach((th) => expect(th).toHaveAttribute('scope', 'col'));
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((th) => th.textContent)).toEqual([
      'Soupe à l’oignon',
      'Soupe au pistou',
      'Salade de chèvre',
      'Steak frites',
      'Ratatouille',
      'Mushroom pie',
      'Tarte au citron',
    ]);

    const soupe = rows[0]!.closest('tr')!;
    const cells = within(soupe).getAllByRole('cell');
    const milk = UK_ALLERGENS.indexOf('milk');
    const fish = UK_ALLERGENS.indexOf('fish');
    expect(cells[milk]).toHaveTextContent('✓contains');
    expect(cells[fish]).toHaveTextContent('—does not contain');
    expect(cells.filter((cell) => cell.textContent === '✓contains')).toHaveLength(3);

    await user.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("a restaurant's menu page", () => {
  it('names the restaurant and links back to its menus', async () => {
    const { bus } = renderApp('/restaurants/london/greenwich/menu/kids?diet=vegetarian');
    expect(await screen.findByText('At Maison Rivière Greenwich')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All menus' })).toHaveAttribute('href', '/restaurants/london/greenwich/menu?diet=vegetarian');
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:title', title: 'Petits at Maison Rivière Greenwich' }));
  });

  it('hands an unknown restaurant to the shell as not found', async () => {
    const { bus } = renderApp('/restaurants/london/atlantis/menu/kids');
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:not-found' }));
  });

  it('under a city links back to the city menus', async () => {
    const { api } = renderApp('/restaurants/bath/menu/kids');
    await loaded();
    expect(api.getRestaurantBySlugAndCity).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'All menus' })).toHaveAttribute('href', '/restaurants/bath/menu');
  });
});
