import { act, screen, waitFor } from '@testing-library/react';
import { CONTRACT_VERSION, type MountProps } from '@riviere/mf-contract';
import { apiClientFor } from './app/api';
import { contractVersion, mount } from './mount';
import { createFakeApi, createRecordingBus, TEST_CONFIG, toLocation } from './test-support/fake-api';

jest.mock('./app/api', () => ({ ...jest.requireActual('./app/api'), apiClientFor: jest.fn() }));

const api = createFakeApi();
jest.mocked(apiClientFor).mockReturnValue(api as unknown as ReturnType<typeof apiClientFor>);

function props(widget: string, path = '/', overrides: Partial<MountProps> = {}): MountProps {
  return { widget, location: toLocation(path), navigate: jest.fn(), config: TEST_CONFIG, bus: createRecordingBus(), onError: jest.fn(), ...overrides };
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

  it('mounts the strip as #booking-area whose first control starts the booking, and cleans up', async () => {
    let remote!: ReturnType<typeof mount>;
    act(() => {
      remote = mount(element, props('booking-strip'));
    });
    const area = element.querySelector('section#booking-area');
    expect(area).toHaveAccessibleName('Book a table');
    await waitFor(() => expect(area!.querySelector('[data-booking-start]')).toBe(screen.getByLabelText('Restaurant')));
    expect(element.querySelectorAll('[data-booking-start]')).toHaveLength(1);
    jest.useFakeTimers();
    try {
      remote.unmount();
      act(() => jest.runAllTimers());
    } finally {
      jest.useRealTimers();
    }
    expect(element).toBeEmptyDOMElement();
  });

  it('a strip on a restaurant page starts with that restaurant chosen', async () => {
    act(() => {
      mount(element, props('booking-strip', '/restaurants/london/greenwich', { params: { restaurant: 'london/greenwich' } }));
    });
    expect(await screen.findByText('Maison Rivière Greenwich')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit select a restaurant' })).toHaveAttribute('data-booking-start');
  });

  it('reports an unknown widget to the shell through onError', async () => {
    const onError = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      mount(element, props('app', '/', { onError }));
      await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('mf-booking has no widget "app"')));
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });
});
