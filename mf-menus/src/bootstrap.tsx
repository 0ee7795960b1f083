import { startStandalone } from '@riviere/remote-kit/standalone';
import { mount } from './mount';

/** The standalone page (`npm start -w @riviere/mf-menus`, port 3101): a mock shell around `mount`. */
startStandalone({
  remote: 'mf-menus',
  mount,
  home: '/our-menu',
  links: [
    ['/our-menu', 'Our menus'],
    ['/menu/a-la-carte', 'À la carte'],
    ['/restaurants/london/greenwich/menu', 'Greenwich menus'],
    ['/menu/no-such-menu', 'Unknown menu'],
  ],
});
