import { effectiveDiet, parseDiet, toggleTag, withDiet } from './diet-query';

describe('parseDiet', () => {
  it.each([
    ['', []],
    ['?', []],
    ['?diet=', []],
    ['?diet=vegan', ['vegan']],
    ['?diet=vegan,gluten-free', ['vegan', 'gluten-free']],
    ['?diet=gluten-free,vegan', ['vegan', 'gluten-free']], // display order, whatever the URL order
    ['?diet=gluten-free%2Cvegan', ['vegan', 'gluten-free']],
    ['?diet=Vegan,,vegan, ', ['vegan']],
    ['?page=2&diet=vegetarian', ['vegetarian']],
    ['?diet=vegan&diet=vegetarian', ['vegetarian', 'vegan']],
  ])('%p → %j', (search, expected) => {
    expect(parseDiet(search)).toEqual(expected);
  });
});

describe('withDiet', () => {
  it.each<[string, string[], string]>([
    ['', ['vegan'], '?diet=vegan'],
    ['', ['gluten-free', 'vegan'], '?diet=vegan,gluten-free'],
    ['?diet=vegan', [], ''],
    ['?diet=vegan&utm_source=mail', [], '?utm_source=mail'],
    ['?utm_source=mail', ['vegetarian'], '?utm_source=mail&diet=vegetarian'],
    ['?diet=vegan', ['vegan', 'vegan'], '?diet=vegan'],
  ])('%p with %j → %p', (search, tags, expected) => {
    expect(withDiet(search, tags)).toBe(expected);
  });

  it('round-trips through parseDiet', () => {
    expect(parseDiet(withDiet('?x=1', ['gluten-free', 'vegetarian']))).toEqual(['vegetarian', 'gluten-free']);
  });
});

describe('toggleTag', () => {
  it.each<[string[], string, string[]]>([
    [[], 'vegan', ['vegan']],
    [['vegan'], 'vegan', []],
    [['gluten-free'], 'vegan', ['vegan', 'gluten-free']],
    [['vegan', 'gluten-free'], 'gluten-free', ['vegan']],
  ])('%j toggling %p → %j', (selected, tag, expected) => {
    expect(toggleTag(selected, tag)).toEqual(expected);
  });
});

describe('effectiveDiet', () => {
  it.each<[string[], string[], string[]]>([
    [['vegan'], [], ['vegan']], // a brand tag counts even when no dish on the page carries it
    [['halal'], ['halal'], ['halal']], // a tag from the data counts
    [['typo', 'vegan'], ['vegetarian'], ['vegan']], // anything else is ignored
  ])('%j with available %j → %j', (selected, available, expected) => {
    expect(effectiveDiet(selected, available)).toEqual(expected);
  });
});
