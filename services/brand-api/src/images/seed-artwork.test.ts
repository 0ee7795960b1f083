import { loadSeedContent } from '../seed/seed-content';
import { JOB_CATEGORY_ARTWORK, MENU_ARTWORK, PAGE_ARTWORK, restaurantArtwork, townOf } from './seed-artwork';

const content = loadSeedContent();

describe('the seed content\'s artwork', () => {
  it('names a picture for every image path pages and offers give (none falls back)', () => {
    const paths = [
      ...content.pages.flatMap((p) => p.tiles.flatMap((t) => (t.imageUrl ? [t.imageUrl] : []))),
      ...content.offers.flatMap((o) => (o.imageUrl ? [o.imageUrl] : [])),
    ];
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !(p in PAGE_ARTWORK))).toEqual([]);
  });

  it('has a still life for every menu and a header for every job category', () => {
    expect(content.menus.filter((m) => !(m.id in MENU_ARTWORK)).map((m) => m.id)).toEqual([]);
    expect(content.jobs.filter((j) => !(j.category in JOB_CATEGORY_ARTWORK)).map((j) => j.category)).toEqual([]);
  });

  it('draws each restaurant\'s front and dining room from its own seed', () => {
    const seeds = content.restaurants.flatMap((r) => [restaurantArtwork(r, 0).seed, restaurantArtwork(r, 1).seed]);
    expect(new Set(seeds).size).toBe(content.restaurants.length * 2);
  });

  it.each([
    [{ title: 'Maison Rivière Bath Widcombe', addressCity: 'Bath' }, 'Bath Widcombe'],
    [{ title: "Maison Rivière St Paul's", addressCity: 'London' }, "St Paul's"],
    [{ title: 'Maison Rivière', addressCity: 'Hove' }, 'Hove'],
  ])('paints %p\'s awning with %p', (restaurant, town) => {
    expect(townOf(restaurant)).toBe(town);
  });
});
