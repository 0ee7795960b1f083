import { act, screen, waitFor, within } from '@testing-library/react';
import type { MountedWidget, WidgetRef } from '@riviere/mf-contract';
import { createFakeApi, renderApp, setPhone } from '../../../test-support/render-app';
import { LONGLEAT, ST_PAULS, WITNEY } from '../../../test-support/restaurants';

const title = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => setPhone(false));

/** Tuesday 14 July 2026, 21:45 in London: the restaurant is open, click & collect has closed (21:30). */
const TUESDAY_LATE = Date.UTC(2026, 6, 14, 20, 45);

describe('/restaurants/{city}', () => {
  it("lists the city's restaurants with their status and links", async () => {
    const { bus } = renderApp('/restaurants/bath');
    await title('Restaurants in Bath');
    const list = await screen.findByRole('list', { name: 'Restaurants in Bath' });
    expect(within(list).getByRole('link', { name: 'Maison Rivière Bath' })).toHaveAttribute('href', '/restaurants/bath/bath');
    expect(within(list).getByRole('link', { name: 'Maison Rivière Bath Widcombe' })).toHaveAttribute('href', '/restaurants/bath/bath-widcombe');
    expect(within(list).getAllByTestId('status-restaurant')).toHaveLength(2);
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:title', title: 'Restaurants in Bath' }));
    expect(bus.events).not.toContainEqual({ type: 'page:not-found' });
  });

  it('lists a restaurant that hides its page without a link to it, and books it through /book-now', async () => {
    renderApp('/restaurants/greenhithe');
    const list = await screen.findByRole('list', { name: 'Restaurants in Greenhithe' });
    expect(within(list).queryByRole('link', { name: 'Maison Rivière Greenhithe' })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Book a table/ })).toHaveAttribute('href', '/book-now?restaurant=greenhithe/greenhithe');
    expect(within(list).getByRole('link', { name: /Menu/ })).toHaveAttribute('href', '/menu');
  });

  it.each(['/restaurants/no-such-city', '/restaurants/london/atlantis', '/restaurants/greenhithe/greenhithe', '/restaurants/bath/bath/nope'])(
    '%s is the shell’s 404',
    async (path) => {
      const { bus, container } = renderApp(path);
      await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:not-found' }));
      expect(container.querySelector('h1')).toBeNull();
    },
  );

  it('says so, with a retry, when the restaurants cannot be loaded', async () => {
    const api = createFakeApi();
    api.searchRestaurants.mockRejectedValueOnce(new Error('offline'));
    const { user, bus } = renderApp('/restaurants/bath', { api });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load our restaurants.");
    expect(bus.events).not.toContainEqual({ type: 'page:not-found' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await title('Restaurants in Bath')).toBeInTheDocument();
  });
});

describe('/restaurants/{city?}/{slug}', () => {
  it('shows the restaurant: address, phone, status, actions, hours with today, about, offers and the map area', async () => {
    const { bus, user } = renderApp('/restaurants/bath/bath', { now: TUESDAY_LATE });
    await title('Maison Rivière Bath');
    expect(screen.getByRole('link', { name: 'Change location' })).toHaveAttribute('href', '/find-us');
    expect(screen.getByText('12 Lantern Walk, Abbey Quarter, Bath, BA1 1LT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 01632 960101' })).toHaveAttribute('href', 'tel:01632960101');
    expect(screen.getByTestId('status-restaurant')).toHaveTextContent('Open · closes 22:00');
    expect(screen.getByTestId('status-click-collect')).toHaveTextContent('Click & collect: Closed · opens tomorrow 09:00');
    expect(screen.getByRole('link', { name: 'View menus' })).toHaveAttribute('href', '/restaurants/bath/bath/menu');
    expect(screen.getByRole('link', { name: 'Get directions (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=51.39334,-2.35502',
    );
    const hours = screen.getByRole('table', { name: 'Opening hours for each day of the week' });
    expect(within(hours).getAllByRole('row')).toHaveLength(8);
    expect(hours.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'About Maison Rivière Bath' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute('href', 'https://instagram.example.com/bath');
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(await within(offers).findByRole('link', { name: /^See the offer\s*:\s*Two mains for the price of one$/ })).toHaveAttribute('href', '/offer/2-for-1-mains');
    expect(screen.getByRole('region', { name: 'Find us' })).toBeInTheDocument();
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:title', title: 'Maison Rivière Bath' }));

    // The takeaway dropdown: open, links, Escape closes it and gives focus back.
    const takeaway = screen.getByRole('button', { name: 'Order takeaway' });
    await user.click(takeaway);
    expect(takeaway).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Click & Collect from Maison Rivière Bath (opens in a new tab)' })).toHaveAttribute('href', 'https://order.example.com/bath');
    await user.keyboard('{Escape}');
    expect(takeaway).toHaveAttribute('aria-expanded', 'false');
    expect(takeaway).toHaveFocus();
  });

  it('renders no JSON-LD in the page body (the server puts it in the head)', async () => {
    const { container } = renderApp('/restaurants/bath/bath');
    await title('Maison Rivière Bath');
    expect(container.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it.each([
    ['/restaurants/o2', 'Maison Rivière London O2', 'Maison Rivière London O2'],
    ['/restaurants/london/victoria/about', 'About Maison Rivière Victoria', 'About Maison Rivière Victoria'],
    ['/restaurants/london/victoria/book-now', 'Maison Rivière Victoria', 'Book a table at Maison Rivière Victoria'],
  ])('%s shows %s', async (path, heading, pageTitle) => {
    const { bus } = renderApp(path);
    expect(await title(heading)).toBeInTheDocument();
    await waitFor(() => expect(bus.events).toContainEqual({ type: 'page:title', title: pageTitle }));
  });

  it('places mf-booking’s strip through mountWidget, updates it for another restaurant and unmounts it', async () => {
    const mounted: { element: HTMLElement; widget: WidgetRef; handle: MountedWidget & { update: jest.Mock; unmount: jest.Mock } }[] = [];
    const mountWidget = jest.fn((element: HTMLElement, widget: WidgetRef) => {
      const handle = { update: jest.fn(), unmount: jest.fn() };
      mounted.push({ element, widget, handle });
      return handle;
    });
    const { navigate, unmount } = renderApp('/restaurants/bath/bath', { mountWidget });
    await title('Maison Rivière Bath');
    expect(mountWidget).toHaveBeenCalledTimes(1);
    expect(mounted[0]!.widget).toEqual({ remote: 'mf-booking', widget: 'booking-strip', params: { restaurant: 'bath/bath' } });
    expect(mounted[0]!.element).toBe(screen.getByTestId('booking-strip'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Book a table' })).not.toBeInTheDocument());

    await act(async () => screen.getByRole('link', { name: 'Change location' }).click());
    expect(navigate).toHaveBeenCalledWith('/find-us', undefined);
    unmount();
    expect(mounted[0]!.handle.unmount).toHaveBeenCalled();
  });

  it('takes the strip away on the about page, where there is no booking section', async () => {
    const handle = { update: jest.fn(), unmount: jest.fn() };
    const mountWidget = jest.fn(() => handle);
    renderApp('/restaurants/bath', { mountWidget });
    const list = await screen.findByRole('list', { name: 'Restaurants in Bath' });
    await act(async () => within(list).getByRole('link', { name: 'Maison Rivière Bath' }).click());
    await title('Maison Rivière Bath');
    await act(async () => screen.getByRole('link', { name: 'About us' }).click());
    await title('About Maison Rivière Bath');
    expect(mountWidget).toHaveBeenCalledTimes(1);
    expect(handle.unmount).toHaveBeenCalledTimes(1);
  });

  it('links to the booking journey when the shell offers no mountWidget', async () => {
    renderApp('/restaurants/bath/bath');
    await title('Maison Rivière Bath');
    const booking = screen.getByRole('region', { name: 'Book a table' });
    // The stylesheet shows the journey's link when scripts run, the plain booking page's when they do not.
    const links = within(booking).getAllByRole('link', { name: 'Book a table' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/restaurants/bath/bath/book-now', '/restaurants/bath/bath/book']);
  });

  it.each([
    [ST_PAULS, 'link', 'Continue to booking'],
    [WITNEY, 'text', 'This restaurant cannot be booked online, please contact the restaurant directly.'],
    [LONGLEAT, 'text', "Sorry, we can't take bookings for Center Parcs restaurants online. Please call the restaurant directly to book."],
  ])('%# a restaurant that is not booked online says how to book', async (place, kind, words) => {
    const mountWidget = jest.fn();
    renderApp(`/restaurants/${place.city}/${place.slug}`, { mountWidget });
    await title(place.title);
    const booking = screen.getByRole('region', { name: 'Book a table' });
    if (kind === 'link') expect(within(booking).getByRole('link', { name: new RegExp(words) })).toHaveAttribute('href', place.bookingProviderUrl!);
    else expect(booking).toHaveTextContent(words);
    expect(mountWidget).not.toHaveBeenCalled();
  });

  it('says when offers cannot be loaded and tries again', async () => {
    const api = createFakeApi();
    api.getRestaurantOffers.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderApp('/restaurants/bath/bath', { api });
    expect(await screen.findByText("We couldn't load this restaurant's offers.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Two mains for the price of one' })).toBeInTheDocument();
  });
});
