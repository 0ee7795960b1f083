import path from 'node:path';

/** The render worker from source, for tests (the built one is `dist/ssr/render-worker.js`). */
export const RENDER_WORKER_FROM_SOURCE = {
  file: path.join(__dirname, '../ssr/render-worker.ts'),
  execArgv: ['--require', path.join(__dirname, 'typescript-loader.cjs')],
};
