import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ContentRepository } from '../content/content-repository';
import { brandSettings, looseObject, menu, page, restaurant } from '../schemas/common';

const slug = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,79}$' } as const;
const storeIdParams = {
  type: 'object',
  required: ['storeId'],
  properties: { storeId: { type: 'integer', minimum: 1 } },
} as const;

/**
 * Cached content is the same object until its cache entry expires, so its JSON is built once per
 * object, not per request: serialising the restaurant list was most of that endpoint's cost.
 */
const serialised = new WeakMap<object, Buffer>();
export function jsonOnce(value: object): Buffer {
  let json = serialised.get(value);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(value));
    serialised.set(value, json);
  }
  return json;
}

/** The restaurant list wrapped as `{ restaurants }`, built once per cached list. */
const wrapped = new WeakMap<object, Buffer>();
function restaurantsJson(list: object): Buffer {
  let json = wrapped.get(list);
  if (json === undefined) {
    json = Buffer.concat([Buffer.from('{"restaurants":'), jsonOnce(list), Buffer.from('}')]);
    wrapped.set(list, json);
  }
  return json;
}

function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export function contentRoutes(app: FastifyInstance, { content }: { content: ContentRepository }): void {
  const tags = ['content'];

  app.get('/api/v1/content/brand-settings', {
    schema: { tags, summary: 'Brand settings (cached 3600 s)', response: { 200: brandSettings } },
  }, async (_request, reply) => sendJson(reply, jsonOnce(await content.settings())));

  app.get('/api/v1/content/search-restaurants/', {
    schema: {
      tags,
      summary: 'Every restaurant (cached 3600 s)',
      response: { 200: looseObject(['restaurants'], { restaurants: { type: 'array', items: restaurant } }) },
    },
  }, async (_request, reply) => sendJson(reply, restaurantsJson(await content.restaurants())));

  app.get('/api/v1/content/restaurant/slug/:slug/city/:city', {
    schema: {
      tags,
      summary: 'One restaurant by its URL slug and city slug',
      params: { type: 'object', required: ['slug', 'city'], properties: { slug, city: slug } },
      response: { 200: restaurant },
    },
  }, async (request, reply) => {
    const { slug: s, city } = request.params as { slug: string; city: string };
    return sendJson(reply, jsonOnce(await content.restaurantBySlugAndCity(s, city)));
  });

  app.get('/api/v1/content/getRestaurantBySlug/:slug', {
    schema: { tags, summary: 'One restaurant by its URL slug', params: { type: 'object', required: ['slug'], properties: { slug } }, response: { 200: restaurant } },
  }, async (request, reply) => sendJson(reply, jsonOnce(await content.restaurantBySlug((request.params as { slug: string }).slug))));

  app.get('/api/v1/content/restaurant/:storeId', {
    schema: { tags, summary: 'One restaurant by storeId', params: storeIdParams, response: { 200: restaurant } },
  }, async (request, reply) => sendJson(reply, jsonOnce(await content.restaurantByStoreId((request.params as { storeId: number }).storeId))));

  app.get('/api/v1/content/menus', {
    schema: { tags, summary: 'Every menu', response: { 200: looseObject(['menus'], { menus: { type: 'array', items: menu } }) } },
  }, async () => ({ menus: await content.menus() }));

  app.get('/api/v1/content/menu/:id', {
    schema: { tags, summary: 'One menu', params: { type: 'object', required: ['id'], properties: { id: slug } }, response: { 200: menu } },
  }, async (request, reply) => sendJson(reply, jsonOnce(await content.menu((request.params as { id: string }).id))));

  // A page id may have two segments (/{id1}/{id2} routes), e.g. group-bookings/thanks.
  app.get('/api/v1/content/page/:id1', {
    schema: {
      tags,
      summary: 'A content page with one path segment',
      params: { type: 'object', required: ['id1'], properties: { id1: slug } },
      response: { 200: pageContent() },
    },
  }, (request) => content.page((request.params as { id1: string }).id1));

  app.get('/api/v1/content/page/:id1/:id2', {
    schema: {
      tags,
      summary: 'A content page with two path segments',
      params: { type: 'object', required: ['id1', 'id2'], properties: { id1: slug, id2: slug } },
      response: { 200: pageContent() },
    },
  }, (request) => {
    const { id1, id2 } = request.params as { id1: string; id2: string };
    return content.page(`${id1}/${id2}`);
  });

  app.get('/api/v1/content/choices', {
    schema: {
      tags,
      summary: 'Preference choices: interests and genders',
      response: { 200: looseObject(['interests', 'genders'], { interests: { type: 'array', items: { type: 'string' } }, genders: { type: 'array', items: { type: 'string' } } }) },
    },
  }, () => content.document('choices'));

  app.get('/api/social/insta/media', {
    schema: {
      tags: ['social'],
      summary: 'Recent social media posts',
      response: { 200: looseObject(['media'], { media: { type: 'array', items: looseObject(['id', 'mediaUrl', 'permalink'], {}) } }) },
    },
  }, async () => ({ media: await content.document('social') }));

  app.get('/cdg/booking/allVenueIds', {
    schema: {
      tags: ['booking'],
      summary: 'Every venue id of the brand',
      querystring: { type: 'object', required: ['brand'], properties: { brand: { type: 'string', minLength: 1, maxLength: 80 } } },
      response: { 200: looseObject(['venueIds'], { venueIds: { type: 'array', items: { type: 'integer' } } }) },
    },
  }, async () => ({ venueIds: (await content.restaurants()).map((r) => r.storeId) }));
}

function pageContent() {
  return looseObject(['currentPage', 'allPages', 'venueIds'], {
    currentPage: page,
    allPages: { type: 'array', items: looseObject(['id', 'title'], { id: { type: 'string' }, title: { type: 'string' } }) },
    venueIds: { type: 'array', items: { type: 'integer' } },
  });
}
