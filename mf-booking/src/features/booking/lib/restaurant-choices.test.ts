import { restaurantChoices, type ChoosableRestaurant } from './restaurant-choices';

const BRAND = 'Maison Rivière';
let nextId = 1;
const r = (title: string, city: string, slug: string, addressCity: string): ChoosableRestaurant => ({ storeId: nextId++, title, city, slug, addressCity });

/** The seed's shapes: a town with its flagship and another, holiday parks addressed by a nearby town, a town with no flagship. */
const SEED = [
  r('Maison Rivière Bournemouth', 'bournemouth', 'bournemouth', 'Bournemouth'),
  r('Maison Rivière Bath Widcombe', 'bath', 'bath-widcombe', 'Bath'),
  r('Maison Rivière Bath', 'bath', 'bath', 'Bath'),
  r('Maison Rivière Elveden Forest', 'elveden-forest', 'elveden-forest', 'Brandon'),
  r('Maison Rivière Hove', 'brighton', 'hove', 'Hove'),
  r('Maison Rivière Brighton', 'brighton', 'brighton', 'Brighton'),
  r('Maison Rivière Victoria', 'london', 'victoria', 'London'),
  r('Maison Rivière London O2', 'london', 'o2', 'London'),
  r('Maison Rivière Covent Garden', 'london', 'covent-garden', 'London'),
  r('Maison Rivière Henley', 'henley', 'henley', 'Henley-on-Thames'),
  r('Maison Rivière Manchester King Street', 'manchester', 'manchester', 'Manchester'),
  r('Maison Rivière Didsbury', 'manchester', 'didsbury', 'Manchester'),
  r('Maison Rivière Stratford-upon-Avon', 'stratford-upon-avon', 'stratford-upon-avon', 'Stratford-upon-Avon'),
  r('Maison Rivière St Albans', 'st-albans', 'st-albans', 'St Albans'),
  r('Maison Rivière Ellesmere Port', 'ellesmere-port', 'ellesmere-port', 'Ellesmere Port'),
];

const labelsOf = (list: ReturnType<typeof restaurantChoices>) => list.map((t) => [t.town, t.restaurants.map((c) => c.label)]);

describe('restaurantChoices', () => {
  it('groups by town in alphabetical order, the flagship named as the town and first, the others by their own name', () => {
    expect(labelsOf(restaurantChoices(SEED, BRAND))).toEqual([
      ['Bath', ['Bath', 'Widcombe']],
      ['Bournemouth', ['Bournemouth']],
      ['Brighton', ['Brighton', 'Hove']],
      ['Ellesmere Port', ['Ellesmere Port']],
      ['Elveden Forest', ['Elveden Forest']],
      ['Henley', ['Henley']],
      ['London', ['London O2', 'Covent Garden', 'Victoria']],
      ['Manchester', ['Manchester', 'Didsbury']],
      ['St Albans', ['St Albans']],
      ['Stratford-upon-Avon', ['Stratford-upon-Avon']],
    ]);
  });

  it('keeps each choice tied to its restaurant', () => {
    const bath = restaurantChoices(SEED, BRAND)[0]!;
    expect(bath.restaurants.map((c) => SEED.find((x) => x.storeId === c.storeId)!.slug)).toEqual(['bath', 'bath-widcombe']);
  });

  it.each([
    ['a title without the brand stays whole', [r('Le Petit Bistro', 'bath', 'le-petit-bistro', 'Bath')], [['Bath', ['Le Petit Bistro']]]],
    ['a title that is only the brand is not emptied', [r('Maison Rivière', 'witney', 'main', 'Witney')], [['Witney', ['Maison Rivière']]]],
    ['a town with no address town or flagship is its slug in words', [r('Maison Rivière Pier', 'south-bay', 'pier', 'Scarborough')], [['South Bay', ['Pier']]]],
    ['accents and case do not change the order', [r('Maison Rivière Zed', 'zed', 'zed', 'Zed'), r('Maison Rivière Éton', 'eton', 'eton', 'Éton')], [['Éton', ['Éton']], ['Zed', ['Zed']]]],
    ['no restaurants, no towns', [], []],
  ])('%s', (_case, restaurants, expected) => {
    expect(labelsOf(restaurantChoices(restaurants, BRAND))).toEqual(expected);
  });

  it('starts every town with an option whose name starts with the town, so typing the town finds it', () => {
    for (const { town, restaurants } of restaurantChoices(SEED, BRAND)) {
      expect(restaurants[0]!.label.startsWith(town)).toBe(true);
    }
  });
});
