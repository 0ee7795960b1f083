import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY } from 'rxjs';
import type { RestaurantLocation } from '@riviere/api-client';
import type { SiteConfig } from '@riviere/mf-contract';
import { ShellContext } from '@riviere/remote-kit';
import { directionsUrl } from '@riviere/restaurant-rules';
import { BATH, GREENHITHE, O2, ST_PAULS, VICTORIA, WIDCOMBE, WITNEY } from '../../../test-support/restaurants';
import { DEFAULT_VIEW, fitView, type MapOrigin } from '../lib/map-view';
import { LocationsMap } from './locations-map';
import { FINDER_MESSAGES } from '../../messages';

const mockGoogleMap = jest.fn();
let mockMapFails = false;
// The dynamic import() of the map chunk, mocked: google-map-react itself never loads in jsdom.
jest.mock('./google-map', () => ({
  __esModule: true,
  default: (props: { apiKey: string }) => {
    mockGoogleMap(props);
    if (mockMapFails) throw new Error('google is not defined');
    return <div data-testid="google-map">map with key {props.apiKey}</div>;
  },
}));

let mockOutlineFails = false;
// The outline is a static file of the remote's build: here read from public/, not fetched.
jest.mock('../../map/api/outline.api', () => ({
  loadOutline: () =>
    mockOutlineFails ? Promise.reject(new Error('map outline: HTTP 404')) : Promise.resolve(jest.requireActual('../../../../public/maps/uk-outline.json')),
}));

function mapOf(config: Partial<SiteConfig>, locations: RestaurantLocation[] = [BATH, WIDCOMBE], path = '/find-us', origin: MapOrigin | null = null) {
  const shell = { bus: { emit: jest.fn(), events$: EMPTY }, config: { brandKey: 'b', siteName: 'S', apiBase: '', ...config } };
  return (
    <MemoryRouter initialEntries={[path]}>
      <ShellContext.Provider value={shell}>
        <LocationsMap locations={locations} view={locations.length ? fitView(locations, { width: 480, height: 520 }) : DEFAULT_VIEW} origin={origin} />
      </ShellContext.Provider>
    </MemoryRouter>
  );
}

const pinList = () => screen.findByRole('list', { name: 'Restaurants on the map' });
const pinsOf = async () => within(await pinList()).queryAllByRole('link');
const named = (links: HTMLElement[]) => links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]);

describe('LocationsMap without a Maps key: the offline outline map', () => {
  beforeEach(() => mockGoogleMap.mockClear());

  it('pins every result as a link to its restaurant page, in list order, without the map library', async () => {
    const errors = jest.spyOn(console, 'error');
    render(mapOf({}, [WITNEY, BATH, VICTORIA]));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    expect(named(await pinsOf())).toEqual([
      ['Maison Rivière Witney', '/restaurants/witney/witney', null],
      ['Maison Rivière Bath', '/restaurants/bath/bath', null],
      ['Maison Rivière Victoria', '/restaurants/london/victoria', null],
    ]);
    expect(screen.getByTestId('outline-map')).toHaveTextContent('Outline: Natural Earth');
    expect(screen.queryByText(/The map is not available/)).not.toBeInTheDocument();
    expect(mockGoogleMap).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws the land of Great Britain and Ireland around the pins', async () => {
    render(mapOf({}));
    await pinsOf();
    const map = screen.getByTestId('outline-map');
    const regions = [...map.querySelectorAll('path')].map((path) => path.getAttribute('class'));
    expect(regions).toEqual(expect.arrayContaining(['fd-outline-map__region fd-outline-map__region--united-kingdom', 'fd-outline-map__region fd-outline-map__region--ireland']));
    expect(map.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Cities nearby are named to place the pins by, as picture, not as content.
    const bristol = within(map).getByText('Bristol');
    expect(bristol.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(map).queryByText('Aberdeen')).not.toBeInTheDocument();
  });

  it.each([
    ['Bath and Widcombe: both inside the frame', [BATH, WIDCOMBE]],
    ['Bath to Victoria: both inside the frame', [BATH, VICTORIA]],
  ])('%s', async (_what, locations) => {
    render(mapOf({}, locations));
    // jsdom lays nothing out: the frame is taken at its own size, 480 × 440 px.
    for (const pin of within(await pinList()).getAllByRole('listitem')) {
      expect(parseFloat(pin.style.left)).toBeGreaterThanOrEqual(0);
      expect(parseFloat(pin.style.left)).toBeLessThanOrEqual(480);
      expect(parseFloat(pin.style.top)).toBeGreaterThanOrEqual(0);
      expect(parseFloat(pin.style.top)).toBeLessThanOrEqual(440);
    }
  });

  it('restaurants too close to tell apart are one marker with their count, which lists them under the map', async () => {
    const user = userEvent.setup();
    render(mapOf({}, [ST_PAULS, BATH, VICTORIA, WIDCOMBE, O2]));
    const list = await pinList();
    const bath = within(list).getByRole('button', { name: '2 restaurants in Bath' });
    const london = within(list).getByRole('button', { name: '3 restaurants in London' });
    // In list order, by each group's first restaurant; no lone pin left over.
    expect(within(list).getAllByRole('button')).toEqual([london, bath]);
    expect(within(list).queryAllByRole('link')).toEqual([]);
    expect(bath).toHaveTextContent('2');
    expect(bath).toHaveAttribute('aria-expanded', 'false');

    await user.click(bath);
    expect(bath).toHaveAttribute('aria-expanded', 'true');
    const shown = screen.getByRole('region', { name: '2 restaurants in Bath' });
    expect(bath).toHaveAttribute('aria-controls', shown.id);
    expect(named(within(shown).getAllByRole('link'))).toEqual([
      ['Maison Rivière Bath', '/restaurants/bath/bath', null],
      ['Maison Rivière Bath Widcombe', '/restaurants/bath/bath-widcombe', null],
    ]);
    expect(screen.queryByRole('region', { name: '3 restaurants in London' })).not.toBeInTheDocument();

    await user.click(london);
    expect(screen.queryByRole('region', { name: '2 restaurants in Bath' })).not.toBeInTheDocument();
    const londonList = screen.getByRole('region', { name: '3 restaurants in London' });
    await user.click(within(londonList).getByRole('button', { name: 'Close the list of 3 restaurants in London' }));
    expect(screen.queryByRole('region', { name: '3 restaurants in London' })).not.toBeInTheDocument();
    expect(london).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Map key' })).toHaveTextContent('Restaurants close together: select to list them');
  });

  it('marks the searched place with its own sign, and says so in the key', async () => {
    render(mapOf({}, [VICTORIA, WITNEY], '/find-us', { lat: 51.3814, lng: -2.3591, label: 'You searched: Bath' }));
    await pinList();
    expect(screen.getByRole('img', { name: 'You searched: Bath' })).toHaveClass('fd-outline-map__origin');
    const key = screen.getByRole('list', { name: 'Map key' });
    expect(within(key).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['A restaurant', 'You searched: Bath']);
  });

  it('without a group or a searched place there is nothing to explain: no key', async () => {
    render(mapOf({}, [BATH], '/restaurants/bath/bath'));
    await pinList();
    expect(screen.queryByRole('list', { name: 'Map key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['on its own page the pin opens directions instead', BATH, '/restaurants/bath/bath', ['Get directions to Maison Rivière Bath (opens in a new tab)', 'https://www.google.com/maps/dir/?api=1&destination=51.39334,-2.35502', '_blank']],
    ['on its about page the pin goes back to its page', BATH, '/restaurants/bath/bath/about', ['Maison Rivière Bath', '/restaurants/bath/bath', null]],
    ['a restaurant without a page: directions', GREENHITHE, '/find-us', ['Get directions to Maison Rivière Greenhithe (opens in a new tab)', 'https://www.google.com/maps/dir/?api=1&destination=51.44232,0.27254', '_blank']],
  ])('%s', async (_what, place, path, expected) => {
    render(mapOf({}, [place], path));
    expect(named(await pinsOf())).toEqual([expected]);
  });

  it('a restaurant without coordinates gets no pin, the others still do', async () => {
    render(mapOf({}, [BATH, { ...WIDCOMBE, lat: Number.NaN }, WITNEY]));
    expect(named(await pinsOf()).map(([name]) => name)).toEqual(['Maison Rivière Bath', 'Maison Rivière Witney']);
  });

  it('a server render holds the map’s space and draws no map', () => {
    const html = renderToString(mapOf({}));
    expect(html).toContain('fd-outline-map--loading');
    expect(html).not.toContain('Restaurants on the map');
  });

  it('a server render gives a browser without scripts every place with its directions, saying the map needs JavaScript', () => {
    const html = renderToString(mapOf({}));
    const noscript = /<div class="fd-map__noscript">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
    expect(noscript).toContain(FINDER_MESSAGES.MAP_NEEDS_SCRIPT);
    for (const place of [BATH, WIDCOMBE]) {
      expect(noscript).toContain(`<span class="fd-map__place">${place.title}</span>`);
      expect(noscript).toContain(`href="${directionsUrl(place).replace(/&/g, '&amp;')}"`);
    }
  });
});

describe('LocationsMap below the fold (a phone, the map after the list)', () => {
  /** A stand-in IntersectionObserver: the test says when the map's slot comes into view. */
  const observed: Array<{ callback: IntersectionObserverCallback; element: Element }> = [];
  beforeEach(() => {
    observed.length = 0;
    window.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ callback: this.callback, element });
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('holds the map’s space and loads nothing until the visitor scrolls towards it', async () => {
    render(mapOf({}, [BATH, WIDCOMBE]));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('list', { name: 'Restaurants on the map' })).not.toBeInTheDocument();
    expect(observed).toHaveLength(1);

    const { callback, element } = observed[0]!;
    act(() => callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await pinList()).toBeInTheDocument();
  });
});

describe('LocationsMap with a Maps key', () => {
  beforeEach(() => mockGoogleMap.mockClear());

  it('loads the map chunk and hands it the key and the view', async () => {
    render(mapOf({ mapsApiKey: 'test-key' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    expect(await screen.findByTestId('google-map')).toHaveTextContent('map with key test-key');
    expect(mockGoogleMap).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'test-key', view: fitView([BATH, WIDCOMBE], { width: 480, height: 520 }), locations: [BATH, WIDCOMBE] }));
    expect(screen.queryByTestId('outline-map')).not.toBeInTheDocument();
  });
});

describe('LocationsMap when the map fails', () => {
  afterEach(() => {
    mockMapFails = false;
    mockOutlineFails = false;
  });

  it('without a key, an outline that cannot be fetched leaves the directions list', async () => {
    mockOutlineFails = true;
    const errors = jest.spyOn(console, 'error');
    render(mapOf({}));
    expect(await screen.findByTestId('map-fallback')).toHaveTextContent("The map couldn't be loaded.");
    expect(screen.getByRole('link', { name: 'Get directions to Maison Rivière Bath Widcombe (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.queryByTestId('outline-map')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('falls back to the directions list instead of failing the page', async () => {
    mockMapFails = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(mapOf({ mapsApiKey: 'k' }));
    expect(await screen.findByTestId('map-fallback')).toHaveTextContent("The map couldn't be loaded.");
    expect(screen.getByRole('link', { name: 'Get directions to Maison Rivière Bath (opens in a new tab)' })).toBeInTheDocument();
  });
});
