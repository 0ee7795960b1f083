import type { Allergen, Menu, MenuItem, MenuSection, RestaurantLocation } from '@riviere/api-client';

/** Small builders for menus in tests: only what a test cares about is spelled out. */
export function item(name: string, tags: string[] = [], overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    description: `${name}, made in our kitchen.`,
    price: 1000,
    dietaryTags: tags.map((tag) => ({ name: tag })),
    allergens: [] as Allergen[],
    ...overrides,
  };
}

export function section(name: string, items: MenuItem[], overrides: Partial<MenuSection> = {}): MenuSection {
  return { id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name, items, ...overrides };
}

export function menu(id: string, name: string, sections: MenuSection[], overrides: Partial<Menu> = {}): Menu {
  return {
    id,
    name,
    description: `${name} description.`,
    image: { file: { url: `/assets/menus/${id}.jpg` }, alt: name },
    sections,
    ...overrides,
  };
}

/** Two menus shaped like the seed content: tagged, partly tagged and untagged dishes. */
export const A_LA_CARTE = menu('a-la-carte', 'À la carte', [
  section('Starters', [
    item('Soupe à l’oignon', [], { price: 725, allergens: ['cereals containing gluten', 'milk', 'celery'] }),
    item('Soupe au pistou', ['vegetarian', 'vegan', 'gluten-free'], { price: 650, allergens: ['celery'] }),
    item('Salade de chèvre', ['vegetarian', 'gluten-free'], { price: 825, allergens: ['milk', 'tree nuts', 'mustard'] }),
  ]),
  section('Mains', [
    item('Steak frites', [], { price: 1995, allergens: ['milk', 'eggs'] }),
    item('Ratatouille', ['vegetarian', 'vegan', 'gluten-free'], { price: 1550 }),
    item('Mushroom pie', ['vegetarian', 'vegan'], { price: 1595, allergens: ['cereals containing gluten'] }),
  ]),
  section('Desserts', [item('Tarte au citron', ['vegetarian'], { price: 725, allergens: ['eggs', 'milk'] })]),
]);

export const KIDS = menu('kids', 'Petits', [
  section('Mains', [item('Chicken goujons', [], { price: 695 }), item('Petit steak', ['gluten-free'], { price: 795 })]),
  section('Puddings', [item('Ice cream', ['vegetarian', 'gluten-free'], { price: 350 })]),
]);

export function restaurant(overrides: Partial<RestaurantLocation> = {}): RestaurantLocation {
  return {
    storeId: 7,
    title: 'Maison Rivière Greenwich',
    slug: 'greenwich',
    city: 'london',
    enableBookings: true,
    bookingProviderUrl: null,
    hideRestaurantDetailPage: false,
    ...overrides,
  } as RestaurantLocation; // the menus remote reads only these fields
}
