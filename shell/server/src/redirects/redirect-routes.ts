import type { FastifyInstance } from 'fastify';
import type { BrandDataSource } from '../brand/brand-data';
import { resolveCanonicalCase, resolveRedirect, type RedirectContext } from './redirect-rules';

export interface RedirectRoutesOptions {
  brandData: BrandDataSource;
  sisterBrandUrl: string | null;
  offerForCampaign(campaignId: string): Promise<string | null>;
  /** Whether the brand API has a content page with this id; throws when it cannot say. */
  contentPageExists(id: string): Promise<boolean>;
}

/** Requests the redirects never touch: the API, the remotes, the server's own files. */
const NOT_PAGES = /^\/(?:api|cdg|remotes)(?:\/|$)|^\/(?:release\.json|health|sitemap\.xml|robots\.txt)$/i;
const CAMPAIGN_CACHE_MS = 60 * 60 * 1000;

/** Answers moved pages, and pages asked for in another case, with 301 before any route runs (spec §2 redirects). */
export function redirectRoutes(app: FastifyInstance, options: RedirectRoutesOptions): void {
  const campaigns = new Map<string, { slug: string | null; until: number }>();
  const ctx: RedirectContext = {
    cityOfSlug(slug) {
      const state = options.brandData.state();
      return state.status === 'ready' ? state.data.restaurants.find((r) => r.slug === slug)?.city : undefined;
    },
    sisterBrandUrl: options.sisterBrandUrl,
    async offerForCampaign(campaignId) {
      const cached = campaigns.get(campaignId);
      if (cached && cached.until > Date.now()) return cached.slug;
      try {
        const slug = await options.offerForCampaign(campaignId);
        campaigns.set(campaignId, { slug, until: Date.now() + CAMPAIGN_CACHE_MS });
        return slug;
      } catch {
        // The brand API is unreachable: no redirect now, ask again next time.
        return null;
      }
    },
  };

  // When the brand API cannot say, the canonical spelling is still the better guess.
  const pageExists = (id: string) => options.contentPageExists(id).catch(() => true);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_PAGES.test(path.replace(/\/{2,}/g, '/'))) return;
    const moved = (await resolveRedirect(request.url, ctx)) ?? (await resolveCanonicalCase(request.url, pageExists));
    if (!moved) return;
    await reply.code(301).header('location', moved.location).header('cache-control', 'public, max-age=3600').send();
  });
}
