import { UK_ALLERGENS } from '@riviere/api-client';
import { ENGINES, suiteApp } from '../../test-support/test-app';

describe.each(ENGINES)('content endpoints on %s', (engine) => {
  const suite = suiteApp(engine);

  it('serves brand settings with the navigation, footer and social links', async () => {
    const settings = (await suite.api.get('/api/v1/content/brand-settings')).json();
    expect(settings).toMatchObject({ book_now_text: 'Book Now', carousel_arrows: true, carousel_dots: false, site_id: 'maison-riviere' });
    expect(settings.mastheadItems.some((i: { links?: unknown[] }) => (i.links ?? []).length > 0)).toBe(true);
    expect(settings.mastheadItems.some((i: { openInNewTab?: boolean }) => i.openInNewTab)).toBe(true);
    expect(settings.footerItems.length).toBeGreaterThan(0);
    expect(settings.socialMediaItems.length).toBeGreaterThan(0);
  });

  it('lists about 30 restaurants with their opening hours', async () => {
    const { restaurants } = (await suite.api.get('/api/v1/content/search-restaurants/')).json();
    expect(restaurants.length).toBeGreaterThanOrEqual(28);
    expect(restaurants[0].openingHours.mondayOpen).toBeDefined();
  });

  it.each([
    ['/api/v1/content/restaurant/slug/greenwich/city/london', 'greenwich'],
    ['/api/v1/content/getRestaurantBySlug/covent-garden', 'covent-garden'],
    ['/api/v1/content/restaurant/101', 'bath'],
  ])('finds one restaurant at %s', async (url, slug) => {
    const response = await suite.api.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json().slug).toBe(slug);
  });

  it.each([
    ['/api/v1/content/restaurant/slug/greenwich/city/bath', 404, /could not find a restaurant/],
    ['/api/v1/content/restaurant/99999', 404, /could not find a restaurant/],
    ['/api/v1/content/restaurant/abc', 400, /storeId must be an integer/],
    ['/api/v1/content/getRestaurantBySlug/NOT_A_SLUG', 400, /slug is not in the expected format/],
  ])('answers %s with %i and a clear message', async (url, status, message) => {
    const response = await suite.api.get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it('serves menus whose items carry dietary tags and UK allergens', async () => {
    const { menus } = (await suite.api.get('/api/v1/content/menus')).json();
    expect(menus.length).toBeGreaterThanOrEqual(4);
    const menu = (await suite.api.get(`/api/v1/content/menu/${menus[0].id}`)).json();
    const items = menu.sections.flatMap((s: { items: { allergens: string[] }[] }) => s.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) for (const allergen of item.allergens) expect(UK_ALLERGENS).toContain(allergen);
  });

  it("answers an unknown menu with 'Menu not found.'", async () => {
    const response = await suite.api.get('/api/v1/content/menu/no-such-menu');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Menu not found.');
  });

  it.each(['home', 'menu', 'group-bookings/thanks', 'offer/2-for-1-mains'])('serves the content page %s', async (id) => {
    const page = (await suite.api.get(`/api/v1/content/page/${id}`)).json();
    expect(page.currentPage.id).toBe(id);
    expect(page.currentPage.tiles.length).toBeGreaterThan(0);
    expect(page.allPages.length).toBeGreaterThan(25);
    expect(page.venueIds).toContain(101);
  });

  it('answers an unknown page with 404', async () => {
    const response = await suite.api.get('/api/v1/content/page/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This page could not be found.');
  });

  it('serves choices, social media and venue ids', async () => {
    expect((await suite.api.get('/api/v1/content/choices')).json().interests.length).toBeGreaterThan(0);
    expect((await suite.api.get('/api/social/insta/media')).json().media.length).toBeGreaterThan(0);
    expect((await suite.api.get('/cdg/booking/allVenueIds?brand=maison-riviere')).json().venueIds).toContain(101);
  });
});
