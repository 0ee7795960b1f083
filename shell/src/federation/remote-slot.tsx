import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hostKey, type MountProps, type MountedRemote } from '@riviere/mf-contract';
import { useShell } from '../shared/shell-context';
import { reportActivity } from '../layout/loading-bar';
import { ShellDialog } from '../layout/shell-dialog';
import { loadRemoteModule } from './release';
import { takeHeldInteractions, useServerRender } from './server-render';

export interface RemoteSlotProps {
  /** Remote folder name, e.g. 'mf-menus'. */
  remote: string;
  widget?: string;
  params?: Record<string, string>;
  /** What the visitor is waiting for, for the loading and fallback text. */
  label: string;
  /**
   * 'page' fills the main area (its fallback has the page's h1); 'widget' sits inside a page;
   * 'modal' shows its loading and fallback in a dialog of the shell until the remote's own
   * dialog takes over, closed with `onClose`.
   */
  variant?: 'page' | 'widget' | 'modal';
  onClose?: () => void;
}

type SlotState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; reason: string };

/**
 * Mounts one remote into the page. Its failure — not deployed, server down, a render error —
 * stays inside this slot: a fallback with "Try again" that re-registers the remote and mounts
 * it again, without a page reload.
 *
 * A page whose route the site server rendered arrives with the remote's HTML in this slot's host
 * (`data-remote-host`): the slot starts ready, keeps that HTML (the same string, so hydrating the
 * shell leaves it alone) and mounts the remote with `hydrate`, so nothing shifts or loads twice.
 */
export function RemoteSlot({ remote, widget = 'app', params, label, variant = 'page', onClose }: RemoteSlotProps) {
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedRemote | null>(null);
  const isPage = variant === 'page' && widget === 'app';
  // A page's route and a widget on a page may come from the server; a modal never does.
  const key = isPage || variant === 'widget' ? hostKey(remote, widget) : null;
  const serverRendered = useServerRender(key);
  const [state, setState] = useState<SlotState>(serverRendered ? { status: 'ready' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useMountProps(widget, params, mounted, (error) => setState({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }));

  useEffect(() => {
    let cancelled = false;
    // Only the first mount takes over the server's HTML; "Try again" renders afresh.
    const hydrate = attempt === 0 ? serverRendered?.hydrate : undefined;
    // What the visitor typed or clicked in the server's HTML meanwhile, handed to the live remote.
    const held = takeHeldInteractions(key ?? remote);
    if (!hydrate) setState({ status: 'loading' });
    reportActivity(1);
    loadRemoteModule(remote, attempt > 0)
      .finally(() => reportActivity(-1))
      .then((module) => {
        if (cancelled || !host.current) return;
        if (hydrate) held.handOverOnHydration(host.current);
        else held.giveBack();
        mounted.current = module.mount(host.current, { ...latest.current, hydrate });
        serverRendered?.block?.remove();
        setState({ status: 'ready' });
      })
      .catch((error: unknown) => {
        // The server's HTML stays readable (its links and GET forms work without the remote's script).
        held.giveBack();
        if (!cancelled && !hydrate) setState({ status: 'failed', reason: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
      mounted.current?.unmount();
      mounted.current = null;
    };
  }, [remote, widget, key, attempt, serverRendered, latest]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const Title = variant === 'page' ? 'h1' : 'h2';

  const status = (
    <>
      {state.status === 'loading' && (
        <p className="remote-slot__loading" role="status">
          <span className="remote-slot__spinner" aria-hidden="true" /> Loading {label}…
        </p>
      )}
      {state.status === 'failed' && (
        <div className="remote-slot__fallback" role="alert">
          <Title className="remote-slot__title">{capitalise(label)} {notReleased(state.reason) ? 'is coming soon' : 'is unavailable right now'}</Title>
          <p>
            {notReleased(state.reason)
              ? 'This part of the site is not open yet. Everything else works as usual.'
              : 'Sorry, this part of the site could not be loaded. The rest of the site still works.'}
          </p>
          <button type="button" className="rv-button rv-button--primary" onClick={retry}>
            Try again
          </button>
        </div>
      )}
    </>
  );

  return (
    <section className={`remote-slot remote-slot--${variant}`} aria-busy={state.status === 'loading'} data-slot={remote} data-state={state.status}>
      {variant === 'modal' && state.status !== 'ready' ? (
        <ShellDialog label={capitalise(label)} onClose={onClose}>{status}</ShellDialog>
      ) : (
        status
      )}
      <div
        ref={host}
        data-remote-host={key ?? undefined}
        hidden={state.status === 'failed'}
        dangerouslySetInnerHTML={serverRendered ? { __html: serverRendered.html } : undefined}
      />
    </section>
  );
}

/**
 * The props a remote is mounted with, always the latest (`.current`), and handed to it again
 * (`update`) when the location or the params change.
 */
export function useMountProps(widget: string, params: Record<string, string> | undefined, mounted: RefObject<MountedRemote | null>, onError: MountProps['onError']) {
  const { config, bus, widgets } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const props: MountProps = {
    widget,
    params,
    location: { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state },
    navigate: (to, options) => navigate(to, { replace: options?.replace }),
    config,
    bus,
    onError,
    mountWidget: widgets.mount,
  };
  const latest = useRef(props);
  latest.current = props;
  const paramsKey = JSON.stringify(params ?? {});
  useEffect(() => {
    mounted.current?.update(latest.current);
  }, [mounted, location.pathname, location.search, location.hash, paramsKey]);
  return latest;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const notReleased = (reason: string) => reason.includes('not in the current release');
