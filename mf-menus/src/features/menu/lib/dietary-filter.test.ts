import type { Menu } from '@riviere/api-client';
import { item, menu, section } from '../../../test-support/menus';
import { availableTags, countItems, filterMenu, filterMenus, filterSection, itemPasses } from './dietary-filter';

const names = (menus: Menu[]) =>
  menus.map((m) => `${m.name}: ${m.sections.map((s) => `${s.name} [${s.items.map((i) => i.name).join(', ')}]`).join(' ')}`);

describe('itemPasses (spec §5)', () => {
  it.each([
    // tags on the item, selected filters, shown?
    [[], [], true], // no filter: everything shows, untagged too
    [['vegan'], [], true],
    [[], ['vegan'], false], // untagged items are hidden once any filter is on
    [['vegan'], ['vegan'], true],
    [['vegetarian'], ['vegan'], false],
    [['vegan', 'gluten-free'], ['vegan', 'gluten-free'], true], // carries every selected tag
    [['vegetarian', 'vegan', 'gluten-free'], ['vegan', 'gluten-free'], true], // extra tags are fine
    [['vegan'], ['vegan', 'gluten-free'], false], // one selected tag missing
    [['gluten-free'], ['vegan', 'gluten-free'], false],
    [['Vegan '], ['vegan'], true], // tag names compare trimmed, case-insensitively
  ])('an item tagged %j with filters %j shows: %p', (tags, selected, shown) => {
    expect(itemPasses(item('Dish', tags), selected)).toBe(shown);
  });
});

describe('filterSection', () => {
  const sides = section('Sides', [item('Frites', ['vegan', 'gluten-free']), item('Mash', ['vegetarian', 'gluten-free']), item('Bread')]);

  it.each([
    [[], ['Frites', 'Mash', 'Bread']],
    [['gluten-free'], ['Frites', 'Mash']],
    [['vegan', 'gluten-free'], ['Frites']],
    [['vegetarian', 'vegan'], null], // no item passes: the section is hidden
  ])('with filters %j keeps %j', (selected, expected) => {
    const result = filterSection(sides, selected);
    expect(result === null ? null : result.items.map((i) => i.name)).toEqual(expected);
  });

  it('returns the section itself when no filter is on (even an empty one)', () => {
    const empty = section('Specials', []);
    expect(filterSection(empty, [])).toBe(empty);
    expect(filterSection(empty, ['vegan'])).toBeNull();
  });

  it('never changes its input', () => {
    filterSection(sides, ['vegan']);
    expect(sides.items).toHaveLength(3);
  });
});

describe('filterMenu / filterMenus', () => {
  const lunch = menu('lunch', 'Lunch', [
    section('Starters', [item('Soup', ['vegetarian', 'vegan']), item('Pâté')]),
    section('Mains', [item('Steak'), item('Risotto', ['vegetarian', 'gluten-free'])]),
  ]);
  const grill = menu('grill', 'Grill', [section('Mains', [item('Ribeye', ['gluten-free']), item('Burger')])]);
  const bar = menu('bar', 'Bar', [section('Snacks', [item('Olives'), item('Nuts')])]); // nothing tagged

  it.each<[string[], string[]]>([
    [[], ['Lunch: Starters [Soup, Pâté] Mains [Steak, Risotto]', 'Grill: Mains [Ribeye, Burger]', 'Bar: Snacks [Olives, Nuts]']],
    [['vegetarian'], ['Lunch: Starters [Soup] Mains [Risotto]']],
    [['vegan'], ['Lunch: Starters [Soup]']], // a section with no passing item disappears
    [['gluten-free'], ['Lunch: Mains [Risotto]', 'Grill: Mains [Ribeye]']],
    [['vegan', 'gluten-free'], []], // a menu shows only if a section passes
    [['halal'], []],
  ])('with filters %j shows %j', (selected, expected) => {
    expect(names(filterMenus([lunch, grill, bar], selected))).toEqual(expected);
  });

  it('filterMenu is null when no section passes and the menu itself when no filter is on', () => {
    expect(filterMenu(bar, ['vegetarian'])).toBeNull();
    expect(filterMenu(bar, [])).toBe(bar);
  });

  it('keeps the menu and section fields other than the lists', () => {
    const result = filterMenu(lunch, ['vegan']);
    expect(result).toMatchObject({ id: 'lunch', name: 'Lunch', description: lunch.description });
    expect(result?.sections[0]).toMatchObject({ id: 'starters', name: 'Starters' });
  });
});

describe('countItems', () => {
  it.each([
    [[], 0],
    [[menu('a', 'A', [section('S', [item('x'), item('y')]), section('T', [])])], 2],
    [[menu('a', 'A', [section('S', [item('x')])]), menu('b', 'B', [section('S', [item('x'), item('z')])])], 3],
  ])('%#: counts %p dishes', (menus, expected) => {
    expect(countItems(menus as Menu[])).toBe(expected);
  });
});

describe('availableTags', () => {
  it.each([
    [[], []],
    [[menu('a', 'A', [section('S', [item('x')])])], []],
    [[menu('a', 'A', [section('S', [item('x', ['gluten-free', 'vegan']), item('y', ['vegetarian'])])])], ['vegetarian', 'vegan', 'gluten-free']],
    [[menu('a', 'A', [section('S', [item('x', ['Gluten-Free']), item('y', ['halal', 'gluten-free'])])])], ['gluten-free', 'halal']],
  ])('%#: derives %j from the data, in display order', (menus, expected) => {
    expect(availableTags(menus as Menu[])).toEqual(expected);
  });
});
