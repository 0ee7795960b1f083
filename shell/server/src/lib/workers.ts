import type { Cluster, Worker } from 'node:cluster';

/**
 * One site server process per core (SITE_WORKERS): server rendering is CPU work, and one Node
 * process uses one core. The primary only forks and watches; each worker is a whole site server
 * on the same port (the primary hands the connections round), so nothing is shared between them
 * but the files they read — the release file and the shell build, which each checks on its own.
 */
export interface SuperviseOptions {
  cluster: Pick<Cluster, 'fork' | 'on' | 'workers'>;
  workers: number;
  /** Given to every worker: what the primary settled once (the token secret), so they agree. */
  env: Record<string, string>;
  log: (message: string) => void;
  exit: (code: number) => void;
  /** A worker that dies after it started is replaced after this long (no busy loop on a crash). */
  restartDelayMs?: number;
}

export const RESTART_DELAY_MS = 1000;

export function superviseWorkers({ cluster, workers, env, log, exit, restartDelayMs = RESTART_DELAY_MS }: SuperviseOptions) {
  const listening = new WeakSet<Worker>();
  let live = 0;
  /** Set once stopping: the code the primary leaves with after its last worker. */
  let exitCode: number | null = null;

  const fork = () => {
    cluster.fork(env);
    live += 1;
  };

  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    live -= 1;
    if (exitCode !== null) {
      if (live === 0) exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    // One that never listened met a problem every worker would meet (its configuration, the port):
    // starting it again would only fail again.
    if (!listening.has(worker)) {
      log(`site server worker ${worker.process.pid} stopped before it listened (${how}); stopping`);
      stop(1);
      return;
    }
    log(`site server worker ${worker.process.pid} stopped (${how}); starting another`);
    setTimeout(() => {
      if (exitCode === null) fork();
    }, restartDelayMs);
  });

  /** Each worker closes its server and leaves on SIGTERM; the primary leaves after the last one. */
  function stop(code = 0) {
    if (exitCode !== null) return;
    exitCode = code;
    if (live === 0) exit(code);
    else for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  }

  for (let n = 0; n < workers; n += 1) fork();
  return { stop };
}
