import type { ReactElement } from 'react';
import { RemoteSlot } from '../federation/remote-slot';

/**
 * Who owns which route (ARCHITECTURE.md, route ownership). Remotes get the full path. mf-booking
 * owns no page: its modal opens over the page for `#booking` and the `/book-now` paths.
 */
export interface RemoteRoute {
  path: string;
  remote: 'mf-booking' | 'mf-finder' | 'mf-menus' | 'mf-careers' | 'mf-marketing';
  label: string;
}

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/find-us', remote: 'mf-finder', label: 'the restaurant finder' },
  { path: '/restaurants/:city', remote: 'mf-finder', label: 'our restaurants' },
  { path: '/restaurants/:city/:slug', remote: 'mf-finder', label: 'the restaurant page' },
  { path: '/restaurants/:city/:slug/about', remote: 'mf-finder', label: 'the restaurant page' },
  // The booking modal (mf-booking, opened by the shell's modal watcher) sits over the restaurant page.
  { path: '/restaurants/:city/:slug/book-now', remote: 'mf-finder', label: 'the restaurant page' },
  { path: '/our-menu', remote: 'mf-menus', label: 'our menus' },
  { path: '/our-menu/:id', remote: 'mf-menus', label: 'the menu' },
  { path: '/menu', remote: 'mf-menus', label: 'our menus' },
  { path: '/menu/:id', remote: 'mf-menus', label: 'the menu' },
  { path: '/restaurants/:city/menu', remote: 'mf-menus', label: 'our menus' },
  { path: '/restaurants/:city/menu/:id', remote: 'mf-menus', label: 'the menu' },
  { path: '/restaurants/:city/:slug/menu', remote: 'mf-menus', label: 'our menus' },
  { path: '/restaurants/:city/:slug/menu/:id', remote: 'mf-menus', label: 'the menu' },
  { path: '/careers/job-search', remote: 'mf-careers', label: 'job search' },
  { path: '/careers/job-search/:id', remote: 'mf-careers', label: 'job search' },
  { path: '/careers/job/:id', remote: 'mf-careers', label: 'the job' },
  { path: '/offer/:id', remote: 'mf-marketing', label: 'the offer' },
  { path: '/sign-up', remote: 'mf-marketing', label: 'newsletter sign-up' },
  { path: '/signup-thanks', remote: 'mf-marketing', label: 'newsletter sign-up' },
  { path: '/preferences/:id', remote: 'mf-marketing', label: 'your preferences' },
  { path: '/refer-a-friend', remote: 'mf-marketing', label: 'refer a friend' },
  { path: '/referral', remote: 'mf-marketing', label: 'refer a friend' },
];

export function remoteElement(route: RemoteRoute): ReactElement {
  // One slot instance per remote: moving between two routes of one remote updates it in place.
  return <RemoteSlot key={route.remote} remote={route.remote} label={route.label} />;
}
