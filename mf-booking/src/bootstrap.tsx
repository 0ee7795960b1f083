import { startStandalone } from '@riviere/remote-kit/standalone';
import { mount } from './mount';

/**
 * The standalone page (`npm start -w @riviere/mf-booking`, port 3102): a mock shell around
 * `mount`, one widget per path — the strip on '/home', the modal on '/book-now' and
 * '/restaurants/{city}/{slug}/book-now' (the modal reads its restaurant from the path), the
 * group bookings form on '/group-bookings', a guest's own booking on
 * '/booking/{reference}/{signature}' (the path of a manage link from the local mail catcher).
 */
startStandalone({
  remote: 'mf-booking',
  mount,
  home: '/home',
  links: [
    ['/home', 'Home (strip)'],
    ['/book-now', 'Modal'],
    ['/book-now?restaurant=greenwich&covers=4', 'Deep link'],
    ['/restaurants/london/st-pauls/book-now', 'St Paul’s (external)'],
    ['/group-bookings', 'Group bookings'],
  ],
  widgetFor: (pathname) =>
    pathname.startsWith('/booking/') ? 'app' : pathname === '/group-bookings' ? 'group-booking-form' : pathname.endsWith('/book-now') ? 'booking-modal' : 'booking-strip',
});
