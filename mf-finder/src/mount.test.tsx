import { act, screen, waitFor, within } from '@testing-library/react';
import { CONTRACT_VERSION, type MountProps } from '@riviere/mf-contract';
import { apiClientFor } from './app/api';
import { contractVersion, mount } from './mount';
import { createFakeApi, createRecordingBus, setPhone, TEST_CONFIG, toLocation } from './test-support/render-app';

jest.mock('./app/api', () => ({ ...jest.requireActual('./app/api'), apiClientFor: jest.fn() }));

const api = createFakeApi();
jest.mocked(apiClientFor).mockReturnValue(api);

function props(path: string, overrides: Partial<MountProps> = {}): MountProps {
  return {
    widget: 'app',
    location: toLocation(path),
    navigate: jest.fn(),
    config: TEST_CONFIG,
    bus: createRecordingBus(),
    onError: jest.fn(),
    ...overrides,
  };
}

describe('mount (the ./mount module the shell loads)', () => {
  let element: HTMLDivElement;
  beforeEach(() => {
    setPhone(false);
    element = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    element.remove();
  });

  it('speaks the current contract version and names its build on the element', () => {
    expect(contractVersion).toBe(CONTRACT_VERSION);
    act(() => {
      mount(element, props('/find-us'));
    });
    expect(element.dataset.remote).toBe('mf-finder');
  });

  it('mounts into an element, follows update() to a new location and cleans up on unmount()', async () => {
    const first = props('/restaurants/bath');
    let remote!: ReturnType<typeof mount>;
    act(() => {
      remote = mount(element, first);
    });
    expect(apiClientFor).toHaveBeenCalledWith(TEST_CONFIG);
    expect(await within(element).findByRole('heading', { level: 1, name: 'Restaurants in Bath' })).toBeInTheDocument();

    act(() => remote.update({ ...first, location: toLocation('/find-us') }));
    expect(await within(element).findByRole('heading', { level: 1, name: 'Find a restaurant' })).toBeInTheDocument();
    await act(async () => undefined); // the empty search settles

    jest.useFakeTimers();
    try {
      remote.unmount();
      act(() => jest.runAllTimers()); // React is unmounted on the next task, outside the shell's render
    } finally {
      jest.useRealTimers();
    }
    expect(element).toBeEmptyDOMElement();
  });

  it('keeps one booking strip across restaurants and updates it with the new restaurant', async () => {
    const handle = { update: jest.fn(), unmount: jest.fn() };
    const mountWidget = jest.fn(() => handle);
    const first = props('/restaurants/bath/bath', { mountWidget });
    let remote!: ReturnType<typeof mount>;
    act(() => {
      remote = mount(element, first);
    });
    await within(element).findByRole('heading', { level: 1, name: 'Maison Rivière Bath' });
    expect(mountWidget).toHaveBeenCalledWith(within(element).getByTestId('booking-strip'), {
      remote: 'mf-booking',
      widget: 'booking-strip',
      params: { restaurant: 'bath/bath' },
    });

    act(() => remote.update({ ...first, location: toLocation('/restaurants/bath/bath-widcombe') }));
    await within(element).findByRole('heading', { level: 1, name: 'Maison Rivière Bath Widcombe' });
    expect(mountWidget).toHaveBeenCalledTimes(1);
    expect(handle.update).toHaveBeenCalledWith({ remote: 'mf-booking', widget: 'booking-strip', params: { restaurant: 'bath/bath-widcombe' } });
    expect(handle.unmount).not.toHaveBeenCalled();
    remote.unmount();
  });

  it('hands navigation to the shell instead of owning a history', async () => {
    const navigate = jest.fn();
    const historyLength = window.history.length;
    act(() => {
      mount(element, props('/restaurants/bath', { navigate }));
    });
    const link = await within(element).findByRole('link', { name: 'Find another restaurant' });
    act(() => link.click());
    expect(navigate).toHaveBeenCalledWith('/find-us');
    expect(window.history.length).toBe(historyLength);
  });

  it('reports an unknown widget to the shell through onError', async () => {
    const onError = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      mount(element, props('/find-us', { widget: 'booking-strip', onError }));
      await waitFor(() => expect(onError).toHaveBeenCalled());
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
    expect(onError).toHaveBeenCalledWith(new Error('mf-finder has no widget "booking-strip"'));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
