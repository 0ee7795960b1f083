import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Choices, SocialMedia } from '@riviere/api-client';
import type { ContentRepository } from '../../content/content-repository';
import { brandSettings, menu, restaurant, storeIdParams } from '../../schemas/common';
import {
  choices, menuList, menuParams, nestedPageParams, pageContent, pageParams, restaurantList, restaurantSlugCityParams, restaurantSlugParams,
  socialMedia, venueIds, venueIdsQuery,
} from '../../schemas/content';

/**
 * Cached content is the same object until its cache entry expires, so its JSON is built once per
 * object, not per request: serialising the restaurant list was most of that endpoint's cost.
 */
const serialised = new WeakMap<object, Buffer>();
function jsonOnce(value: object): Buffer {
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

/** Sends JSON built once (the response schema documents it; serialising it again is what this avoids). */
function sendJson(reply: FastifyReply, json: Buffer): void {
  reply.type('application/json; charset=utf-8').send(json);
}

export interface ContentRoutesOptions {
  content: ContentRepository;
}

/** Brand content (spec §9): settings, restaurants, menus, pages, choices, social media, venue ids. */
export const contentRoutes: FastifyPluginAsyncTypebox<ContentRoutesOptions> = async (app, { content }) => {
  const tags = ['content'];

  app.get('/api/v1/content/brand-settings', {
    schema: { tags, summary: 'Brand settings (cached 3600 s)', response: { 200: brandSettings } },
  }, async (_request, reply) => sendJson(reply, jsonOnce(await content.settings())));

  app.get('/api/v1/content/search-restaurants/', {
    schema: { tags, summary: 'Every restaurant (cached 3600 s)', response: { 200: restaurantList } },
  }, async (_request, reply) => sendJson(reply, restaurantsJson(await content.restaurants())));

  app.get('/api/v1/content/restaurant/slug/:slug/city/:city', {
    schema: { tags, summary: 'One restaurant by its URL slug and city slug', params: restaurantSlugCityParams, response: { 200: restaurant } },
  }, async (request, reply) => sendJson(reply, jsonOnce(await content.restaurantBySlugAndCity(request.params.slug, request.params.city))));

  app.get('/api/v1/content/getRestaurantBySlug/:slug', {
    schema: { tags, summary: 'One restaurant by its URL slug', params: restaurantSlugParams, response: { 200: restaurant } },
  }, async (request, reply) => sendJson(reply, jsonOnce(await content.restaurantBySlug(request.params.slug))));

  app.get('/api/v1/content/restaurant/:storeId', {
    schema: { tags, summary: 'One restaurant by storeId', params: storeIdParams, response: { 200: restaurant } },
  }, async (request, reply) => sendJson(reply, jsonOnce(await content.restaurantByStoreId(request.params.storeId))));

  app.get('/api/v1/content/menus', {
    schema: { tags, summary: 'Every menu', response: { 200: menuList } },
  }, async () => ({ menus: await content.menus() }));

  app.get('/api/v1/content/menu/:id', {
    schema: { tags, summary: 'One menu', params: menuParams, response: { 200: menu } },
  }, async (request, reply) => sendJson(reply, jsonOnce(await content.menu(request.params.id))));

  app.get('/api/v1/content/page/:id1', {
    schema: { tags, summary: 'A content page with one path segment', params: pageParams, response: { 200: pageContent } },
  }, (request) => content.page(request.params.id1));

  app.get('/api/v1/content/page/:id1/:id2', {
    schema: { tags, summary: 'A content page with two path segments', params: nestedPageParams, response: { 200: pageContent } },
  }, (request) => content.page(`${request.params.id1}/${request.params.id2}`));

  app.get('/api/v1/content/choices', {
    schema: { tags, summary: 'Preference choices: interests and genders', response: { 200: choices } },
  }, () => content.document<Choices>('choices'));

  app.get('/api/social/insta/media', {
    schema: { tags: ['social'], summary: 'Recent social media posts', response: { 200: socialMedia } },
  }, async () => ({ media: await content.document<SocialMedia[]>('social') }));

  app.get('/cdg/booking/allVenueIds', {
    schema: { tags: ['booking'], summary: 'Every venue id of the brand', querystring: venueIdsQuery, response: { 200: venueIds } },
  }, async () => ({ venueIds: (await content.restaurants()).map((r) => r.storeId) }));
};
