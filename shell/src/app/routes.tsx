import type { ReactElement } from 'react';
import { RemoteSlot } from '../federation/remote-slot';
import { ContentPage } from '../pages/content-page';
import { contentPageOf, type SiteRouteMatch } from '../../server/src/routes/route-table';

/**
 * What the router renders for a route of the site route table (ARCHITECTURE.md, route
 * ownership): a remote's route mounts it with the full path; the shell's own are content pages.
 * mf-booking owns no page: its modal opens over the page for `#booking` and the `/book-now` paths.
 */
export function routeElement(match: SiteRouteMatch): ReactElement {
  const { route } = match;
  // One slot instance per remote: moving between two routes of one remote updates it in place.
  if (route.remote) return <RemoteSlot key={route.remote} remote={route.remote} label={route.label} />;
  return <ContentPage pageId={contentPageOf(match)} />;
}
