import { screen, within } from '@testing-library/react';
import { createFakeApi, renderApp, setPhone } from '../../../test-support/render-app';
import { BATH, WITNEY } from '../../../test-support/restaurants';

beforeEach(() => setPhone(false));

const title = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Tuesday 14 July 2026, 07:30 in London: before the restaurant opens (09:00). */
const TUESDAY_EARLY = Date.UTC(2026, 6, 14, 6, 30);

/** The `<picture>` around an image, with the srcset of each of its sources by type. */
function sourcesOf(img: HTMLElement) {
  const picture = img.closest('picture');
  const srcset = (type: string) => picture?.querySelector(`source[type="${type}"]`)?.getAttribute('srcset') ?? '';
  return { picture, avif: srcset('image/avif'), webp: srcset('image/webp'), jpeg: img.getAttribute('srcset') ?? '' };
}

describe('a restaurant page', () => {
  it('opens on the restaurant’s front, fetched first at every width in AVIF, WebP and JPEG, above its name, address and status', async () => {
    renderApp('/restaurants/bath/bath', { now: TUESDAY_EARLY });
    const heading = await title('Maison Rivière Bath');
    const front = screen.getByRole('img', { name: 'The front of Maison Rivière Bath on its street' });
    expect(front).toHaveAttribute('loading', 'eager');
    expect(front).toHaveAttribute('fetchpriority', 'high');
    expect(front).toHaveAttribute('width', '1600');
    expect(front).toHaveAttribute('height', '1067');
    const { picture, avif, webp, jpeg } = sourcesOf(front);
    expect(picture).not.toBeNull();
    for (const srcset of [avif, webp, jpeg]) expect(srcset.split(', ').map((s) => s.split(' ')[1])).toEqual(['480w', '960w', '1600w']);
    expect(front.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const hero = heading.closest('header')!;
    expect(within(hero).getByText('12 Lantern Walk, Abbey Quarter, Bath, BA1 1LT')).toBeInTheDocument();
    expect(within(hero).getByTestId('status-restaurant')).toHaveTextContent('Closed · opens 09:00');
  });

  it('reads in the order a guest needs it: the restaurant, one Book a table, then hours, menus, the map and its story', async () => {
    renderApp('/restaurants/bath/bath');
    await title('Maison Rivière Bath');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Book a table', 'Opening hours', 'Menus', 'Find us', 'About Maison Rivière Bath', 'Offers']);
    expect(screen.getAllByRole('heading', { name: 'Book a table' })).toHaveLength(1);
    const menus = screen.getByRole('region', { name: 'Menus' });
    expect(within(menus).getByRole('link', { name: 'View menus' })).toHaveAttribute('href', '/restaurants/bath/bath/menu');
    expect(within(screen.getByRole('region', { name: 'Find us' })).getByRole('link', { name: 'Get directions (opens in a new tab)' })).toBeInTheDocument();
  });

  it('shows the dining room beside its story, loaded only as it nears the screen', async () => {
    renderApp('/restaurants/bath/bath');
    await title('Maison Rivière Bath');
    const about = screen.getByRole('region', { name: 'About Maison Rivière Bath' });
    const room = within(about).getByRole('img', { name: 'The dining room at Maison Rivière Bath' });
    expect(room).toHaveAttribute('loading', 'lazy');
    expect(room).not.toHaveAttribute('fetchpriority', 'high');
    // One picture is fetched first on the page: the front.
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
  });

  it('leads the about page with the story, and no booking', async () => {
    renderApp('/restaurants/bath/bath/about');
    await title('About Maison Rivière Bath');
    expect(screen.getByRole('img', { name: 'The front of Maison Rivière Bath on its street' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('heading', { name: 'Book a table' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('About Maison Rivière Bath');
  });

  it('still leads with the name and the booking when the restaurant has no pictures', async () => {
    renderApp('/restaurants/witney/witney', { api: createFakeApi([{ ...WITNEY, heroTiles: [] }, BATH]) });
    await title('Maison Rivière Witney');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Book a table' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Book a table' })).toHaveTextContent('This restaurant cannot be booked online');
  });
});
