import { startStandalone } from '@riviere/remote-kit/standalone';
import { mount } from './mount';

/**
 * The standalone page (`npm start -w @riviere/mf-finder`, port 3103): a mock shell around
 * `mount`. It passes no `mountWidget` (restaurant pages show a 'Book a table' link) and no Maps
 * key (the map-free fallback).
 */
startStandalone({
  remote: 'mf-finder',
  mount,
  home: '/find-us',
  links: [
    ['/find-us', 'Find us'],
    ['/find-us?q=Bath', 'Search “Bath”'],
    ['/restaurants/london', 'London'],
    ['/restaurants/bath/bath', 'Bath restaurant'],
    ['/restaurants/greenhithe/greenhithe', 'Hidden restaurant (404)'],
  ],
});
