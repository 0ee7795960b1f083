import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, type MountProps } from '@riviere/mf-contract';
import { renderWithShell } from '../test-support/render';
import { answer, releaseFetch } from '../test-support/release-fetch';
import type * as ReleaseModule from './release';
import { forgetRelease, remoteEntryUrl } from './release';
import { RemoteSlot } from './remote-slot';

const release = { remotes: { 'mf-menus': 'http://remotes.test/mf-menus/1.0.0/mf-manifest.json' } };
const MENUS_ENTRY = 'http://remotes.test/mf-menus/1.0.0/remoteEntry.js';

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
  forgetRelease();
  (registerRemotes as jest.Mock).mockReset();
  (loadRemote as jest.Mock).mockReset();
  global.fetch = releaseFetch(release);
});

describe('RemoteSlot', () => {
  it('registers the release, mounts the remote with the current location', async () => {
    (loadRemote as jest.Mock).mockResolvedValue(remoteThatRenders('Menus'));
    renderWithShell(<RemoteSlot remote="mf-menus" label="our menus" />, { path: '/our-menu' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading our menus…');
    expect(await screen.findByText('Menus at /our-menu')).toBeInTheDocument();
    // The manifest names the entry script; the runtime loads the remote from it.
    expect(global.fetch).toHaveBeenCalledWith(release.remotes['mf-menus'], undefined);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_menus', entry: MENUS_ENTRY }], { force: false });
    expect(loadRemote).toHaveBeenCalledWith('mf_menus/mount');
  });

  it('shows a fallback when the remote cannot load, and "Try again" re-registers with force and mounts it', async () => {
    (loadRemote as jest.Mock).mockResolvedValueOnce({ unavailable: 'Failed to fetch' }).mockResolvedValueOnce(remoteThatRenders('Menus'));
    renderWithShell(<RemoteSlot remote="mf-menus" label="our menus" />, { path: '/our-menu' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Our menus is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Menus at /our-menu')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_menus', entry: MENUS_ENTRY }], { force: true });
  });

  it('shows the fallback when the manifest cannot be read, and mounts the remote once it can', async () => {
    (loadRemote as jest.Mock).mockResolvedValue(remoteThatRenders('Menus'));
    global.fetch = releaseFetch(release, {}, 503);
    renderWithShell(<RemoteSlot remote="mf-menus" label="our menus" />, { path: '/our-menu' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Our menus is unavailable right now');
    expect(loadRemote).not.toHaveBeenCalled();

    global.fetch = releaseFetch(release);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Menus at /our-menu')).toBeInTheDocument();
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

  it('refuses a remote that speaks a contract version the shell does not know', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({ ...remoteThatRenders('x'), contractVersion: CONTRACT_VERSION + 1 });
    renderWithShell(<RemoteSlot remote="mf-menus" label="our menus" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('still mounts a remote released before hydration (contract 1)', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({ ...remoteThatRenders('Old menus'), contractVersion: 1 });
    renderWithShell(<RemoteSlot remote="mf-menus" label="our menus" />);
    expect(await screen.findByText('Old menus at /')).toBeInTheDocument();
  });
});

describe('the release written into the page', () => {
  const finder = { remotes: { 'mf-finder': '/remotes/mf-finder/1.0.0/mf-manifest.json' }, entries: { 'mf-finder': '/remotes/mf-finder/1.0.0/remoteEntry.js' } };

  it('is used without fetching /release.json, and its entries without fetching the manifest', async () => {
    document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="release">${JSON.stringify(finder)}</script>`);
    (global.fetch as jest.Mock).mockClear();
    // A fresh module instance: the release of earlier tests is not cached in it.
    let fresh: typeof ReleaseModule | undefined;
    let runtime: { registerRemotes: jest.Mock; loadRemote: jest.Mock } | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof ReleaseModule>('./release');
      runtime = jest.requireActual<{ registerRemotes: jest.Mock; loadRemote: jest.Mock }>('@module-federation/enhanced/runtime');
    });
    runtime!.loadRemote.mockResolvedValue(remoteThatRenders('Finder'));
    await expect(fresh!.ensureRelease()).resolves.toEqual(finder);
    await fresh!.loadRemoteModule('mf-finder');
    expect(runtime!.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_finder', entry: '/remotes/mf-finder/1.0.0/remoteEntry.js' }], { force: false });
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('carries only the page\'s remotes: another is read from /release.json once, however many ask at the same time', async () => {
    document.getElementById('release')?.remove();
    document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="release">${JSON.stringify(finder)}</script>`);
    const whole = {
      remotes: { 'mf-finder': '/remotes/mf-finder/2.0.0/mf-manifest.json', 'mf-menus': '/remotes/mf-menus/3.0.0/mf-manifest.json', 'mf-careers': '/remotes/mf-careers/1.0.0/mf-manifest.json' },
      entries: { 'mf-menus': '/remotes/mf-menus/3.0.0/remoteEntry.js', 'mf-careers': '/remotes/mf-careers/1.0.0/remoteEntry.js' },
    };
    global.fetch = releaseFetch(whole);
    let fresh: typeof ReleaseModule | undefined;
    let runtime: { registerRemotes: jest.Mock; loadRemote: jest.Mock } | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof ReleaseModule>('./release');
      runtime = jest.requireActual<{ registerRemotes: jest.Mock; loadRemote: jest.Mock }>('@module-federation/enhanced/runtime');
    });
    runtime!.registerRemotes.mockReset();
    runtime!.loadRemote.mockResolvedValue(remoteThatRenders('Any'));
    await Promise.all([fresh!.loadRemoteModule('mf-menus'), fresh!.loadRemoteModule('mf-careers'), fresh!.loadRemoteModule('mf-finder')]);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith('/release.json', { cache: 'no-store' });
    // The page's own remote stays the version it rendered with.
    expect(runtime!.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_finder', entry: '/remotes/mf-finder/1.0.0/remoteEntry.js' }], { force: false });
    expect(runtime!.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_menus', entry: '/remotes/mf-menus/3.0.0/remoteEntry.js' }], { force: false });
    await fresh!.loadRemoteModule('mf-menus');
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('remoteEntryUrl', () => {
  it.each([
    ['a manifest beside its entry', 'http://remotes.test/mf-menus/1.0.0/mf-manifest.json', { name: 'remoteEntry.js', path: '' }, 'http://remotes.test/mf-menus/1.0.0/remoteEntry.js'],
    ['an entry in a sub-folder', 'https://cdn.test/mf-menus/2.0.0/mf-manifest.json', { name: 'remoteEntry.js', path: 'static' }, 'https://cdn.test/mf-menus/2.0.0/static/remoteEntry.js'],
    ['a manifest on the site itself', '/remotes/mf-menus/1.0.0/mf-manifest.json', { name: 'remoteEntry.js', path: '' }, 'http://localhost/remotes/mf-menus/1.0.0/remoteEntry.js'],
  ])('%s', async (_, manifestUrl, remoteEntry, expected) => {
    const fetchFn = jest.fn(async () => answer({ metaData: { remoteEntry } })) as unknown as typeof fetch;
    await expect(remoteEntryUrl(manifestUrl, fetchFn)).resolves.toBe(expected);
  });

  it('takes an entry script as it is, without a request', async () => {
    const fetchFn = jest.fn() as unknown as typeof fetch;
    await expect(remoteEntryUrl('http://127.0.0.1:3101/remoteEntry.js', fetchFn)).resolves.toBe('http://127.0.0.1:3101/remoteEntry.js');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it.each([
    ['a manifest that answers 404', answer({}, 404), 'answered 404'],
    ['a manifest without an entry', answer({ metaData: {} }), 'names no remote entry'],
    ['a manifest that is not JSON', { ok: true, status: 200, json: async () => JSON.parse('<html>') }, 'names no remote entry'],
  ])('refuses %s, saying why', async (_, response, reason) => {
    const fetchFn = jest.fn(async () => response) as unknown as typeof fetch;
    await expect(remoteEntryUrl('/remotes/mf-menus/1.0.0/mf-manifest.json', fetchFn)).rejects.toThrow(reason);
  });
});
