/** What grouping needs of a restaurant: its town (the address's) and its name. */
interface Listed {
  addressCity: string;
  title: string;
}

export interface Town<R extends Listed> {
  name: string;
  restaurants: R[];
}

const collator = new Intl.Collator('en-GB', { sensitivity: 'base' });

/**
 * Restaurants grouped by the town in their address, towns in alphabetical order and the
 * restaurants of a town by name. Towns that differ only in case or accents are one town, named
 * as its first restaurant writes it; a restaurant without a town is listed under 'Other'.
 */
export function groupByTown<R extends Listed>(restaurants: readonly R[]): Town<R>[] {
  const towns = new Map<string, Town<R>>();
  for (const restaurant of restaurants) {
    const name = restaurant.addressCity.trim() || 'Other';
    const key = name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
    const town = towns.get(key) ?? { name, restaurants: [] };
    town.restaurants.push(restaurant);
    towns.set(key, town);
  }
  return [...towns.values()]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((town) => ({ ...town, restaurants: [...town.restaurants].sort((a, b) => collator.compare(a.title, b.title)) }));
}
