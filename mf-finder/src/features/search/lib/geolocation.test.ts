import { canLocate, currentPosition, handedPosition, type LocatingScope } from './geolocation';

function fakeGeolocation(outcome: { lat: number; lng: number } | { code: number; message: string }): Geolocation {
  return {
    getCurrentPosition: jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if ('lat' in outcome) success({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition);
      else failure?.({ code: outcome.code, message: outcome.message } as GeolocationPositionError);
    }),
    watchPosition: jest.fn(),
    clearWatch: jest.fn(),
  };
}

describe('currentPosition', () => {
  it('resolves with the position, rounded to 5 decimals', async () => {
    await expect(currentPosition(fakeGeolocation({ lat: 51.3811234567, lng: -2.3590987654 }))).resolves.toEqual({ lat: 51.38112, lng: -2.3591 });
  });

  it.each([
    [{ code: 1, message: 'User denied Geolocation' }, 'User denied Geolocation'],
    [{ code: 3, message: '' }, 'Geolocation failed (3)'],
  ])('rejects on %j', async (failure, message) => {
    await expect(currentPosition(fakeGeolocation(failure))).rejects.toThrow(message);
  });

  it('rejects when the browser has no geolocation', async () => {
    await expect(currentPosition(undefined)).rejects.toThrow('Geolocation is not available');
  });
});

describe('canLocate', () => {
  const geolocation = fakeGeolocation({ lat: 51.38, lng: -2.36 });
  it.each<[string, LocatingScope | undefined, boolean]>([
    ['a secure page with geolocation', { navigator: { geolocation }, isSecureContext: true }, true],
    ['a browser that does not say whether the page is secure', { navigator: { geolocation } }, true],
    ['a plain-HTTP page (the browser refuses positions)', { navigator: { geolocation }, isSecureContext: false }, false],
    ['a browser without geolocation', { navigator: {}, isSecureContext: true }, false],
    ['geolocation switched off (undefined)', { navigator: { geolocation: undefined }, isSecureContext: true }, false],
    ['the server (no navigator)', {}, false],
    ['no scope at all', undefined, false],
  ])('%s → %s', (_what, scope, expected) => {
    expect(canLocate(scope)).toBe(expected);
  });
});

describe('handedPosition', () => {
  it.each<[string, unknown, { lat: number; lng: number } | null]>([
    ['a position, rounded to 5 decimals', { near: { lat: 51.3811234, lng: -2.3590987 } }, { lat: 51.38112, lng: -2.3591 }],
    ['no state (a link, a reload of a plain visit)', null, null],
    ['state without a position', { from: 'home' }, null],
    ['a position given as text', { near: { lat: '51.38', lng: '-2.36' } }, null],
    ['a latitude beyond the pole', { near: { lat: 91, lng: 0 } }, null],
    ['a longitude beyond 180°', { near: { lat: 0, lng: -181 } }, null],
    ['not a number', { near: { lat: Number.NaN, lng: 0 } }, null],
    ['state that is not an object', 'near', null],
  ])('%s', (_label, state, expected) => {
    expect(handedPosition(state)).toEqual(expected);
  });
});
