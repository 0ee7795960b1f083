import type { FastifyInstance } from 'fastify';
import { etagOf, matchesEtag, SHARED_PAGE } from '../static/cache-policy';
import type { ReleaseStore } from './release-store';

/** The keys /release.json is filed under: any release purges it. */
export const RELEASE_KEYS = ['all', 'release'] as const;

export interface ReleaseRoutesOptions {
  /** A remote's entry script from its manifest, when the server can read it. */
  remoteEntry?: (manifestUrl: string) => string | null;
}

/**
 * GET /release.json: the remotes a page did not carry, read by the shell when it first needs one.
 * The same for everyone, so a shared cache keeps it like a page; a release purges it.
 */
export function releaseRoutes(app: FastifyInstance, release: ReleaseStore, options: ReleaseRoutesOptions = {}): void {
  app.get('/release.json', async (request, reply) => {
    const current = release.current();
    const entries = Object.fromEntries(
      Object.entries(current.remotes).flatMap(([name, manifestUrl]) => {
        const entry = options.remoteEntry?.(manifestUrl);
        return entry ? [[name, entry]] : [];
      }),
    );
    // The pins are the site server's own check: the browser is given the remotes and their entries.
    const body = JSON.stringify(Object.keys(entries).length > 0 ? { remotes: current.remotes, entries } : { remotes: current.remotes });
    const etag = etagOf(body);
    reply
      .header('cache-control', SHARED_PAGE)
      .header('surrogate-key', RELEASE_KEYS.join(' '))
      .header('xkey', RELEASE_KEYS.join(' '))
      .header('etag', etag)
      .header('content-type', 'application/json; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(body);
  });
}
