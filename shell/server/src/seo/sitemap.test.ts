import type { Restaurant } from '../brand/brand-data';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

const restaurant = (slug: string, city: string, hidden = false): Restaurant => ({ storeId: 1, title: slug, slug, city, hideRestaurantDetailPage: hidden });

describe('sitemap', () => {
  const paths = sitemapPaths({
    pages: ['home', 'contact', 'group-bookings', 'group-bookings/thanks', 'offer/2-for-1-mains'],
    restaurants: [restaurant('greenwich', 'london'), restaurant('victoria', 'london'), restaurant('greenhithe', 'greenhithe', true)],
    menus: ['a-la-carte', 'kids'],
    jobs: ['MR-1001'],
  });

  it.each([
    ['/'], ['/contact'], ['/group-bookings'], ['/offer/2-for-1-mains'], ['/find-us'], ['/our-menu/a-la-carte'],
    ['/restaurants/london'], ['/restaurants/london/greenwich'], ['/restaurants/london/greenwich/menu'], ['/careers/job/MR-1001'],
  ])('lists %s', (path) => {
    expect(paths).toContain(path);
  });

  it.each([['/home'], ['/group-bookings/thanks'], ['/restaurants/greenhithe/greenhithe'], ['/restaurants/greenhithe']])('leaves out %s', (path) => {
    expect(paths).not.toContain(path);
  });

  it('lists each city once and writes absolute, escaped URLs', () => {
    expect(paths.filter((p) => p === '/restaurants/london')).toHaveLength(1);
    const xml = sitemapXml('https://www.example.com', ['/', '/a&b']);
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain('<loc>https://www.example.com/a&amp;b</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('robots.txt points at the sitemap and keeps crawlers off the API and personal pages', () => {
    const robots = robotsTxt('https://www.example.com');
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /preferences/');
    expect(robots).toContain('Disallow: /unsubscribe/');
  });
});
