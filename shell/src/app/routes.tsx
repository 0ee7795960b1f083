import type { ReactElement } from 'react';
import { RemoteSlot } from '../federation/remote-slot';
import { ContentPage } from '../pages/content-page';
import type { SiteRouteMatch } from '../../server/src/routes/route-table';

/**
 * What the router renders for a route of the site route table (ARCHITECTURE.md, route
 * ownership): a remote's route mounts it with the full path; the shell's own are content pages.
 * mf-booking owns no page: its modal opens over the page for `#booking` and the `/book-now` paths.
 */
export function routeElement({ route, segments }: SiteRouteMatch): ReactElement {
  // One slot instance per remote: moving between two routes of one remote updates it in place.
  if (route.remote) return <RemoteSlot key={route.remote} remote={route.remote} label={route.label} />;
  // A content page's id is its path ('faqs', 'group-bookings/thanks'), unless the route names one.
  return <ContentPage pageId={route.contentPage ?? segments.join('/')} />;
}
