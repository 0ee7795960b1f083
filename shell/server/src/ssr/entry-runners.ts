import type { RemoteServerModule, ServerRenderProps } from '@riviere/mf-contract/server-html';
import { evaluateServerEntry } from './remote-server-module';
import { createRenderPool, threadNow, type RenderPoolOptions, type WorkerReply } from './render-pool';

/** A server entry as the renderer read it: its bytes matched its publish record's sha256. */
export interface CheckedEntry {
  key: string;
  version: string;
  filename: string;
  bytes: Buffer;
}

/** Where server entries run. Both answer a render's raw result, or reject with why it failed. */
export interface EntryRunner {
  /** Loads a version (rejects when its file is refused), before its first render. */
  load(entry: CheckedEntry): Promise<void>;
  render(entry: CheckedEntry, props: Omit<ServerRenderProps, 'signal'>, budgetMs: number): Promise<unknown>;
  /** The versions the release names now; the others are dropped. */
  retain(keys: readonly string[]): void;
  close(): Promise<void>;
}

const overBudget = (budgetMs: number) => new Error(`it took longer than ${budgetMs} ms`);

/**
 * The site server's own process (SSR_ISOLATION=none): each version evaluated once, its renders
 * raced against the budget. A synchronous loop cannot be stopped here, and the entry shares the
 * process's environment and built-ins: the way back if the worker pool misbehaves.
 */
export function inProcessRunner(): EntryRunner {
  const modules = new Map<string, RemoteServerModule>();
  return {
    async load(entry) {
      modules.set(entry.key, evaluateServerEntry(entry.bytes.toString('utf8'), entry.filename, entry.version));
    },
    async render(entry, props, budgetMs) {
      const module = modules.get(entry.key);
      if (!module) throw new Error('its module is not loaded');
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          controller.abort(new Error('time budget spent'));
          reject(overBudget(budgetMs));
        }, budgetMs);
      });
      try {
        return await Promise.race([module.render({ ...props, signal: controller.signal }), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    retain(keys) {
      for (const key of modules.keys()) if (!keys.includes(key)) modules.delete(key);
    },
    async close() {
      modules.clear();
    },
  };
}

/**
 * The least time a worker's event loop may stay blocked before it is stopped: under load a busy
 * worker on a shared core (a garbage collection, a long page) can go a few hundred ms between
 * turns, and stopping it then costs every version's load again. Its page is answered at the budget.
 */
export const MIN_STUCK_MS = 1_000;

/** How long a worker may take to load a version before it is stopped and the version refused. */
export const LOAD_BUDGET_MS = 5_000;

/**
 * A pool of render workers (SSR_ISOLATION=worker): each version's checked bytes are shared with
 * the workers once, each worker evaluates them once in its sandbox, and a render that overruns its
 * budget is answered at the budget (the page renders in the browser) and its signal aborted; a
 * render that blocks its worker for the whole budget has the worker terminated.
 */
export function workerRunner(options: Omit<RenderPoolOptions, 'stuckMs' | 'loadStuckMs'> & { budgetMs: number }): EntryRunner {
  const sources = new Map<string, { entry: CheckedEntry; source: SharedArrayBuffer }>();
  let live: readonly string[] = [];
  const pool = createRenderPool({
    ...options,
    stuckMs: Math.max(options.budgetMs, MIN_STUCK_MS),
    loadStuckMs: LOAD_BUDGET_MS,
    warmUp: () => [...sources.values()].map(({ entry }) => task(entry, threadNow() + LOAD_BUDGET_MS)),
  });

  function task(entry: CheckedEntry, deadline: number) {
    let source = sources.get(entry.key)?.source;
    if (!source) {
      source = new SharedArrayBuffer(entry.bytes.length);
      new Uint8Array(source).set(entry.bytes);
      sources.set(entry.key, { entry, source });
    }
    return { key: entry.key, version: entry.version, filename: entry.filename, source, live: live.includes(entry.key) ? live : [...live, entry.key], deadline };
  }

  const failed = (reply: WorkerReply): Error | null => (reply.ok ? null : new Error(reply.message));

  return {
    async load(entry) {
      const problem = failed(await pool.warm(task(entry, threadNow() + LOAD_BUDGET_MS)));
      if (problem) {
        sources.delete(entry.key);
        throw problem;
      }
    },
    async render(entry, props, budgetMs) {
      let timer: NodeJS.Timeout | undefined;
      const budget = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(overBudget(budgetMs)), budgetMs);
      });
      try {
        const reply = await Promise.race([pool.run({ ...task(entry, threadNow() + budgetMs), props }), budget]);
        if (!reply.ok) throw new Error(reply.message);
        return reply.result;
      } finally {
        clearTimeout(timer);
      }
    },
    retain(keys) {
      live = keys;
      for (const key of sources.keys()) if (!keys.includes(key)) sources.delete(key);
    },
    close: () => pool.close(),
  };
}
