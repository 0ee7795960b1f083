import crypto from 'node:crypto';
import { verifyAppToken } from '@riviere/app-token';
import Fastify, { type FastifyRequest } from 'fastify';
import type { BrandSettings, Restaurant } from '../brand/brand-data';
import { RESTAURANTS, SETTINGS } from './brand-fixtures';

export const TEST_SECRET = 'test-secret-for-the-site-server';
export const TEST_BRAND_KEY = 'local-brand';
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FakeBrandApiOptions {
  port?: number;
  settings?: BrandSettings;
  restaurants?: Restaurant[];
}

export interface FakeBrandApi {
  url: string;
  port: number;
  /** Calls to the content endpoints, to see the site server's own requests. */
  contentCalls: number;
  /** One-click unsubscribes received: the path and the body as the brand API got them. */
  unsubscribes: { url: string; contentType: string | undefined; body: string }[];
  close(): Promise<void>;
}

/** What the echo routes answer: the request exactly as the brand API received it. */
export interface Echo {
  method: string;
  url: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  bodyLength: number;
  bodySha256: string;
  bodyText: string;
}

async function authorised(request: FastifyRequest): Promise<string | null> {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme !== 'Bearer' || !token) return 'A bearer token is required.';
  try {
    await verifyAppToken(TEST_SECRET, token);
  } catch {
    return 'The access token is invalid or has expired.';
  }
  if (request.headers['x-brand-key'] !== TEST_BRAND_KEY) return 'Wrong brand key.';
  if (!SESSION_ID.test(String(request.headers['x-session-id'] ?? ''))) return 'X-Session-Id must be a UUID.';
  return null;
}

export const FAKE_CAMPAIGNS: Record<string, string> = { 'cmp-2241': '2-for-1-mains' };
export const FAKE_JOBS = ['MR-1001'];
/** The bytes the fake serves as an image variant. */
export const FAKE_AVIF = Buffer.from('0000001c6674797061766966', 'hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A brand API small enough to read: the two content calls the site server makes at start (with
 * the real token check), an echo of any /api/echo or /cdg/echo request, a protected route, and
 * slow routes for timeouts.
 */
export async function startFakeBrandApi(options: FakeBrandApiOptions = {}): Promise<FakeBrandApi> {
  const app = Fastify({ bodyLimit: 40 * 1024 * 1024, forceCloseConnections: true });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const fake = { contentCalls: 0 };

  app.get('/api/v1/content/brand-settings', async (request, reply) => {
    fake.contentCalls += 1;
    const problem = await authorised(request);
    if (problem) return reply.code(401).send({ statusCode: 401, message: problem });
    return options.settings ?? SETTINGS;
  });
  app.get('/api/v1/content/search-restaurants/', async (request, reply) => {
    fake.contentCalls += 1;
    const problem = await authorised(request);
    if (problem) return reply.code(401).send({ statusCode: 401, message: problem });
    return { restaurants: options.restaurants ?? RESTAURANTS };
  });
  app.get('/api/v1/content/page/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    // As the brand API's schema: a page id is a lower-case slug, anything else is a bad request.
    if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(id)) return reply.code(400).send({ statusCode: 400, message: 'params/id1 must match pattern "^[a-z0-9][a-z0-9-]{0,79}$"' });
    if (id !== 'home' && id !== 'faqs') return reply.code(404).send({ statusCode: 404, message: 'This page could not be found.' });
    return { currentPage: { id, title: id === 'home' ? 'Home' : 'FAQs', description: '', tiles: [] }, allPages: [{ id: 'home', title: 'Home' }, { id: 'faqs', title: 'FAQs' }], venueIds: [] };
  });

  // What the redirects, the route middleware and the sitemap ask for.
  app.get('/api/offer/campaign/:id', async (request, reply) => {
    const slug = FAKE_CAMPAIGNS[(request.params as { id: string }).id];
    return slug ? { offerSlug: slug } : reply.code(404).send({ statusCode: 404, message: 'Could not find offer for that campaign.' });
  });
  app.get('/api/offer/getofferbyslug', async (request, reply) => {
    const slug = (request.query as { offerSlug?: string }).offerSlug ?? '';
    return Object.values(FAKE_CAMPAIGNS).includes(slug) ? { slug } : reply.code(404).send({ statusCode: 404, message: `Could not find offer "${slug}".` });
  });
  app.get('/api/jobs/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    return FAKE_JOBS.includes(id) ? { jobId: id } : reply.code(404).send({ statusCode: 404, message: 'Could not find that job.' });
  });
  app.get('/api/jobs', async () => ({ jobs: FAKE_JOBS.map((jobId) => ({ jobId })) }));
  // A guest's manage link: MR1.live is a booking, MR1.gone a cancelled one; anything else was tampered with.
  app.get('/api/booking/manage/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    if (token === 'MR1.live') return { reference: 'MR1' };
    if (token === 'MR1.gone') return reply.code(410).send({ statusCode: 410, message: 'This booking has been cancelled.' });
    return reply.code(400).send({ statusCode: 400, message: 'This link is not valid.' });
  });
  app.get('/api/v1/content/menus', async () => ({ menus: [{ id: 'a-la-carte' }, { id: 'kids' }] }));
  /** A content image variant: a few bytes standing for an AVIF, cached as the brand API caches them. */
  app.get('/media/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (file !== '0123456789ab-480.avif') return reply.code(404).send({ statusCode: 404, message: 'There is no such image.' });
    return reply.type('image/avif').header('cache-control', 'public, max-age=31536000, immutable').send(FAKE_AVIF);
  });
  // A marketing e-mail's unsubscribe link: recipient 'bGl2ZUBleGFtcGxlLmNvbQ' with signature 'signed' is ours.
  const unsubscribes: FakeBrandApi['unsubscribes'] = [];
  app.post('/api/marketing/unsubscribe/:recipient/:signature', async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
    unsubscribes.push({ url: request.url, contentType: request.headers['content-type'], body });
    const { signature } = request.params as { signature: string };
    if (signature !== 'signed') return reply.code(404).send({ statusCode: 404, code: 'UNSUBSCRIBE_LINK_INVALID', message: 'This unsubscribe link is not valid.' });
    if (body !== 'List-Unsubscribe=One-Click') return reply.code(400).send({ statusCode: 400, message: 'body/List-Unsubscribe must be equal to constant' });
    return { email: 'live@example.com', marketingEmails: false, message: 'You are unsubscribed.' };
  });

  app.get('/api/protected', async (request, reply) => {
    const problem = await authorised(request);
    if (problem) return reply.code(401).send({ statusCode: 401, message: problem });
    return { ok: true };
  });

  const echo = async (request: FastifyRequest) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const echoed: Echo = {
      method: request.method,
      url: request.url,
      query: request.query as Record<string, string>,
      headers: request.headers,
      bodyLength: body.length,
      bodySha256: crypto.createHash('sha256').update(body).digest('hex'),
      bodyText: body.length <= 4096 ? body.toString('utf8') : '',
    };
    return echoed;
  };
  for (const prefix of ['/api/echo', '/cdg/echo', '/api/booking/echo']) {
    app.all(`${prefix}/*`, async (request, reply) => {
      const status = Number((request.query as { status?: string }).status ?? 200);
      reply.code(status).header('x-upstream', 'fake').header('cache-control', 'private, max-age=60');
      return echo(request);
    });
  }

  const slow = async (request: FastifyRequest) => {
    await sleep(Number((request.query as { ms?: string }).ms ?? 2000));
    return { slow: true };
  };
  app.get('/api/slow', slow);
  app.get('/api/booking/slow', slow);

  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get contentCalls() {
      return fake.contentCalls;
    },
    unsubscribes,
    close: () => app.close(),
  };
}
