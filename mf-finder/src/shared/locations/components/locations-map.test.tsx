import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY } from 'rxjs';
import type { RestaurantLocation } from '@riviere/api-client';
import type { SiteConfig } from '@riviere/mf-contract';
import { ShellContext } from '@riviere/remote-kit';
import { BATH, GREENHITHE, VICTORIA, WIDCOMBE } from '../../../test-support/restaurants';
import { DEFAULT_VIEW, fitView } from '../lib/map-view';
import { LocationsMap } from './locations-map';

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

function mapOf(config: Partial<SiteConfig>, locations: RestaurantLocation[] = [BATH, WIDCOMBE], path = '/find-us') {
  const shell = { bus: { emit: jest.fn(), events$: EMPTY }, config: { brandKey: 'b', siteName: 'S', apiBase: '', ...config } };
  return (
    <MemoryRouter initialEntries={[path]}>
      <ShellContext.Provider value={shell}>
        <LocationsMap locations={locations} view={locations.length ? fitView(locations, { width: 480, height: 520 }) : DEFAULT_VIEW} />
      </ShellContext.Provider>
    </MemoryRouter>
  );
}

const pinsOf = async () => within(await screen.findByRole('list', { name: 'Restaurants on the map' })).queryAllByRole('link');
const named = (links: HTMLElement[]) => links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]);

describe('LocationsMap without a Maps key: the offline outline map', () => {
  beforeEach(() => mockGoogleMap.mockClear());

  it('pins every result as a link to its restaurant page, in list order, without the map library', async () => {
    const errors = jest.spyOn(console, 'error');
    render(mapOf({}, [WIDCOMBE, BATH, VICTORIA]));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    expect(named(await pinsOf())).toEqual([
      ['Maison Rivière Bath Widcombe', '/restaurants/bath/bath-widcombe', null],
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
    for (const link of await pinsOf()) {
      const { left, top } = link.closest('li')?.style ?? { left: 'NaN', top: 'NaN' };
      expect(parseFloat(left)).toBeGreaterThanOrEqual(0);
      expect(parseFloat(left)).toBeLessThanOrEqual(100);
      expect(parseFloat(top)).toBeGreaterThanOrEqual(0);
      expect(parseFloat(top)).toBeLessThanOrEqual(100);
    }
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
    render(mapOf({}, [BATH, { ...WIDCOMBE, lat: Number.NaN }]));
    expect(named(await pinsOf()).map(([name]) => name)).toEqual(['Maison Rivière Bath']);
  });

  it('a server render holds the map’s space and draws no map', () => {
    const html = renderToString(mapOf({}));
    expect(html).toContain('fd-outline-map--loading');
    expect(html).not.toContain('Restaurants on the map');
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
