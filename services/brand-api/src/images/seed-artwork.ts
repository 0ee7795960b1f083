import type { JobCategory, RestaurantLocation } from '@riviere/api-client';
import type { FlatLay, Frame, Subject } from '@riviere/artwork';

/**
 * Which picture of the seed brand's own artwork (@riviere/artwork) stands for each image the
 * seed content names. The seed files name images by the paths a photographer's files would
 * have had (`/assets/…jpg`); the seed step draws these pictures instead and replaces each path
 * with its variants.
 */
export interface ArtworkRequest {
  subject: Subject;
  frame: Frame;
  /** Chooses among the pictures of one kind: another seed, another picture. */
  seed: string;
  /** Its text alternative, when the artwork's own needs the content's context. */
  alt?: string;
}

const table = (lay: FlatLay, frame: Frame, seed: string): ArtworkRequest => ({ subject: { kind: 'table', lay }, frame, seed });

/** A restaurant's name on its awning: its title without the brand. */
export function townOf(restaurant: Pick<RestaurantLocation, 'title' | 'addressCity'>): string {
  const name = restaurant.title.replace(/^Maison Rivière\s*/i, '').trim();
  return name === '' ? restaurant.addressCity : name;
}

/** A restaurant's pictures: its front on its street (first hero tile), then its dining room. */
export function restaurantArtwork(restaurant: Pick<RestaurantLocation, 'title' | 'addressCity' | 'slug' | 'city'>, tile: number): ArtworkRequest {
  const seed = `${restaurant.city}/${restaurant.slug}`;
  return tile === 0
    ? { subject: { kind: 'restaurant-front', town: townOf(restaurant) }, frame: 'photo', seed }
    : { subject: { kind: 'restaurant-room' }, frame: 'photo', seed: `${seed}/${tile}`, alt: `The dining room at ${restaurant.title}: a zinc bar, globe lights and leather banquettes` };
}

/** Each menu's still life, by menu id. */
export const MENU_ARTWORK: Readonly<Record<string, FlatLay>> = {
  'a-la-carte': 'steak-frites',
  'set-menu': 'set-menu',
  kids: 'kids-plate',
  'afternoon-tea': 'afternoon-tea',
  vegan: 'vegan-bowl',
};

export function menuArtwork(menuId: string): ArtworkRequest {
  return table(MENU_ARTWORK[menuId] ?? 'menus-and-wine', 'card', `menu/${menuId}`);
}

/** Each job category's header. */
export const JOB_CATEGORY_ARTWORK: Readonly<Record<JobCategory, ArtworkRequest>> = {
  'back-of-house': { subject: { kind: 'kitchen', plates: false }, frame: 'banner', seed: 'jobs/back-of-house' },
  'front-of-house': table('service-tray', 'banner', 'jobs/front-of-house'),
  management: table('managers-desk', 'banner', 'jobs/management'),
  'quick-service': table('counter', 'banner', 'jobs/quick-service'),
};

/**
 * The pictures pages and offers name, by the path the seed gives them. Heroes are drawn wide;
 * tiles and offers as cards. A path used twice (an offer's picture as its page's hero) is one
 * picture.
 */
export const PAGE_ARTWORK: Readonly<Record<string, ArtworkRequest>> = {
  '/assets/home/hero.jpg': { subject: { kind: 'dining-room' }, frame: 'hero', seed: 'home' },
  '/assets/home/2-for-1.jpg': table('two-steak-frites', 'card', 'home/2-for-1'),
  '/assets/home/afternoon-tea.jpg': table('afternoon-tea', 'card', 'home/afternoon-tea'),
  '/assets/home/kitchen-poster.jpg': { subject: { kind: 'kitchen', plates: true }, frame: 'hero', seed: 'home/kitchen' },
  '/assets/pages/menu-hero.jpg': table('menus-and-wine', 'hero', 'pages/menu'),
  '/assets/pages/parties.jpg': table('party-table', 'hero', 'pages/parties'),
  '/assets/pages/careers.jpg': { subject: { kind: 'hiring' }, frame: 'hero', seed: 'pages/careers' },
  '/assets/pages/chef-academy.jpg': table('fish-board', 'card', 'pages/chef-academy'),
  '/assets/pages/afternoon-tea.jpg': table('afternoon-tea', 'hero', 'pages/afternoon-tea'),
  '/assets/pages/takeaway.jpg': table('takeaway', 'hero', 'pages/takeaway'),
  '/assets/pages/student.jpg': table('sharing-frites', 'card', 'pages/student'),
  '/assets/pages/kids.jpg': table('colouring', 'hero', 'pages/kids'),
  '/assets/pages/christmas-day.jpg': table('christmas-table', 'hero', 'pages/christmas-day'),
  '/assets/pages/christmas.jpg': { subject: { kind: 'festive-room', festive: 'christmas' }, frame: 'hero', seed: 'pages/christmas' },
  '/assets/pages/nye.jpg': table('champagne', 'hero', 'pages/nye'),
  '/assets/pages/mothers-day.jpg': table('flowers-and-fizz', 'hero', 'pages/mothers-day'),
  '/assets/pages/restaurants.jpg': { subject: { kind: 'terrace', time: 'dusk' }, frame: 'hero', seed: 'pages/restaurants' },
  '/assets/offers/2-for-1-mains.jpg': table('two-steak-frites', 'card', 'offers/2-for-1-mains'),
  '/assets/offers/2-for-1-mains-bb.jpg': { subject: { kind: 'terrace', time: 'noon' }, frame: 'card', seed: 'offers/2-for-1-mains-bb' },
  '/assets/offers/kids-eat-free.jpg': table('kids-plate', 'card', 'offers/kids-eat-free'),
  '/assets/offers/afternoon-tea-for-two.jpg': table('afternoon-tea', 'card', 'offers/afternoon-tea-for-two'),
  '/assets/offers/student-20-off.jpg': table('sharing-frites', 'card', 'offers/student-20-off'),
};

/** A path no table names still gets a picture of its own (menus and wine, seeded by the path). */
export function pageArtwork(imageUrl: string): ArtworkRequest {
  return PAGE_ARTWORK[imageUrl] ?? table('menus-and-wine', 'card', imageUrl);
}
