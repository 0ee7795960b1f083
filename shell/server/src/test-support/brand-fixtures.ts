import type { BrandSettings, Restaurant } from '../brand/brand-data';

export const SETTINGS: BrandSettings & Record<string, unknown> = {
  book_now_text: 'Book Now',
  site_id: 'maison-riviere',
  site_name: 'Maison Rivière',
  site_url: 'http://localhost:3000',
  site_email: 'hello@maison-riviere.example',
  mastheadItems: [
    { linkText: 'Menus', linkUrl: '/our-menu', description: 'Our à la carte, prix fixe and kids menus' },
    { linkText: 'About', linkUrl: '/faqs', links: [{ linkText: 'FAQs', linkUrl: '/faqs', description: 'Questions we are often asked' }] },
  ],
  footerItems: [{ linkText: 'Christmas', linkUrl: '/christmas', description: 'Festive menus and parties' }],
  socialMediaItems: [
    { linkText: 'Instagram', linkUrl: 'https://instagram.example.com/maisonriviere' },
    { linkText: 'Mail', linkUrl: 'mailto:hello@maison-riviere.example' },
  ],
};

export const BATH: Restaurant = {
  storeId: 101,
  title: 'Maison Rivière Bath',
  slug: 'bath',
  city: 'bath',
  addressLine1: '12 Lantern Walk',
  addressLine2: 'Abbey Quarter',
  addressCity: 'Bath',
  postcode: 'BA1 1LT',
  phoneNumber: '01632 960101',
  lat: 51.39334,
  lng: -2.35502,
  enableBookings: true,
  about: 'Set in the Abbey Quarter a short stroll from the Roman Baths, our Bath brasserie pairs Georgian windows with zinc-topped bars and a busy open kitchen. Book ahead for weekends.',
};

export const GREENWICH: Restaurant = {
  storeId: 118,
  title: 'Maison Rivière Greenwich',
  slug: 'greenwich',
  city: 'london',
  addressLine1: '3 Cutty Sark Gardens',
  addressCity: 'London',
  postcode: 'SE10 9HT',
  phoneNumber: '01632 960118',
  lat: 51.4826,
  lng: -0.0077,
  enableBookings: true,
  openingHours: { mondayOpen: '12:00', mondayClose: '22:00', sundayOpen: 'Closed', sundayClose: 'Closed' },
  specialHours: [{ startDate: '2026-12-25', endDate: '2026-12-25', openTime: 'Closed', closeTime: 'Closed', label: 'Christmas Day' }],
};

export const COVENT_GARDEN: Restaurant = {
  storeId: 119,
  title: 'Maison Rivière Covent Garden',
  slug: 'covent-garden',
  city: 'london',
  addressCity: 'London',
  postcode: 'WC2E 8RF',
};

export const RESTAURANTS: Restaurant[] = [BATH, GREENWICH, COVENT_GARDEN];
