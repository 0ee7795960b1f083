import { createElement } from 'react';
import { CONTRACT_VERSION, createReactMount, type MountFn, type MountProps } from '@riviere/mf-contract';
import { hydrateStateOf, RemoteRoot } from '@riviere/remote-kit';
import { apiClientFor } from './shared/api';
import { App, serverRenderedParts } from './app/app';
import { plainBookingTarget } from './features/booking/plain/plain-booking-route';
import type { GroupFormState, PlainState, StripState } from './server';

/** The strip's journey as this version's server entry rendered it, when the strip hydrates that HTML. */
function hydratedStrip(props: MountProps) {
  if (props.widget !== 'booking-strip') return undefined;
  return (hydrateStateOf(props, __APP_VERSION__)?.state as Partial<StripState> | null | undefined)?.booking;
}

/** The plain booking page's view as this version's server entry rendered it. */
function hydratedPlain(props: MountProps) {
  if (props.widget !== 'app') return undefined;
  return (hydrateStateOf(props, __APP_VERSION__)?.state as Partial<PlainState> | null | undefined)?.plain;
}

/** The group form's restaurants as this version's server entry rendered them, when the form hydrates that HTML. */
function hydratedGroupRestaurants(props: MountProps) {
  if (props.widget !== 'group-booking-form') return undefined;
  return (hydrateStateOf(props, __APP_VERSION__)?.state as Partial<GroupFormState> | null | undefined)?.restaurants;
}

/**
 * What the shell loads as `mf_booking/mount` (ARCHITECTURE: cross-remote contract). A booking strip
 * the site server rendered arrives with `hydrate`: its store starts from the server's journey
 * (restaurants, the restaurant page's occasions), so the first frame is the server's HTML and
 * nothing is asked again; so does the group form (its restaurants) and a guest's own booking.
 */
export const mount: MountFn = createReactMount((props) => {
  const app = createElement(App, {
    props,
    api: apiClientFor(props.config),
    strip: hydratedStrip(props),
    plain: hydratedPlain(props),
    groupRestaurants: hydratedGroupRestaurants(props),
  });
  // A guest's own booking hydrates from the data its server render carried (`useAsync`'s cache);
  // the plain booking page from its view (above).
  return props.widget === 'app' && !plainBookingTarget(props.location.pathname) ? createElement(RemoteRoot, { hydrate: hydrateStateOf(props, __APP_VERSION__), children: app }) : app;
}, {
  name: 'mf-booking',
  version: __APP_VERSION__,
  beforeHydrate: (_element, props) => serverRenderedParts(props.widget, props.location.pathname),
});

export const contractVersion = CONTRACT_VERSION;
