import cluster, { type Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { freePort } from '@riviere/server-kit/testing';
import { superviseWorkers } from './workers';

const until = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('superviseWorkers, with real processes', () => {
  it('runs the workers on one port, replaces one that dies, and stops them all on a signal', async () => {
    const port = await freePort();
    cluster.setupPrimary({ exec: path.join(__dirname, '../test-support/cluster-worker.cjs'), silent: true });
    const log = jest.fn();
    const exit = jest.fn();
    const supervisor = superviseWorkers({ cluster, workers: 2, env: { PORT: String(port), TOKEN_SECRET: 'shared-secret' }, log, exit, restartDelayMs: 10 });
    const answer = async () => (await (await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } })).json()) as { pid: number; secret: string };
    const pids = () => Object.values(cluster.workers ?? {}).map((w) => w!.process.pid);
    try {
      await until(async () => Object.values(cluster.workers ?? {}).length === 2 && (await answer().then(() => true, () => false)));
      const seen = new Set<number>();
      await until(async () => {
        const { pid, secret } = await answer();
        expect(secret).toBe('shared-secret');
        seen.add(pid);
        return seen.size === 2;
      });
      expect([...seen].sort()).toEqual(pids().sort());

      const [victim] = pids();
      process.kill(victim!, 'SIGKILL');
      await until(() => pids().length === 2 && !pids().includes(victim));
      await until(async () => (await answer().then((a) => a.pid !== victim, () => false)));
      expect(log).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`worker ${victim} stopped \\(signal SIGKILL\\); starting another`)));
    } finally {
      const left = pids();
      supervisor.stop();
      await until(() => exit.mock.calls.length > 0);
      expect(exit).toHaveBeenCalledWith(0);
      for (const pid of left) expect(() => process.kill(pid!, 0)).toThrow();
    }
  });
});

/** Just enough of node:cluster to drive the supervisor by hand. */
function fakeCluster() {
  const events = new EventEmitter();
  const workers: Record<number, Worker> = {};
  let next = 100;
  const kill = jest.fn();
  const fake = {
    workers,
    kill,
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    fork: jest.fn(() => {
      const pid = (next += 1);
      const worker = { id: pid, process: { pid, kill: () => kill(pid) } } as unknown as Worker;
      workers[pid] = worker;
      return worker;
    }),
    listen: (worker: Worker) => events.emit('listening', worker, {}),
    die: (worker: Worker, code: number | null, signal?: string) => {
      delete workers[worker.process.pid!];
      events.emit('exit', worker, code, signal ?? null);
    },
  };
  return fake;
}

describe('superviseWorkers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up, leaving with code 1, when a worker stops before it listened: every worker would meet that problem', () => {
    const fake = fakeCluster();
    const exit = jest.fn();
    const log = jest.fn();
    superviseWorkers({ cluster: fake as never, workers: 2, env: {}, log, exit });
    const [first, second] = Object.values(fake.workers);
    fake.listen(first!);
    fake.die(second!, 1);
    expect(log).toHaveBeenCalledWith(`site server worker ${second!.process.pid} stopped before it listened (code 1); stopping`);
    expect(fake.kill).toHaveBeenCalledWith(first!.process.pid);
    expect(exit).not.toHaveBeenCalled();
    fake.die(first!, 0);
    expect(exit).toHaveBeenCalledWith(1);
    jest.advanceTimersByTime(5000);
    expect(fake.fork).toHaveBeenCalledTimes(2);
  });

  it('waits before starting a worker again, and starts none once stopping', () => {
    const fake = fakeCluster();
    const exit = jest.fn();
    const supervisor = superviseWorkers({ cluster: fake as never, workers: 1, env: { TOKEN_SECRET: 's' }, log: jest.fn(), exit, restartDelayMs: 1000 });
    expect(fake.fork).toHaveBeenCalledWith({ TOKEN_SECRET: 's' });
    const [worker] = Object.values(fake.workers);
    fake.listen(worker!);
    fake.die(worker!, 1);
    jest.advanceTimersByTime(999);
    expect(fake.fork).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fake.fork).toHaveBeenCalledTimes(2);

    const [again] = Object.values(fake.workers);
    fake.listen(again!);
    fake.die(again!, null, 'SIGKILL');
    supervisor.stop();
    jest.advanceTimersByTime(5000);
    expect(fake.fork).toHaveBeenCalledTimes(2);
    expect(exit).toHaveBeenCalledWith(0);
  });
});
