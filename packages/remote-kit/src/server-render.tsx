import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { EMPTY } from 'rxjs';
import type { MountProps, RenderFn, ServerRenderProps } from '@riviere/mf-contract';
import { createQueryCache } from './query-cache';
import { RemoteRoot, type ServerRecord } from './remote-root';

export interface ServerRenderOptions<Api> {
  /** The remote's name, e.g. 'mf-menus' (for messages). */
  name: string;
  /** `__APP_VERSION__`: the browser hydrates only HTML from its own version. */
  version: string;
  /** The same component `mount.ts` renders, given the mount props a server render stands for. */
  App: ComponentType<{ props: MountProps; api: Api }>;
  /** The remote's API for one request: `access.apiForServer(serverApiOptions(props))`. */
  apiFor(props: ServerRenderProps): Api;
}

/**
 * A remote's server entry: renders `<App>` to HTML with its data, in one pass. A component whose
 * `useAsync` key is not there yet suspends while it loads, and React renders it again with the
 * answer (lazy routes and steps likewise render their content, not their fallback); the pass ends
 * when nothing is left waiting. 4xx answers are content (carried to the browser); any other
 * failure, an error in render or an aborted `signal` rejects, and the site server renders the
 * page in the browser instead.
 */
export function createServerRender<Api>({ name, version, App, apiFor }: ServerRenderOptions<Api>): RenderFn {
  return async (props) => {
    props.signal?.throwIfAborted();
    if (props.assetBase) setAssetBase(props.assetBase);
    // Each request has its own client: the token is this render's, nothing is shared between visitors.
    const api = apiFor(props);
    const cache = createQueryCache({ collecting: true });
    let failure: { error: unknown } | undefined;
    const mountProps = serverMountProps(props, (error) => {
      failure ??= { error };
    });
    const record: ServerRecord = { head: {} };
    const html = await untilAborted(
      renderPass(
        <RemoteRoot cache={cache} now={props.now} record={record}>
          <App props={mountProps} api={api} />
        </RemoteRoot>,
        props.signal,
      ),
      props.signal,
    );
    const failed = failure ?? cache.failure();
    if (failed) throw failed.error;
    props.signal?.throwIfAborted();
    return {
      html,
      state: cache.dehydrate(),
      status: record.status ?? 200,
      head: record.head,
      ...(record.cacheable === false ? { cacheable: false } : {}),
    };
  };

  /** The render, or a rejection as soon as the site server gives up. */
  function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    if (!signal) return work;
    return new Promise<T>((resolve, reject) => {
      const abort = () => reject(new Error(`${name}@${version}: server render aborted`, { cause: signal.reason }));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    });
  }
}

/**
 * The tree to HTML. `prerender` (unlike `renderToString`) waits for whatever suspends — a lazy
 * route, a key loading — so everything renders its content; an error anywhere, inside a Suspense
 * boundary too, fails the render.
 * Every boundary is written in place: by default React moves a completed boundary of more than
 * `progressiveChunkSize` bytes (12,800) after the rest with an inline script to swap it in, which
 * the CSP blocks (the site server then refuses the render: a long list of results, a long menu).
 */
export async function renderPass(tree: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  let failure: { error: unknown } | undefined;
  const { prelude } = await prerender(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    ...(signal ? { signal } : {}),
    onError: (error) => {
      failure ??= { error };
    },
  });
  if (failure) throw failure.error;
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value, { stream: true });
  return html + decoder.decode();
}

/** In the remote's server bundle, webpack's public path (asset URLs); absent where no bundler runs (tests). */
declare let __webpack_public_path__: string | undefined;

/**
 * Asset URLs in the server HTML as the browser build writes them: the server bundle's public path
 * is the folder this version is served from — one value per loaded version, so setting it on each
 * render is safe with that version's renders running side by side.
 */
export function setAssetBase(base: string): void {
  if (typeof __webpack_public_path__ === 'string') __webpack_public_path__ = base;
}

/** The mount props a server render stands for: no navigation, no shell events (nobody listens). */
export function serverMountProps(props: ServerRenderProps, onError: (error: unknown) => void): MountProps {
  return {
    widget: props.widget,
    location: props.location,
    config: props.config,
    ...(props.params ? { params: props.params } : {}),
    navigate: () => undefined,
    bus: { emit: () => undefined, events$: EMPTY },
    onError,
  };
}
