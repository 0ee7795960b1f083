import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ServerRenderProps } from '@riviere/mf-contract/server-html';

/** What a render worker is started with: nothing secret (its environment is empty too). */
export interface WorkerSetup {
  /** The brand API, the one origin its sandboxes' `fetch` reaches. */
  brandApiUrl: string;
  /** The worker's pulse, shared with the pool (`PULSE`). */
  pulse: SharedArrayBuffer;
}

/**
 * The worker's pulse, epoch ms in a Float64Array: when its event loop last turned, and since when
 * it has been loading a version (0: not loading; set by the pool while the worker starts).
 */
export const PULSE = { beat: 0, loadingSince: 1, length: 2 } as const;
/** How often a worker's event loop marks its pulse. */
export const BEAT_MS = 10;

/**
 * The time both sides of the pool compare (epoch ms): pulses, deadlines. Not `Date`, which a
 * thread may have moved (a test's fixed clock in the site server, a clock step): each thread's
 * monotonic clock from its own start, so the site server and its workers read the same instant.
 */
export const threadNow = (): number => performance.timeOrigin + performance.now();

/** One task for a render worker: load `key` if it has not, then render with it (no props: load only). */
export interface WorkerRequest {
  id: number;
  /** `name@version@origin…`: the version's identity, as the renderer keeps it. */
  key: string;
  version: string;
  filename: string;
  /** The checked file's bytes, shared with every worker, not copied per task. */
  source: SharedArrayBuffer;
  /** Every key the release names: a worker drops the others. */
  live: readonly string[];
  props?: Omit<ServerRenderProps, 'signal'>;
  /** When the render's signal is aborted, by `threadNow` (a render that has not started by then is not started). */
  deadline: number;
}

export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; stage: 'load' | 'render'; message: string }
  /** The worker was stopped (or died) with the task pending; `whileLoading`: it was blocked loading a version, not rendering. */
  | { id: number; ok: false; stage: 'stopped'; message: string; whileLoading?: boolean };

export interface RenderPoolOptions {
  threads: number;
  /** Each worker's heap limit (`resourceLimits.maxOldGenerationSizeMb`); past it the worker is stopped. */
  memoryMb: number;
  brandApiUrl: string;
  /**
   * How long a worker's event loop may stay blocked in a render before the worker is stopped (a
   * synchronous `while (true) {}`): the render budget. A render that awaits, however long, never
   * blocks it; its page is answered at the budget anyway.
   */
  stuckMs: number;
  /** The same while it loads a version or starts. */
  loadStuckMs: number;
  /** The worker's script (tests run it from source with a loader for TypeScript). */
  worker?: { file: string; execArgv?: string[] };
  /** Told when a worker is stopped or dies, and why. */
  warn?: (line: string) => void;
  /** The versions a worker loads as soon as it starts (the live ones), so its first render does not wait for them. */
  warmUp?: () => Omit<WorkerRequest, 'id' | 'props'>[];
}

interface Slot {
  worker: Worker | null;
  pulse: Float64Array;
  pending: Map<number, (reply: WorkerReply) => void>;
  /** The versions this worker has answered for: a render goes to a worker that has its version loaded when one has. */
  loaded: Set<string>;
}

/** How often the pool checks its workers' pulses while they have tasks. */
const WATCH_MS = 20;
/** How many workers a version's load is tried in, one after another, when each is stopped for something else. */
const LOAD_TRIES = 3;
/** A render that has not answered this long after its deadline (it ignores its signal) is forgotten here. */
const FORGET_AFTER_MS = 1_000;

/**
 * A fixed number of render workers, kept warm. A task goes to the worker with the fewest running.
 * A worker whose event loop has been blocked past `stuckMs` (past `loadStuckMs` while it loads or
 * starts) is terminated and replaced at once; one out of memory or one that exits fails its tasks
 * (answered, never thrown) and is replaced on the next task.
 */
export function createRenderPool(options: RenderPoolOptions) {
  const file = options.worker?.file ?? path.join(__dirname, 'render-worker.js');
  const slots: Slot[] = Array.from({ length: Math.max(1, options.threads) }, () => ({ worker: null, pulse: new Float64Array(0), pending: new Map(), loaded: new Set<string>() }));
  let nextId = 1;
  let closed = false;

  const watchdog = setInterval(() => {
    const now = threadNow();
    for (const slot of slots) {
      if (!slot.worker || slot.pending.size === 0) continue;
      const loading = slot.pulse[PULSE.loadingSince] ?? 0;
      const limit = loading ? options.loadStuckMs : options.stuckMs;
      const since = Math.max(slot.pulse[PULSE.beat] ?? 0, loading);
      if (now - since > limit) stop(slot, `it kept its render worker busy for over ${limit} ms without a pause: the worker was stopped`);
    }
  }, WATCH_MS);
  watchdog.unref();

  function failAll(slot: Slot, message: string): void {
    const pending = [...slot.pending.entries()];
    const whileLoading = (slot.pulse[PULSE.loadingSince] ?? 0) > 0;
    slot.pending.clear();
    for (const [id, settle] of pending) settle({ id, ok: false, stage: 'stopped', message, whileLoading });
  }

  function start(slot: Slot): Worker {
    const pulse = new SharedArrayBuffer(PULSE.length * Float64Array.BYTES_PER_ELEMENT);
    slot.pulse = new Float64Array(pulse);
    slot.loaded = new Set();
    // Starting counts as loading until the worker's first beat.
    slot.pulse[PULSE.beat] = threadNow();
    slot.pulse[PULSE.loadingSince] = threadNow();
    const setup: WorkerSetup = { brandApiUrl: options.brandApiUrl, pulse };
    const worker = new Worker(file, {
      env: {},
      workerData: setup,
      execArgv: options.worker?.execArgv ?? [],
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
    });
    let failure: Error | undefined;
    worker.on('message', (reply: WorkerReply) => {
      const settle = slot.pending.get(reply.id);
      if (!settle) return;
      slot.pending.delete(reply.id);
      settle(reply);
    });
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', (code) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      const message = `its render worker stopped (${failure?.message ?? `exit code ${code}`})`;
      options.warn?.(`render worker ${worker.threadId}: ${message}; another starts with the next render`);
      failAll(slot, message);
    });
    // The site server's own exit is never held up by a render worker.
    worker.unref();
    slot.worker = worker;
    for (const task of options.warmUp?.() ?? []) void send(slot, task);
    return worker;
  }

  /** Stops a blocked worker and starts its replacement at once (a worker that died by itself is replaced on the next task). */
  function stop(slot: Slot, message: string): void {
    const worker = slot.worker;
    slot.worker = null;
    options.warn?.(`render worker ${worker?.threadId ?? 0}: ${message}`);
    failAll(slot, message);
    void worker?.terminate();
    if (!closed) start(slot);
  }

  function send(slot: Slot, task: Omit<WorkerRequest, 'id'>): Promise<WorkerReply> {
    const id = nextId++;
    if (closed) return Promise.resolve({ id, ok: false, stage: 'stopped', message: 'the render pool is closed' });
    const worker = slot.worker ?? start(slot);
    const { loaded, pending } = slot;
    return new Promise<WorkerReply>((resolve) => {
      const forget = task.props
        ? setTimeout(() => {
            if (pending.delete(id)) resolve({ id, ok: false, stage: 'render', message: 'it never answered' });
          }, task.deadline - threadNow() + FORGET_AFTER_MS).unref()
        : undefined;
      pending.set(id, (reply) => {
        clearTimeout(forget);
        if (reply.ok || reply.stage === 'render') loaded.add(task.key);
        resolve(reply);
      });
      worker.postMessage({ ...task, id } satisfies WorkerRequest);
    });
  }

  /**
   * The worker with the fewest tasks running among those that have the version loaded, or among
   * all when none has (a blocked worker keeps its tasks until it is stopped, so it is passed over).
   */
  function slotFor(key: string): Slot {
    const ready = slots.filter((slot) => slot.worker && slot.loaded.has(key));
    return (ready.length > 0 ? ready : slots).reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
  }

  /**
   * Loads a version in one worker. A worker stopped while it was rendering (another version's
   * render looping, say) says nothing about this version: the load goes to its replacement, a few
   * times at most. One stopped while loading is this version's outcome (its load never ended).
   */
  async function load(slot: Slot, task: Omit<WorkerRequest, 'id' | 'props'>): Promise<WorkerReply> {
    let reply = await send(slot, task);
    for (let again = 0; again < LOAD_TRIES - 1 && !reply.ok && reply.stage === 'stopped' && !reply.whileLoading && !closed; again += 1) {
      reply = await send(slot, task);
    }
    return reply;
  }

  return {
    run: (task: Omit<WorkerRequest, 'id'>): Promise<WorkerReply> => send(slotFor(task.key), task),
    /** Loads a version in every worker (starting them), so no visitor's render waits for it; answers the first worker's outcome. */
    warm: (task: Omit<WorkerRequest, 'id' | 'props'>): Promise<WorkerReply> => Promise.race(slots.map((slot) => load(slot, task))),
    async close(): Promise<void> {
      closed = true;
      clearInterval(watchdog);
      await Promise.all(
        slots.map((slot) => {
          const worker = slot.worker;
          slot.worker = null;
          failAll(slot, 'the render pool is closed');
          return worker?.terminate();
        }),
      );
    },
  };
}
