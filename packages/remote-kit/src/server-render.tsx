import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { EMPTY } from 'rxjs';
import { PartRendered, type MountProps, type RenderFn, type ServerRenderProps } from '@riviere/mf-contract';
import { createQueryCache, type DehydratedState } from './query-cache';
import { RemoteRoot, type ServerRecord } from './remote-root';

export interface ServerRenderOptions<Api> {
  /** The remote's name, e.g. 'mf-menus' (for messages). */
  name: string;
  /** `__APP_VERSION__`: the browser hydrates only HTML from its own version. */
  version: string;
  /**
   * The same component `mount.ts` renders, given the mount props a server render stands for and
   * the site's origin (the request's: canonical URLs, JSON-LD).
   */
  App: ComponentType<{ props: MountProps; api: Api; origin: string }>;
  /** The remote's API for one request: `access.apiForServer(serverApiOptions(props))`. */
  apiFor(props: ServerRenderProps): Api;
}

/**
 * How long a page's answers serve its next renders: the spec's content cache time (§9, 60 s),
 * the shortest of the data a page reads (settings and restaurants are kept for an hour).
 */
export const KEPT_ANSWERS_MS = 60_000;
/** Pages whose answers are kept at once, per loaded version (the oldest goes first). */
const KEPT_PAGES = 500;

/**
 * A remote's server entry: renders `<App>` to HTML with its data, in one pass. A component whose
 * `useAsync` key is not there yet suspends while it loads, and React renders it again with the
 * answer (lazy routes and steps likewise render their content, not their fallback); the pass ends
 * when nothing is left waiting. 4xx answers are content (carried to the browser); any other
 * failure, an error in render or an aborted `signal` rejects, and the site server renders the
 * page in the browser instead.
 *
 * A page that is not one person's keeps the answers it carried for `KEPT_ANSWERS_MS`: the next
 * render of the same page starts from them and, when nothing suspends, is one synchronous
 * `renderToString` with no API call and no stream (the same HTML; about half the work). Anything
 * that suspends (a key the page did not read before, a lazy part) or fails sends it the full way.
 * `props.fresh` (a shared cache in front keeps the pages) reads everything anew and keeps nothing.
 */
export function createServerRender<Api>({ name, version, App, apiFor }: ServerRenderOptions<Api>): RenderFn {
  const kept = new Map<string, { until: number; state: DehydratedState }>();
  return async (props) => {
    props.signal?.throwIfAborted();
    if (props.assetBase) setAssetBase(props.assetBase);
    const page = pageKey(props);
    let answers = props.fresh ? undefined : kept.get(page);
    if (answers && answers.until <= props.now) {
      kept.delete(page);
      answers = undefined;
    }
    const cache = createQueryCache({ collecting: true, ...(answers ? { initial: answers.state } : {}) });
    // Each request has its own client: the token is this render's, nothing is shared between visitors.
    const api = apiFor(props);
    const render = (pass: (tree: ReactNode) => Promise<string | null> | string | null) => {
      let failure: { error: unknown } | undefined;
      const mountProps = serverMountProps(props, (error) => {
        failure ??= { error };
      });
      const record: ServerRecord = { head: {} };
      // The lazy parts the HTML shows, by name: the browser loads their code before it hydrates.
      const parts = new Set<string>();
      const html = pass(
        <PartRendered.Provider value={(part) => parts.add(part)}>
          <RemoteRoot cache={cache} now={props.now} record={record}>
            <App props={mountProps} api={api} origin={props.origin} />
          </RemoteRoot>
        </PartRendered.Provider>,
      );
      return { html, record, parts, failed: () => failure ?? cache.failure() };
    };

    let done = answers ? render(renderAtOnce) : null;
    if (!done || done.html === null || done.failed()) {
      const full = render((tree) => untilAborted(renderPass(tree, props.signal), props.signal));
      done = { ...full, html: await full.html };
    }
    const failed = done.failed();
    if (failed) throw failed.error;
    props.signal?.throwIfAborted();
    const { record, parts } = done;
    const state = cache.dehydrate();
    // Answers are kept for the content cache time from when they were fetched: a render that
    // started from kept ones keeps them until the same instant, however often the page is asked for.
    if (record.cacheable !== false && !props.fresh) keep(page, { until: answers?.until ?? props.now + KEPT_ANSWERS_MS, state });
    return {
      html: done.html as string,
      state,
      status: record.status ?? 200,
      head: record.head,
      ...(record.cacheable === false ? { cacheable: false } : {}),
      parts: [...parts],
    };
  };

  function keep(page: string, answers: { until: number; state: DehydratedState }) {
    kept.delete(page);
    kept.set(page, answers);
    if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value as string);
  }

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

/**
 * The tree to HTML: at once when nothing in it suspends (its data loaded before, its lazy parts
 * loaded by an earlier render), else the full pass (`renderPass`).
 */
export async function renderHtml(tree: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  return renderAtOnce(tree) ?? renderPass(tree, signal);
}

/**
 * The tree to HTML at once, when everything it reads is already there; null when anything
 * suspended or failed (React then marks a boundary for the browser, `<!--$!-->`, or throws).
 */
function renderAtOnce(tree: ReactNode): string | null {
  try {
    const html = renderToString(tree);
    return html.includes('<!--$!-->') ? null : html;
  } catch {
    return null;
  }
}

/** Which page a render is: the same page reads the same data (a person's pages are never kept). */
function pageKey(props: ServerRenderProps): string {
  return JSON.stringify([props.config.brandKey, props.api.baseUrl, props.widget, props.location.pathname, props.location.search, props.params ?? null]);
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
