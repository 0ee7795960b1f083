import type { FastifyInstance } from 'fastify';
import type { JobApplicationPayload } from '@riviere/api-client';
import type { ContentRepository } from '../content/content-repository';
import type { RestaurantFinder } from '../geo/restaurant-finder';
import type { JobsService } from '../jobs/jobs-service';
import { notFound } from '../lib/domain-error';
import { email, job, looseObject, restaurant, uploadedFile } from '../schemas/common';
import type { RateLimit } from './rate-limit';

const geoResult = looseObject(['query', 'lat', 'lng', 'label', 'restaurants'], {
  query: { type: 'string' }, lat: { type: 'number' }, lng: { type: 'number' }, label: { type: 'string' },
  restaurants: { type: 'array', items: restaurant },
});
const searchText = { type: 'string', minLength: 1, maxLength: 100 } as const;

export function geoRoutes(app: FastifyInstance, { finder }: { finder: RestaurantFinder }): void {
  const tags = ['geo'];
  app.get('/api/geo/search/:query', {
    schema: {
      tags,
      summary: 'Restaurants near a postcode, postcode district, town or restaurant name: at most 10 within 100 miles, nearest first',
      params: { type: 'object', required: ['query'], properties: { query: searchText } },
      response: { 200: geoResult },
    },
  }, (request) => finder.search((request.params as { query: string }).query));

  app.get('/api/geo/search/lat/:lat/lng/:lng', {
    schema: {
      tags,
      summary: 'Restaurants near a point (browser geolocation)',
      params: {
        type: 'object',
        required: ['lat', 'lng'],
        properties: { lat: { type: 'number', minimum: -90, maximum: 90 }, lng: { type: 'number', minimum: -180, maximum: 180 } },
      },
      response: { 200: geoResult },
    },
  }, (request) => {
    const { lat, lng } = request.params as { lat: number; lng: number };
    return finder.searchByPoint(lat, lng);
  });
}

export function jobRoutes(
  app: FastifyInstance,
  deps: { jobs: JobsService; content: ContentRepository; finder: RestaurantFinder; sensitive: RateLimit },
): void {
  const tags = ['jobs'];
  app.get('/api/jobs', {
    schema: {
      tags,
      summary: 'Every open job of a site',
      querystring: { type: 'object', required: ['siteId'], properties: { siteId: { type: 'string', minLength: 1, maxLength: 80 } } },
      response: { 200: looseObject(['jobs'], { jobs: { type: 'array', items: job } }) },
    },
  }, async (request) => {
    const { siteId } = request.query as { siteId: string };
    const settings = await deps.content.settings();
    if (siteId !== settings.site_id) throw notFound('SITE_NOT_FOUND', `There is no site "${siteId}".`);
    return { jobs: await deps.jobs.all() };
  });

  app.get('/api/jobs/locations', {
    schema: {
      tags,
      summary: 'Resolve a postcode or town for the job distance filter',
      querystring: {
        type: 'object',
        required: ['query'],
        properties: { query: searchText, sessionKey: { type: 'string', maxLength: 100 } },
      },
      response: {
        200: {
          type: 'array',
          items: looseObject(['name', 'geometry'], { name: { type: 'string' }, geometry: looseObject(['location'], { location: looseObject(['lat', 'lng'], { lat: { type: 'number' }, lng: { type: 'number' } }) }) }),
        },
      },
    },
  }, async (request) => {
    const hit = await deps.finder.locate((request.query as { query: string }).query);
    return [{ name: hit.label, geometry: { location: { lat: hit.lat, lng: hit.lng } } }];
  });

  app.get('/api/jobs/:jobId', {
    schema: {
      tags,
      summary: 'One job',
      params: { type: 'object', required: ['jobId'], properties: { jobId: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' } } },
      response: { 200: job },
    },
  }, (request) => deps.jobs.one((request.params as { jobId: string }).jobId));

  const month = { type: 'integer', minimum: 1, maximum: 12 } as const;
  const year = { type: 'integer', minimum: 1900, maximum: 2200 } as const;
  app.post('/api/jobs/application', {
    config: { rateLimit: deps.sensitive },
    bodyLimit: 8 * 1024 * 1024,
    schema: {
      tags,
      summary: 'Apply for a job; a CV must really be a PDF or DOCX (checked by its bytes), at most 5 MB',
      body: {
        type: 'object',
        required: ['email', 'firstName', 'secondName', 'telephone', 'jobId', 'experience', 'questions'],
        additionalProperties: false,
        properties: {
          email,
          firstName: { type: 'string', minLength: 1, maxLength: 80 },
          secondName: { type: 'string', minLength: 1, maxLength: 80 },
          telephone: { type: 'string', minLength: 1, maxLength: 30 },
          jobId: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' },
          resume: uploadedFile,
          experience: {
            type: 'array',
            maxItems: 20,
            items: {
              type: 'object',
              required: ['employer', 'jobTitle', 'fromMonth', 'fromYear', 'isCurrentRole'],
              additionalProperties: false,
              properties: {
                employer: { type: 'string', maxLength: 120 }, jobTitle: { type: 'string', maxLength: 120 },
                fromMonth: month, fromYear: year, toMonth: month, toYear: year, isCurrentRole: { type: 'boolean' },
              },
            },
          },
          questions: {
            type: 'array',
            maxItems: 50,
            items: {
              type: 'object',
              required: ['id', 'answer'],
              additionalProperties: false,
              properties: {
                id: { type: 'string', maxLength: 60 },
                answer: { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 200 } }] },
              },
            },
          },
        },
      },
      response: { 200: looseObject(['success', 'message'], { success: { type: 'boolean' }, message: { type: 'string' } }) },
    },
  }, async (request) => {
    await deps.jobs.apply(request.body as JobApplicationPayload);
    return { success: true, message: 'Thank you for your application. We will be in touch soon.' };
  });
}
