import { screen, waitFor, within } from '@testing-library/react';
import { UK_ALLERGENS } from '@riviere/api-client';
import { renderApp, shownDishes } from '../../../test-support/render-app';

const loaded = () => screen.findByRole('heading', { level: 2, name: 'Allergen guide' });

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
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:title', title: 'À la carte' }));
  });

  it('renders no JSON-LD in the page (the server puts the Menu in the head)', async () => {
    const { container } = renderApp('/our-menu/kids');
    await loaded();
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(shownDishes()).toHaveLength(3);
  });

  it('has an allergen guide: a disclosure (open without scripts too) with a table of the 14 UK allergens and a row per dish', async () => {
    const { user } = renderApp('/menu/a-la-carte');
    const toggle = (await loaded()).closest('summary')!;
    const guide = toggle.closest('details')!;
    expect(guide.open).toBe(false);

    await user.click(toggle);
    expect(guide.open).toBe(true);
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
    expect(guide.open).toBe(false);
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
