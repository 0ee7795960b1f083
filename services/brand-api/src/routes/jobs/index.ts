import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContentRepository } from '../../content/content-repository';
import type { RestaurantFinder } from '../../geo/restaurant-finder';
import type { JobsService } from '../../jobs/jobs-service';
import { notFound } from '../../lib/domain-error';
import { restaurantCard } from '../../mail/compose-email';
import { job } from '../../schemas/common';
import { applicationResult, jobApplication, jobList, jobParams, jobsQuery, locations, locationsQuery } from '../../schemas/jobs';
import type { RateLimit } from '../rate-limit';

export interface JobRoutesOptions {
  jobs: JobsService;
  content: ContentRepository;
  finder: RestaurantFinder;
  sensitive: RateLimit;
  /** The public site: the e-mail's links and logo. */
  siteUrl: string;
}

/** Careers: open jobs, the distance filter's location lookup, and applications with a CV checked by its bytes. */
export const jobRoutes: FastifyPluginAsyncTypebox<JobRoutesOptions> = async (app, deps) => {
  const tags = ['jobs'];

  app.get('/api/jobs', {
    schema: { tags, summary: 'Every open job of a site', querystring: jobsQuery, response: { 200: jobList } },
  }, async (request) => {
    const { siteId } = request.query;
    const settings = await deps.content.settings();
    if (siteId !== settings.site_id) throw notFound('SITE_NOT_FOUND', `There is no site "${siteId}".`);
    return { jobs: await deps.jobs.all() };
  });

  app.get('/api/jobs/locations', {
    schema: { tags, summary: 'Resolve a postcode or town for the job distance filter', querystring: locationsQuery, response: { 200: locations } },
  }, async (request) => {
    const hit = await deps.finder.locate(request.query.query);
    return [{ name: hit.label, geometry: { location: { lat: hit.lat, lng: hit.lng } } }];
  });

  app.get('/api/jobs/:jobId', {
    schema: { tags, summary: 'One job', params: jobParams, response: { 200: job } },
  }, (request) => deps.jobs.one(request.params.jobId));

  app.post('/api/jobs/application', {
    config: { rateLimit: deps.sensitive },
    bodyLimit: 8 * 1024 * 1024,
    schema: {
      tags,
      summary: 'Apply for a job; a CV must really be a PDF or DOCX (checked by its bytes), at most 5 MB',
      body: jobApplication,
      response: { 200: applicationResult },
    },
  }, async (request) => {
    const settings = await deps.content.settings();
    // A job's restaurant that is not in the content (closed since) leaves the card out, not the e-mail.
    const restaurantFor = async (storeId: number) => {
      const restaurant = await deps.content.restaurantByStoreId(storeId).catch(() => null);
      return restaurant ? restaurantCard(restaurant, deps.siteUrl) : null;
    };
    await deps.jobs.apply(request.body, { siteName: settings.site_name, restaurantFor });
    return { success: true, message: 'Thank you for your application. We will be in touch soon.' };
  });
};
