import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RestaurantFinder } from '../../geo/restaurant-finder';
import { geoResult, pointParams, searchParams } from '../../schemas/geo';

export interface GeoRoutesOptions {
  finder: RestaurantFinder;
}

/** Restaurant search: at most 10 restaurants within 100 miles, nearest first. */
export const geoRoutes: FastifyPluginAsyncTypebox<GeoRoutesOptions> = async (app, { finder }) => {
  const tags = ['geo'];

  app.get('/api/geo/search/:query', {
    schema: {
      tags,
      summary: 'Restaurants near a postcode, postcode district, town or restaurant name: at most 10 within 100 miles, nearest first',
      params: searchParams,
      response: { 200: geoResult },
    },
  }, (request) => finder.search(request.params.query));

  app.get('/api/geo/search/lat/:lat/lng/:lng', {
    schema: { tags, summary: 'Restaurants near a point (browser geolocation)', params: pointParams, response: { 200: geoResult } },
  }, (request) => finder.searchByPoint(request.params.lat, request.params.lng));
};
