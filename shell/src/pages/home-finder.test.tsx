import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithShell } from '../test-support/render';
import { canLocate, currentPosition } from './home-finder-location';
import { HomeFinder, findUsPath, LOCATION_FAILED } from './home-finder';

/** Where the finder would show: the path, query and the history entry's state. */
function FinderStandIn() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="finder">{`${pathname}${search} ${JSON.stringify(state)}`}</p>;
}

const renderHome = () =>
  renderWithShell(
    <Routes>
      <Route path="/" element={<HomeFinder />} />
      <Route path="/find-us" element={<FinderStandIn />} />
    </Routes>,
  );

type Geo = Pick<Geolocation, 'getCurrentPosition'>;
const setGeolocation = (geolocation: Geo | undefined) => Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
const at = (latitude: number, longitude: number): Geo => ({
  getCurrentPosition: (ok) => ok({ coords: { latitude, longitude } } as GeolocationPosition),
});
const refused: Geo = { getCurrentPosition: (_ok, fail) => fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError) };

describe('findUsPath', () => {
  it.each([
    ['Bath', '/find-us?q=Bath'],
    ['  BA1   1AA ', '/find-us?q=BA1%201AA'],
    ['St Albans & Harpenden', '/find-us?q=St%20Albans%20%26%20Harpenden'],
    ['', '/find-us'],
    ['   ', '/find-us'],
  ])('%j → %s', (query, path) => {
    expect(findUsPath(query)).toBe(path);
  });
});

describe('canLocate', () => {
  it.each([
    ['a secure page with geolocation', { navigator: { geolocation: {} }, isSecureContext: true }, true],
    ['geolocation where security is not known', { navigator: { geolocation: {} } }, true],
    ['a plain-HTTP page', { navigator: { geolocation: {} }, isSecureContext: false }, false],
    ['no geolocation', { navigator: {}, isSecureContext: true }, false],
    ['no navigator (a server)', {}, false],
  ])('%s → %s', (_name, scope, expected) => {
    expect(canLocate(scope)).toBe(expected);
  });
});

describe('currentPosition', () => {
  it('rounds the position to 5 decimals', async () => {
    await expect(currentPosition(at(51.3810234567, -2.3590198765) as Geolocation)).resolves.toEqual({ lat: 51.38102, lng: -2.35902 });
  });

  it('rejects when the visitor says no or there is no geolocation', async () => {
    await expect(currentPosition(refused as Geolocation)).rejects.toThrow('User denied Geolocation');
    await expect(currentPosition(undefined)).rejects.toThrow('not available');
  });
});

describe('HomeFinder', () => {
  afterEach(() => setGeolocation(undefined));

  it('is a GET form to /find-us with the finder\'s own field, so it works without scripts', () => {
    renderHome();
    const form = screen.getByRole('search', { name: 'Find your nearest' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/find-us');
    expect(screen.getByRole('searchbox', { name: 'Postcode or town' })).toHaveAttribute('name', 'q');
  });

  it('opens the finder\'s results for what the guest typed', async () => {
    renderHome();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Postcode or town' }), ' Bath {Enter}');
    expect(screen.getByTestId('finder')).toHaveTextContent('/find-us?q=Bath');
  });

  it('opens the finder itself when nothing was typed', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByTestId('finder')).toHaveTextContent(/^\/find-us null$/);
  });

  it('offers no location where the browser cannot give one', () => {
    setGeolocation(undefined);
    renderHome();
    expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
  });

  it('opens the finder with the guest\'s position, which stays out of the address', async () => {
    setGeolocation(at(51.38102, -2.35902));
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByTestId('finder')).toHaveTextContent('/find-us {"near":{"lat":51.38102,"lng":-2.35902}}');
  });

  it('says so when the position cannot be had, and stays on the page', async () => {
    setGeolocation(refused);
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCATION_FAILED);
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeEnabled();
    expect(screen.queryByTestId('finder')).not.toBeInTheDocument();
  });

  it('keeps the option\'s place, hidden, in the server\'s HTML and shows it once hydrated, without a mismatch', async () => {
    setGeolocation(at(51.38102, -2.35902));
    const ui = (
      <MemoryRouter>
        <HomeFinder />
      </MemoryRouter>
    );
    // The server has no geolocation: the option is there, hidden and disabled.
    const html = renderToString(ui);
    expect(html).toMatch(/class="sh-finder__locate" hidden=""/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, ui);
    });
    await waitFor(() => expect(container.querySelector('.sh-finder__locate')).not.toHaveAttribute('hidden'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
