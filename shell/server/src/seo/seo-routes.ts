import type { FastifyInstance } from 'fastify';
import { TtlCache } from '@riviere/server-kit';
import type { BrandDataSource } from '../brand/brand-data';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

export interface SeoRoutesOptions {
  siteUrl: string;
  brandData: BrandDataSource;
  sitemapSources(siteId: string): Promise<{ pages: string[]; menus: string[]; jobs: string[] }>;
}

const SITEMAP_CACHE_MS = 60 * 60 * 1000;

/** `/sitemap.xml` (built from the brand API, kept an hour) and `/robots.txt`. */
export function seoRoutes(app: FastifyInstance, options: SeoRoutesOptions): void {
  // Kept an hour; concurrent misses share one build and a failure is not kept.
  const sitemap = new TtlCache<string>(SITEMAP_CACHE_MS);

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(options.siteUrl)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    let xml: string;
    try {
      xml = await sitemap.getOrLoad('sitemap.xml', async () => {
        const state = options.brandData.state();
        if (state.status !== 'ready') throw new Error(`brand data unavailable (${state.message})`);
        const sources = await options.sitemapSources(state.data.settings.site_id ?? '');
        return sitemapXml(options.siteUrl, sitemapPaths({ ...sources, restaurants: state.data.restaurants }));
      });
    } catch (error) {
      request.log.warn(`sitemap: ${(error as Error).message}`);
      return reply.code(503).header('retry-after', '30').send({ statusCode: 503, message: 'The sitemap is not available yet, please try again shortly.' });
    }
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
}
