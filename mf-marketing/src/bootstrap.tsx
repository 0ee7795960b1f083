import { startStandalone } from '@riviere/remote-kit/standalone';
import { mount } from './mount';

/** The two tile widgets, shown where the shell's content pages show them. */
const TILE_WIDGETS: Record<string, string> = { '/contact': 'contact-form', '/keep-in-touch': 'sign-up-form' };

/** The standalone page (`npm start -w @riviere/mf-marketing`, port 3105): a mock shell around `mount`. */
startStandalone({
  remote: 'mf-marketing',
  mount,
  home: '/sign-up',
  widgetFor: (pathname) => TILE_WIDGETS[pathname] ?? 'app',
  links: [
    ['/offer/2-for-1-mains', '2-for-1 offer'],
    ['/sign-up', 'Sign up'],
    ['/refer-a-friend', 'Refer a friend'],
    ['/referral?code=RF-2222222222', 'Referral link'],
    ['/contact', 'Contact tile'],
    ['/keep-in-touch', 'Sign-up tile'],
    ['/offer/no-such-offer', 'Unknown offer'],
  ],
});
