import { createRenderPool, threadNow, type WorkerRequest } from './render-pool';
import { serverEntry } from '../test-support/remote-server-fixtures';
import { RENDER_WORKER_FROM_SOURCE } from '../test-support/render-worker';

/** One version's task for the pool: its source shared as the renderer shares it. */
function taskOf(version: string, source: string, live: readonly string[]): Omit<WorkerRequest, 'id' | 'props'> {
  const bytes = Buffer.from(source);
  const shared = new SharedArrayBuffer(bytes.length);
  new Uint8Array(shared).set(bytes);
  return { key: `mf-menus@${version}`, version, filename: `mf-menus/${version}/remote-server.js`, source: shared, live, deadline: threadNow() + 5_000 };
}

const PROPS = {
  widget: 'app',
  location: { pathname: '/our-menu', search: '', hash: '' },
  config: { brandKey: 'local-brand', siteName: 'Maison Rivière', apiBase: '' },
  origin: 'https://www.maison-riviere.test',
  now: Date.UTC(2027, 0, 13, 11),
  api: { baseUrl: 'http://127.0.0.1:9', token: { accessToken: 'x', expiresAt: Date.UTC(2027, 0, 14) } },
};

describe('the render pool', () => {
  it('loads a version in the replacement of a worker stopped for another version’s looping render, not refusing it', async () => {
    const warnings: string[] = [];
    const pool = createRenderPool({ threads: 1, memoryMb: 128, brandApiUrl: 'http://127.0.0.1:9', stuckMs: 300, loadStuckMs: 5_000, worker: RENDER_WORKER_FROM_SOURCE, warn: (line) => warnings.push(line) });
    try {
      const live = ['mf-menus@1.0.0', 'mf-menus@2.0.0'];
      const loops = taskOf('1.0.0', serverEntry.loopsForever('1.0.0'), live);
      expect(await pool.warm(loops)).toMatchObject({ ok: true });
      // The one worker loops in 1.0.0's render; 2.0.0's load waits behind it when the worker is stopped.
      const looping = pool.run({ ...loops, deadline: threadNow() + 200, props: PROPS });
      const loaded = pool.warm(taskOf('2.0.0', serverEntry.renders('2.0.0'), live));
      expect(await looping).toMatchObject({ ok: false, stage: 'stopped' });
      expect(await loaded).toMatchObject({ ok: true });
      expect(warnings.join('\n')).toMatch(/busy for over 300 ms without a pause: the worker was stopped/);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('answers a version whose own load never ends as stopped, once', async () => {
    const warnings: string[] = [];
    const pool = createRenderPool({ threads: 1, memoryMb: 128, brandApiUrl: 'http://127.0.0.1:9', stuckMs: 300, loadStuckMs: 500, worker: RENDER_WORKER_FROM_SOURCE, warn: (line) => warnings.push(line) });
    try {
      const source = `while (true) {}\n${serverEntry.renders('3.0.0')}`;
      expect(await pool.warm(taskOf('3.0.0', source, ['mf-menus@3.0.0']))).toMatchObject({ ok: false, stage: 'stopped', whileLoading: true });
      // Not tried again in the replacement: one worker stopped, not three.
      expect(warnings.filter((line) => line.includes('the worker was stopped'))).toHaveLength(1);
    } finally {
      await pool.close();
    }
  }, 30_000);
});
