import { render, screen, within } from '@testing-library/react';
import { EMPTY } from 'rxjs';
import type { SiteConfig } from '@riviere/mf-contract';
import { ShellContext } from '@riviere/remote-kit';
import { BATH, WIDCOMBE } from '../../../test-support/restaurants';
import { DEFAULT_VIEW } from '../lib/map-view';
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

function renderMap(config: Partial<SiteConfig>) {
  const shell = { bus: { emit: jest.fn(), events$: EMPTY }, config: { brandKey: 'b', siteName: 'S', apiBase: '', ...config } };
  return render(
    <ShellContext.Provider value={shell}>
      <LocationsMap locations={[BATH, WIDCOMBE]} view={DEFAULT_VIEW} />
    </ShellContext.Provider>,
  );
}

describe('LocationsMap', () => {
  beforeEach(() => mockGoogleMap.mockClear());

  it('without a Maps key: no map library, every location with its Get Directions link', async () => {
    const errors = jest.spyOn(console, 'error');
    renderMap({});
    const fallback = screen.getByTestId('map-fallback');
    const links = within(fallback).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Get directions to Maison Rivière Bath (opens in a new tab)', 'https://www.google.com/maps/dir/?api=1&destination=51.39334,-2.35502'],
      ['Get directions to Maison Rivière Bath Widcombe (opens in a new tab)', 'https://www.google.com/maps/dir/?api=1&destination=51.36496,-2.36338'],
    ]);
    expect(mockGoogleMap).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('with a key: loads the map chunk and hands it the key and the view', async () => {
    renderMap({ mapsApiKey: 'test-key' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    expect(await screen.findByTestId('google-map')).toHaveTextContent('map with key test-key');
    expect(mockGoogleMap).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'test-key', view: DEFAULT_VIEW, locations: [BATH, WIDCOMBE] }));
    expect(screen.queryByTestId('map-fallback')).not.toBeInTheDocument();
  });
});

describe('LocationsMap when the map fails', () => {
  afterEach(() => {
    mockMapFails = false;
  });

  it('falls back to the directions list instead of failing the page', async () => {
    mockMapFails = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMap({ mapsApiKey: 'k' });
    expect(await screen.findByTestId('map-fallback')).toHaveTextContent("The map couldn't be loaded.");
    expect(screen.getByRole('link', { name: 'Get directions to Maison Rivière Bath (opens in a new tab)' })).toBeInTheDocument();
  });
});
