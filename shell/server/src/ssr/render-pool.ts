import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ServerRenderProps } from './remote-server-module';

/** What a render worker is started with: nothing secret (its environment is empty too). */
export interface WorkerSetup {
  /** The brand API, the one origin its sandboxes' `fetch` reaches. */
  brandApiUrl: string;
}

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
  /** Epoch ms when the render's signal is aborted. */
  deadline: number;
}

export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; stage: 'load' | 'render' | 'stopped'; message: string };

export interface RenderPoolOptions {
  threads: number;
  /** Each worker's heap limit (`resourceLimits.maxOldGenerationSizeMb`); past it the worker is stopped. */
  memoryMb: number;
  brandApiUrl: string;
  /**
   * How long past its deadline a task may still answer before its worker is stopped: a render
   * that honours its signal ends within it, a synchronous loop does not.
   */
  graceMs?: number;
  /** The worker's script (tests run it from source with a loader for TypeScript). */
  worker?: { file: string; execArgv?: string[] };
  /** Told when a worker is stopped or dies, and why. */
  warn?: (line: string) => void;
  /** The versions a worker loads as soon as it starts (the live ones), so its first render does not wait for them. */
  warmUp?: () => Omit<WorkerRequest, 'id' | 'props'>[];
}

interface Pending {
  settle(reply: WorkerReply): void;
  hardStop: NodeJS.Timeout;
}

interface Slot {
  worker: Worker | null;
  pending: Map<number, Pending>;
}

const GRACE_MS = 50;

/**
 * A fixed number of render workers, each started on first use and kept warm. A task goes to the
 * worker with the fewest running; one still running `graceMs` after its deadline, a worker out of
 * memory or one that exits fails its tasks (answered, never thrown) and the worker is replaced
 * by a fresh one on the next task.
 */
export function createRenderPool(options: RenderPoolOptions) {
  const file = options.worker?.file ?? path.join(__dirname, 'render-worker.js');
  const graceMs = options.graceMs ?? GRACE_MS;
  const slots: Slot[] = Array.from({ length: Math.max(1, options.threads) }, () => ({ worker: null, pending: new Map() }));
  let nextId = 1;
  let closed = false;

  function failAll(slot: Slot, message: string): void {
    const pending = [...slot.pending.entries()];
    slot.pending.clear();
    for (const [id, task] of pending) {
      clearTimeout(task.hardStop);
      task.settle({ id, ok: false, stage: 'stopped', message });
    }
  }

  function start(slot: Slot): Worker {
    const setup: WorkerSetup = { brandApiUrl: options.brandApiUrl };
    const worker = new Worker(file, {
      env: {},
      workerData: setup,
      execArgv: options.worker?.execArgv ?? [],
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
    });
    let failure: Error | undefined;
    worker.on('message', (reply: WorkerReply) => {
      const task = slot.pending.get(reply.id);
      if (!task) return;
      slot.pending.delete(reply.id);
      clearTimeout(task.hardStop);
      task.settle(reply);
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

  /** Stops a worker that overran, and starts its replacement at once (a worker that died by itself is replaced on the next task). */
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
    return new Promise<WorkerReply>((resolve) => {
      const hardStop = setTimeout(() => {
        if (slot.pending.has(id)) stop(slot, `it was still running ${graceMs} ms after its time budget: its render worker was stopped`);
      }, Math.max(0, task.deadline - Date.now()) + graceMs);
      hardStop.unref();
      slot.pending.set(id, { settle: resolve, hardStop });
      worker.postMessage({ ...task, id } satisfies WorkerRequest);
    });
  }

  /** The worker with the fewest tasks running (a stuck one stays busy until it is stopped). */
  function leastBusy(): Slot {
    return slots.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
  }

  return {
    run: (task: Omit<WorkerRequest, 'id'>): Promise<WorkerReply> => send(leastBusy(), task),
    /** Loads a version in every worker (starting them), so no visitor's render waits for it; answers the first worker's outcome. */
    warm: (task: Omit<WorkerRequest, 'id' | 'props'>): Promise<WorkerReply> => Promise.race(slots.map((slot) => send(slot, task))),
    /** Worker thread ids, in slot order (0 for a slot not started): tests see a worker replaced. */
    threadIds: () => slots.map((slot) => slot.worker?.threadId ?? 0),
    async close(): Promise<void> {
      closed = true;
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

export type RenderPool = ReturnType<typeof createRenderPool>;
