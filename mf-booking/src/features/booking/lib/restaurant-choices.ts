import { compareText } from '@riviere/remote-kit/text';

/** What the restaurant list needs of a restaurant. */
export interface ChoosableRestaurant {
  storeId: number;
  title: string;
  /** The town's slug in the restaurant's address on the site (`/restaurants/{city}/{slug}`). */
  city: string;
  slug: string;
  addressCity: string;
}

export interface RestaurantChoice {
  storeId: number;
  /** The restaurant's own name: the town for its flagship, else its title without the brand and the town. */
  label: string;
}

export interface TownChoices {
  town: string;
  restaurants: RestaurantChoice[];
}

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const titleCase = (slug: string) => slug.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');

/** 'Maison Rivière Bath Widcombe' → 'Bath Widcombe' (the brand is the site's name; a title without it stays whole). */
function withoutPrefix(title: string, prefix: string): string {
  const rest = prefix && title.startsWith(`${prefix} `) ? title.slice(prefix.length + 1).trim() : title;
  return rest || title;
}

/**
 * The town a group of restaurants (one `city` slug) is listed under: the address town that is that
 * slug ('Bath', 'London', 'Stratford-upon-Avon'), else the flagship's name (the restaurant whose
 * slug is the town's: 'Elveden Forest', 'Henley'), else the slug in words.
 */
function townName(city: string, restaurants: readonly ChoosableRestaurant[], brand: string): string {
  const address = restaurants.find((r) => slugOf(r.addressCity) === city)?.addressCity;
  if (address) return address;
  const flagship = restaurants.find((r) => r.slug === city);
  return flagship ? withoutPrefix(flagship.title, brand) : titleCase(city);
}

/**
 * The restaurant that stands for its town, listed first: the one whose slug is the town's, else
 * one whose name starts with the town ('London O2').
 */
function flagshipOf(city: string, town: string, restaurants: readonly ChoosableRestaurant[], brand: string): ChoosableRestaurant | undefined {
  const startsWithTown = (r: ChoosableRestaurant) => withoutPrefix(r.title, brand).startsWith(town);
  return restaurants.find((r) => r.slug === city) ?? [...restaurants].sort((a, b) => compareText(a.title, b.title)).find(startsWithTown);
}

/** The flagship named as the town ('Bath', 'London O2' when it does not share the town's slug); the others without the town ('Widcombe'). */
function labelOf(r: ChoosableRestaurant, flagship: boolean, town: string, brand: string): string {
  if (flagship) return r.slug === r.city ? town : withoutPrefix(r.title, brand);
  return withoutPrefix(withoutPrefix(r.title, brand), town);
}

/**
 * The booking widget's restaurant list: grouped by town (its `city`), towns in alphabetical order,
 * each restaurant named without the brand ('Maison Rivière') or the town it is listed under — the
 * town's flagship as the town itself, first in its group, the others by name. A town's first
 * option starts with the town's name, so typing a town's first letters in the closed list jumps
 * to it.
 */
export function restaurantChoices(restaurants: readonly ChoosableRestaurant[], brand: string): TownChoices[] {
  const byCity = new Map<string, ChoosableRestaurant[]>();
  for (const r of restaurants) byCity.set(r.city, [...(byCity.get(r.city) ?? []), r]);
  const towns = [...byCity].map(([city, list]) => {
    const town = townName(city, list, brand);
    const flagship = flagshipOf(city, town, list, brand);
    const choices = list.map((r) => ({ flagship: r === flagship, choice: { storeId: r.storeId, label: labelOf(r, r === flagship, town, brand) } }));
    choices.sort((a, b) => Number(b.flagship) - Number(a.flagship) || compareText(a.choice.label, b.choice.label));
    return { town, restaurants: choices.map((c) => c.choice) };
  });
  return towns.sort((a, b) => compareText(a.town, b.town));
}
