import { Type } from '@sinclair/typebox';
import { looseObject, menu, page, restaurant, slug } from './common';

/** Schemas of the content endpoints (spec §9): brand settings, restaurants, menus, pages, choices. */
export const restaurantSlugCityParams = Type.Object({ slug, city: slug });
export const restaurantSlugParams = Type.Object({ slug });
export const menuParams = Type.Object({ id: slug });
// A page id may have two segments (/{id1}/{id2} routes), e.g. group-bookings/thanks.
export const pageParams = Type.Object({ id1: slug });
export const nestedPageParams = Type.Object({ id1: slug, id2: slug });

export const restaurantList = looseObject({ restaurants: Type.Array(restaurant) });
export const menuList = looseObject({ menus: Type.Array(menu) });

export const pageContent = looseObject({
  currentPage: page,
  allPages: Type.Array(looseObject({ id: Type.String(), title: Type.String() })),
  venueIds: Type.Array(Type.Integer()),
});

export const choices = looseObject({ interests: Type.Array(Type.String()), genders: Type.Array(Type.String()) });

export const socialMedia = looseObject({
  media: Type.Array(looseObject({ id: Type.Unknown(), mediaUrl: Type.Unknown(), permalink: Type.Unknown() })),
});

export const venueIdsQuery = Type.Object({ brand: Type.String({ minLength: 1, maxLength: 80 }) });
export const venueIds = looseObject({ venueIds: Type.Array(Type.Integer()) });
