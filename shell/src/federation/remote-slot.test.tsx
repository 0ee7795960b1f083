import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, type MountProps } from '@riviere/mf-contract';
import { renderWithShell } from '../test-support/render';
import type * as ReleaseModule from './release';
import { RemoteSlot } from './remote-slot';

const release = { remotes: { 'mf-menus': 'http://remotes.test/mf-menus/1.0.0/mf-manifest.json' } };

function remoteThatRenders(text: string) {
  return {
    contractVersion: CONTRACT_VERSION,
    mount: jest.fn((element: HTMLElement, props: MountProps) => {
      element.textContent = `${text} at ${props.location.pathname}`;
      return { update: (next: MountProps) => (element.textContent = `${text} at ${next.location.pathname}`), unmount: jest.fn() };
    }),
  };
}

beforeEach(() => {
  jest.resetModules();
  (registerRemotes as jest.Mock).mockReset();
  (loadRemote as jest.Mock).mockReset();
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => release })) as unknown as typeof fetch;
});

describe('RemoteSlot', () => {
  it('registers the release, mounts the remote with the current location', async () => {
    (loadRemote as jest.Mock).mockResolvedValue(remoteThatRenders('Menus'));
    renderWithShell(<RemoteSlot remote="mf-menus" label="our menus" />, { path: '/our-menu' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading our menus…');
    expect(await screen.findByText('Menus at /our-menu')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_menus', entry: release.remotes['mf-menus'] }], { force: false });
    expect(loadRemote).toHaveBeenCalledWith('mf_menus/mount');
  });

  it('shows a fallback when the remote cannot load, and "Try again" re-registers with force and mounts it', async () => {
    (loadRemote as jest.Mock).mockResolvedValueOnce({ unavailable: 'Failed to fetch' }).mockResolvedValueOnce(remoteThatRenders('Menus'));
    renderWithShell(<RemoteSlot remote="mf-menus" label="our menus" />, { path: '/our-menu' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Our menus is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Menus at /our-menu')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_menus', entry: release.remotes['mf-menus'] }], { force: true });
  });

  it('says a remote that is not in the release is coming soon, without loading anything', async () => {
    renderWithShell(<RemoteSlot remote="mf-careers" label="job search" />, { path: '/careers/job-search' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Job search is coming soon');
    expect(loadRemote).not.toHaveBeenCalledWith('mf_careers/mount');
  });

  it('turns a render error inside the remote into the fallback', async () => {
    let reportError: (e: unknown) => void = () => undefined;
    (loadRemote as jest.Mock).mockResolvedValue({
      contractVersion: CONTRACT_VERSION,
      mount: (_el: HTMLElement, props: MountProps) => {
        reportError = props.onError;
        return { update: jest.fn(), unmount: jest.fn() };
      },
    });
    renderWithShell(<RemoteSlot remote="mf-menus" label="our menus" />);
    await screen.findByText((_, el) => el?.getAttribute('data-state') === 'ready');
    act(() => reportError(new Error('boom')));
    expect(await screen.findByRole('alert')).toHaveTextContent('unavailable right now');
  });

  it('refuses a remote that speaks another contract version', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({ ...remoteThatRenders('x'), contractVersion: CONTRACT_VERSION + 1 });
    renderWithShell(<RemoteSlot remote="mf-menus" label="our menus" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('the release written into the page', () => {
  it('is used without fetching /release.json', async () => {
    document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="release">${JSON.stringify({ remotes: { 'mf-finder': '/remotes/mf-finder/1.0.0/mf-manifest.json' } })}</script>`);
    (global.fetch as jest.Mock).mockClear();
    // A fresh module instance: the release of earlier tests is not cached in it.
    let fresh: typeof ReleaseModule | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof ReleaseModule>('./release');
    });
    await expect(fresh!.ensureRelease()).resolves.toEqual({ remotes: { 'mf-finder': '/remotes/mf-finder/1.0.0/mf-manifest.json' } });
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
