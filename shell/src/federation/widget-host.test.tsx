import { act, screen, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, type MountProps, type MountedWidget } from '@riviere/mf-contract';
import { renderWithShell } from '../test-support/render';
import { releaseFetch } from '../test-support/release-fetch';
import { forgetRelease } from './release';
import { RemoteSlot } from './remote-slot';
import { HostedWidgets } from './widget-host';

const release = {
  remotes: {
    'mf-finder': 'http://remotes.test/mf-finder/1.0.0/mf-manifest.json',
    'mf-booking': 'http://remotes.test/mf-booking/1.0.0/mf-manifest.json',
  },
};

beforeEach(() => {
  forgetRelease();
  (loadRemote as jest.Mock).mockReset();
  global.fetch = releaseFetch(release);
});

describe('a widget of one remote placed inside another remote (mountWidget)', () => {
  it("renders mf-booking's strip in the element mf-finder owns, with the params it asked for, until it is unmounted", async () => {
    let placed: MountedWidget | null = null;
    const finder = {
      contractVersion: CONTRACT_VERSION,
      mount: (element: HTMLElement, props: MountProps) => {
        const spot = element.appendChild(document.createElement('div'));
        spot.dataset.testid = 'finder-spot';
        placed = props.mountWidget!(spot, { remote: 'mf-booking', widget: 'booking-strip', params: { restaurant: 'london/greenwich' } });
        return { update: jest.fn(), unmount: () => placed?.unmount() };
      },
    };
    const booking = {
      contractVersion: CONTRACT_VERSION,
      mount: (element: HTMLElement, props: MountProps) => {
        element.textContent = `${props.widget} for ${props.params?.restaurant}`;
        return { update: (next: MountProps) => (element.textContent = `${next.widget} for ${next.params?.restaurant}`), unmount: jest.fn() };
      },
    };
    (loadRemote as jest.Mock).mockImplementation(async (id: string) => (id === 'mf_finder/mount' ? finder : booking));
    renderWithShell(
      <>
        <RemoteSlot remote="mf-finder" label="the restaurant page" />
        <HostedWidgets />
      </>,
      { path: '/restaurants/london/greenwich' },
    );
    const spot = await screen.findByTestId('finder-spot');
    expect(await within(spot).findByText('booking-strip for london/greenwich')).toBeInTheDocument();

    act(() => placed!.update({ remote: 'mf-booking', widget: 'booking-strip', params: { restaurant: 'bath/bath' } }));
    expect(await within(spot).findByText('booking-strip for bath/bath')).toBeInTheDocument();

    act(() => placed!.unmount());
    expect(within(spot).queryByText(/booking-strip/)).not.toBeInTheDocument();
  });
});

