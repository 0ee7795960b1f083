/** @jest-environment node */
import { ApiError } from '@riviere/api-client';
import { CONTRACT_VERSION } from '@riviere/mf-contract';
import { apiForServer } from './shared/api';
import { contractVersion, render, version } from './server';
import { createFakeApi, type FakeApi } from './test-support/render-app';
import { textOf } from '@riviere/remote-kit/testing';
import { NOW, ORIGIN, serverProps } from './test-support/server-props';
import { KEPT_ANSWERS_MS } from '@riviere/remote-kit/server';

jest.mock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiForServer: jest.fn() }));

/** A minute on: a page rendered again within a minute starts from the answers it carried, so the API is asked again only now. */
const LATER = { now: NOW + KEPT_ANSWERS_MS };

let api: FakeApi;
beforeEach(() => {
  api = createFakeApi();
  jest.mocked(apiForServer).mockReturnValue(api);
});

it('is a contract 2 server entry of this version, reaching the API with the server token', async () => {
  expect(contractVersion).toBe(CONTRACT_VERSION);
  expect(version).toBe(__APP_VERSION__);
  await render(serverProps('/our-menu'));
  expect(apiForServer).toHaveBeenCalledWith({ baseUrl: 'http://brand-api.test', token: { accessToken: 'server-token', expiresAt: NOW + 3_600_000 }, brandKey: 'test-brand' });
});

describe('the menus list on the server', () => {
  it.each([
    ['/our-menu', 'Our menus', '/our-menu/kids'],
    ['/menu', 'Our menus', '/menu/kids'],
    ['/restaurants/london/greenwich/menu', 'Menus at Maison Rivière Greenwich', '/restaurants/london/greenwich/menu/kids'],
  ])('%s holds every dish with its price and badges, and the head', async (path, title, kidsHref) => {
    const result = await render(serverProps(path));
    const text = textOf(result.html);
    expect(result.status).toBe(200);
    expect(text).toContain(title);
    for (const dish of ['Soupe au pistou', 'Steak frites', 'Chicken goujons', 'Ice cream']) expect(text).toContain(dish);
    expect(text).toContain('£6.50');
    expect(result.html).toContain('<abbr class="mm-badge__abbr" title="Vegan"');
    expect(result.html).toContain(`href="${kidsHref}"`);
    expect(result.html).not.toContain('application/ld+json');
    expect(result.head).toEqual({
      title,
      description: `${title}: every dish with its price, dietary choices to filter by and each menu's allergen guide.`,
      canonical: `${ORIGIN}${path}`,
    });
  });

  it('renders the dietary filter as links that work without scripts, and applies ?diet=', async () => {
    const result = await render(serverProps('/our-menu?diet=vegan'));
    const text = textOf(result.html);
    expect(result.html).toMatch(/<a href="\/our-menu\?diet=vegetarian,vegan" role="button" aria-pressed="false" class="mm-toggle">/);
    expect(result.html).toMatch(/<a href="\/our-menu" role="button" aria-pressed="true" class="mm-toggle">/);
    expect(text).toContain('Soupe au pistou');
    expect(text).not.toContain('Steak frites');
    expect(result.head?.canonical).toBe(`${ORIGIN}/our-menu`);
  });

  it('answers 404 for an unknown restaurant', async () => {
    const result = await render(serverProps('/restaurants/london/atlantis/menu'));
    expect(result.status).toBe(404);
  });

  it('fails (the site server then renders in the browser) when the menus answer 500', async () => {
    api.getMenus.mockRejectedValueOnce(new ApiError('Server error', { status: 500 }));
    await expect(render(serverProps('/our-menu', LATER))).rejects.toThrow('Server error');
  });
});

describe('one menu on the server', () => {
  it('holds the dishes, prices, badges and a closed allergen guide that opens without scripts', async () => {
    const result = await render(serverProps('/our-menu/a-la-carte'));
    const text = textOf(result.html);
    expect(result.status).toBe(200);
    expect(text).toContain('À la carte');
    expect(text).toContain('Soupe au pistou, made in our kitchen.');
    expect(text).toContain('£19.95');
    expect(result.html).toMatch(/<details class="mm-allergens"><summary class="mm-disclosure"><h2[^>]*>Allergen guide<\/h2>/);
    expect(text).toContain('Allergens in the À la carte menu');
    expect(result.html).not.toContain('application/ld+json');
    expect(result.state).toEqual({ queries: { 'menu:a-la-carte': { data: expect.objectContaining({ id: 'a-la-carte' }) }, 'restaurant:none': { data: null } } });
  });

  it('puts one schema.org Menu in the head, with the page URL, title and description', async () => {
    const { head } = await render(serverProps('/restaurants/london/greenwich/menu/kids?diet=vegetarian'));
    expect(head).toMatchObject({
      title: 'Petits at Maison Rivière Greenwich',
      description: 'The Petits menu at Maison Rivière Greenwich: dishes, prices, dietary choices and the allergen guide.',
      canonical: `${ORIGIN}/restaurants/london/greenwich/menu/kids`,
    });
    expect(head?.jsonLd).toHaveLength(1);
    const [data] = head!.jsonLd!;
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Menu', name: 'Petits', url: `${ORIGIN}/restaurants/london/greenwich/menu/kids` });
    expect((data as { hasMenuSection: { hasMenuItem: unknown[] }[] }).hasMenuSection[1]!.hasMenuItem[0]).toEqual({
      '@type': 'MenuItem',
      name: 'Ice cream',
      description: 'Ice cream, made in our kitchen.',
      offers: { '@type': 'Offer', price: '3.50', priceCurrency: 'GBP' },
      suitableForDiet: ['https://schema.org/VegetarianDiet', 'https://schema.org/GlutenFreeDiet'],
    });
  });

  it('answers 404 for an unknown menu, saying so in the spec’s words', async () => {
    const result = await render(serverProps('/our-menu/no-such-menu'));
    expect(result.status).toBe(404);
    expect(textOf(result.html)).toContain('Menu not found.');
    expect(result.head?.title).toBe('Menu not found');
    expect(result.head?.jsonLd).toBeUndefined();
  });

  it('answers 404 for an unknown restaurant', async () => {
    expect((await render(serverProps('/restaurants/london/atlantis/menu/kids'))).status).toBe(404);
  });
});
