import { act, screen, waitFor, within } from '@testing-library/react';
import { CONTRACT_VERSION, type MountProps } from '@riviere/mf-contract';
import { apiClientFor } from './app/api';
import { contractVersion, mount } from './mount';
import { createFakeApi, createRecordingBus, TEST_CONFIG, toLocation } from './test-support/render-app';

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
    element = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    element.remove();
  });

  it('speaks the current contract version', () => {
    expect(contractVersion).toBe(CONTRACT_VERSION);
  });

  it('mounts into an element, follows update() to a new location and cleans up on unmount()', async () => {
    const first = props('/our-menu');
    let remote!: ReturnType<typeof mount>;
    act(() => {
      remote = mount(element, first);
    });
    expect(apiClientFor).toHaveBeenCalledWith(TEST_CONFIG);
    expect(await within(element).findByRole('link', { name: 'Petits' })).toHaveAttribute('href', '/our-menu/kids');

    act(() => remote.update({ ...first, location: toLocation('/our-menu/kids') }));
    expect(await within(element).findByRole('heading', { level: 1, name: 'Petits' })).toBeInTheDocument();

    jest.useFakeTimers();
    try {
      remote.unmount();
      act(() => jest.runAllTimers()); // React is unmounted on the next task, outside the shell's render
    } finally {
      jest.useRealTimers();
    }
    expect(element).toBeEmptyDOMElement();
  });

  it('hands navigation to the shell instead of owning a history', async () => {
    const navigate = jest.fn();
    const historyLength = window.history.length;
    act(() => {
      mount(element, props('/menu', { navigate }));
    });
    const link = await within(element).findByRole('link', { name: 'À la carte' });
    act(() => link.click());
    expect(navigate).toHaveBeenCalledWith('/menu/a-la-carte');
    expect(window.history.length).toBe(historyLength);
  });

  it('reports an unknown widget to the shell through onError', async () => {
    const onError = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Outside act(), as in a browser: act() would rethrow the error instead of letting React report it.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      mount(element, props('/menu', { widget: 'booking-strip', onError }));
      await waitFor(() => expect(onError).toHaveBeenCalled());
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('mf-menus has no widget "booking-strip"')));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
