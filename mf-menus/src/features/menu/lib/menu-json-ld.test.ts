import { item, menu, section } from '../../../test-support/menus';
import { buildMenuJsonLd, serializeJsonLd } from './menu-json-ld';

const KIDS = menu('kids', 'Petits', [
  section('Mains', [item('Petit steak', ['gluten-free'], { price: 795, description: 'With frites.' })], {
    description: 'All mains come with peas.',
  }),
  section('Puddings', [
    item('Fruit salad', ['vegetarian', 'vegan', 'gluten-free'], { price: 350, description: '' }),
    item('Crêpe', ['vegetarian', 'halal'], { price: 395, description: 'Chocolate.' }),
    item('Goujons', [], { price: 695, description: 'Chicken.' }),
  ]),
]);

describe('buildMenuJsonLd', () => {
  const ld = buildMenuJsonLd(KIDS, 'https://www.example.co.uk/menu/kids');

  it('describes the menu', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      name: 'Petits',
      description: 'Petits description.',
      url: 'https://www.example.co.uk/menu/kids',
      image: 'https://www.example.co.uk/assets/menus/kids.jpg',
    });
  });

  it('lists sections and their items with GBP offers', () => {
    expect(ld.hasMenuSection).toEqual([
      {
        '@type': 'MenuSection',
        name: 'Mains',
        description: 'All mains come with peas.',
        hasMenuItem: [
          {
            '@type': 'MenuItem',
            name: 'Petit steak',
            description: 'With frites.',
            offers: { '@type': 'Offer', price: '7.95', priceCurrency: 'GBP' },
            suitableForDiet: ['https://schema.org/GlutenFreeDiet'],
          },
        ],
      },
      expect.objectContaining({ '@type': 'MenuSection', name: 'Puddings' }),
    ]);
  });

  it.each([
    ['Fruit salad', ['https://schema.org/VegetarianDiet', 'https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet']],
    ['Crêpe', ['https://schema.org/VegetarianDiet']], // a tag schema.org has no diet for is left out
    ['Goujons', undefined], // no tags: no suitableForDiet at all
  ])('%s is suitable for %j', (name, diets) => {
    const items = (ld.hasMenuSection as { hasMenuItem: Record<string, unknown>[] }[])[1]!.hasMenuItem;
    expect(items.find((i) => i.name === name)?.suitableForDiet).toEqual(diets);
  });

  it('leaves out empty descriptions, the url and the image when there is no page URL', () => {
    const bare = buildMenuJsonLd(menu('m', 'M', [section('S', [item('x', [], { description: '' })])], { description: '' }));
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('url');
    expect(bare).not.toHaveProperty('image');
    expect(JSON.stringify(bare)).not.toContain('"description"');
  });
});

describe('serializeJsonLd', () => {
  it.each([
    [{ name: '</script><script>alert(1)</script>' }, '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}'],
    [{ name: '<!-- x' }, '{"name":"\\u003c!-- x"}'],
    [{ name: 'Fish & chips' }, '{"name":"Fish \\u0026 chips"}'],
    [{ name: 'a\u2028b' }, '{"name":"a\\u2028b"}'],
    [{ price: '7.95' }, '{"price":"7.95"}'],
  ])('%j → %s', (data, expected) => {
    const text = serializeJsonLd(data);
    expect(text).toBe(expected);
    expect(JSON.parse(text)).toEqual(data); // still the same JSON
    expect(text).not.toContain('<');
  });
});
