import { groupByTown } from './group-by-town';

const r = (title: string, addressCity: string) => ({ title, addressCity });
const shape = (towns: ReturnType<typeof groupByTown>) => towns.map((t) => [t.name, t.restaurants.map((x) => x.title)]);

describe('groupByTown', () => {
  it.each([
    ['no restaurants', [], []],
    ['one town', [r('B', 'Bath'), r('A', 'Bath')], [['Bath', ['A', 'B']]]],
    [
      'towns in alphabetical order, whatever the list’s order',
      [r('Witney', 'Witney'), r('Victoria', 'London'), r('Bath', 'Bath'), r('Greenwich', 'London')],
      [['Bath', ['Bath']], ['London', ['Greenwich', 'Victoria']], ['Witney', ['Witney']]],
    ],
    ['case and accents make no new town', [r('A', 'Saint-Étienne'), r('B', 'saint-etienne')], [['Saint-Étienne', ['A', 'B']]]],
    ['a lower-case town sorts among the others', [r('Z', 'york'), r('Y', 'Bath')], [['Bath', ['Y']], ['york', ['Z']]]],
    ['no town: listed under Other', [r('A', ' '), r('B', 'Bath')], [['Bath', ['B']], ['Other', ['A']]]],
  ])('%s', (_, restaurants, expected) => {
    expect(shape(groupByTown(restaurants))).toEqual(expected);
  });

  it('keeps every restaurant', () => {
    const list = [r('A', 'Bath'), r('B', 'Hove'), r('C', 'Bath'), r('D', 'Brighton')];
    expect(groupByTown(list).flatMap((t) => t.restaurants)).toHaveLength(list.length);
  });
});
