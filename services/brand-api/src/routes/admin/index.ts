import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '@riviere/server-kit';
import type { ContentRepository } from '../../content/content-repository';
import { publishContent } from '../../content/content-publish';
import type { Db } from '../../db/db';
import type { BookingSeed } from '../../seed/booking-seed';
import type { SeedContent } from '../../seed/seed-content';

export interface AdminRoutesOptions {
  db: Db;
  content: ContentRepository;
  /** CONTENT_ADMIN_SECRET: what the caller must send in X-Admin-Secret. */
  secret: string;
  /** The content to publish, read when asked (the seed folder, its images made). */
  loadContent: () => Promise<SeedContent>;
  loadBooking: () => BookingSeed;
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * An operator's calls (not part of the public API, not in its document): only when
 * CONTENT_ADMIN_SECRET is set, and only with it.
 *
 * `POST /admin/content/publish` reads the content folder again and writes what changed, then
 * answers what changed and the surrogate keys to purge (`npm run release -- content publish`
 * purges them from the cache in front).
 */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, options) => {
  app.post('/admin/content/publish', { schema: { hide: true } }, async (request) => {
    const given = request.headers['x-admin-secret'];
    if (typeof given !== 'string' || !sameSecret(given, options.secret)) {
      throw new DomainError(401, 'ADMIN_SECRET', 'This call needs the content admin secret in the X-Admin-Secret header.');
    }
    const changes = await publishContent(options.db, await options.loadContent(), options.loadBooking());
    // The brand API's own copies: the next read is the new content.
    options.content.clear();
    const name = (r: { kind: string; id: string }) => `${r.kind} ${r.id}`;
    return { changed: changes.changed.map(name), added: changes.added.map(name), kept: changes.missing.map(name), keys: changes.keys };
  });
};
