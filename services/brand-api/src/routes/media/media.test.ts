import type { ContentImage, ContentPage, Job, Menu, Offer, RestaurantLocation } from '@riviere/api-client';
import { createImagePipeline } from '../../images/image-pipeline';
import { ENGINES, suiteApp } from '../../test-support/test-app';

const drawing = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#9b1b30"/></svg>');

/** What a `<picture>` needs: three formats at three widths or more, a size, a placeholder, alt text. */
function expectPicture(picture: ContentImage | undefined): void {
  expect(picture).toBeDefined();
  const { sources, width, height, color, placeholder, alt } = picture!;
  for (const format of ['avif', 'webp', 'jpeg'] as const) {
    expect(sources[format].map((v) => v.width)).toEqual([480, 960, 1600]);
    expect(sources[format].every((v) => v.url.startsWith('/media/'))).toBe(true);
  }
  expect(width).toBe(1600);
  expect(height).toBeGreaterThan(700);
  expect(color).toMatch(/^#[0-9a-f]{6}$/);
  expect(placeholder).toMatch(/^data:image\/webp;base64,/);
  expect(placeholder.length).toBeLessThan(400);
  expect(alt.length).toBeGreaterThan(10);
}

describe.each(ENGINES)('content images on %s', (engine) => {
  const suite = suiteApp(engine);

  it('serves a variant to anyone (no token), typed and cached for a year as immutable', async () => {
    const image = await createImagePipeline({ dir: suite.t.config.imagesDir, widths: [100, 200] }).prepare(drawing, 'A crimson card');
    for (const [format, type] of [['avif', 'image/avif'], ['webp', 'image/webp'], ['jpeg', 'image/jpeg']] as const) {
      const response = await suite.t.app.inject({ method: 'GET', url: image.sources[format][1]!.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBe(Number(response.headers['content-length']));
      expect(response.rawPayload.length).toBeGreaterThan(50);
    }
  });

  it.each([
    ['/media/0123456789ab-480.avif', 404, /no such image/],
    ['/media/..%2F..%2Ftoken-secret', 400, /file/],
    ['/media/0123456789ab.json', 400, /file/],
    ['/media/0123456789AB-480.avif', 400, /file/],
  ])('answers %s with %i and a clear message', async (url, status, message) => {
    const response = await suite.t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it('describes every restaurant\'s two pictures, each its own', async () => {
    const { restaurants } = (await suite.api.get('/api/v1/content/search-restaurants/')).json() as { restaurants: RestaurantLocation[] };
    const urls = new Set<string>();
    for (const r of restaurants) {
      expect(r.heroTiles).toHaveLength(2);
      for (const tile of r.heroTiles) {
        expectPicture(tile.picture);
        expect(tile.imageUrl).toBe(tile.picture!.sources.jpeg[2]!.url);
        urls.add(tile.picture!.sources.avif[0]!.url);
      }
    }
    expect(urls.size).toBe(restaurants.length * 2);
  });

  it('describes the home page\'s hero and tiles, menus, offers and job headers', async () => {
    const page = (await suite.api.get('/api/v1/content/page/home')).json() as { currentPage: ContentPage };
    const withImages = page.currentPage.tiles.filter((t) => t.imageUrl);
    expect(withImages.map((t) => t.tileId)).toEqual(['tile-home-1', 'tile-home-2', 'tile-home-3', 'tile-home-4']);
    for (const tile of withImages) expectPicture(tile.picture);
    expect(page.currentPage.tiles[0]!.picture!.height).toBe(800);
    const { menus } = (await suite.api.get('/api/v1/content/menus')).json() as { menus: Menu[] };
    for (const menu of menus) expectPicture(menu.picture);
    const offer = (await suite.api.get('/api/offer/getofferbyslug?offerSlug=2-for-1-mains')).json() as Offer;
    expectPicture(offer.picture);
    const { jobs } = (await suite.api.get('/api/jobs?siteId=maison-riviere')).json() as { jobs: Job[] };
    for (const job of jobs) expectPicture(job.picture);
  });
});
