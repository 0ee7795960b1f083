import { Type } from '@sinclair/typebox';
import { looseObject, restaurant } from './common';

/** Schemas of the restaurant search (spec §7 geo): by postcode, district, town or name, or by a point. */
export const searchText = Type.String({ minLength: 1, maxLength: 100 });
export const searchParams = Type.Object({ query: searchText });
export const pointParams = Type.Object({ lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) });

export const geoResult = looseObject({
  query: Type.String(), lat: Type.Number(), lng: Type.Number(), label: Type.String(),
  restaurants: Type.Array(restaurant),
});
