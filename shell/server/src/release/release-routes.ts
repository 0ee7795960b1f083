import type { FastifyInstance } from 'fastify';
import type { ReleaseStore } from './release-store';

/** GET /release.json: read on every page load by the shell, so never cached. */
export function releaseRoutes(app: FastifyInstance, release: ReleaseStore): void {
  app.get('/release.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return release.current();
  });
}
