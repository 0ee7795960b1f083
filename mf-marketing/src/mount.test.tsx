import { act, waitFor, within } from '@testing-library/react';
import { CONTRACT_VERSION, type MountProps } from '@riviere/mf-contract';
import { apiClientFor } from './app/api';
import { contractVersion, mount } from './mount';
import { createFakeApi, createRecordingBus, TEST_CONFIG, toLocation } from './test-support/render-app';

jest.mock('./app/api', () => ({ ...jest.requireActual('./app/api'), apiClientFor: jest.fn() }));

jest.mocked(apiClientFor).mockReturnValue(createFakeApi());

function props(path: string, overrides: Partial<MountProps> = {}): MountProps {
  return { widget: 'app', location: toLocation(path), navigate: jest.fn(), config: TEST_CONFIG, bus: createRecordingBus(), onError: jest.fn(), ...overrides };
}

describe('mount (the ./mount module the shell loads)', () => {
  let element: HTMLDivElement;
  beforeEach(() => {
    element = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => element.remove());

  it('speaks the current contract version', () => {
    expect(contractVersion).toBe(CONTRACT_VERSION);
  });

  it.each([
    ['app', '/sign-up', 'heading', 'Sign up for news and offers'],
    ['sign-up-form', '/keep-in-touch', 'form', 'Newsletter sign-up'],
    ['contact-form', '/contact', 'form', 'Contact us'],
  ] as const)('mounts widget %p on %s', async (widget, path, role, name) => {
    act(() => {
      mount(element, props(path, { widget }));
    });
    expect(await within(element).findByRole(role, { name })).toBeInTheDocument();
    expect(element.dataset.remote).toBe('mf-marketing');
  });

  it('follows update() to a new location', async () => {
    const first = props('/sign-up');
    let remote!: ReturnType<typeof mount>;
    act(() => {
      remote = mount(element, first);
    });
    act(() => remote.update({ ...first, location: toLocation('/refer-a-friend') }));
    expect(await within(element).findByRole('heading', { level: 1, name: 'Refer a friend' })).toBeInTheDocument();
  });

  it('reports an unknown widget to the shell through onError', async () => {
    const onError = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      mount(element, props('/sign-up', { widget: 'booking-strip', onError }));
      await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('mf-marketing has no widget "booking-strip"')));
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });
});
