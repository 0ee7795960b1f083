import { CONTRACT_VERSION, type RenderFn, type ServerRenderProps } from '@riviere/mf-contract';
import { serverApiOptions } from '@riviere/remote-kit';
import { createServerRender, renderHtml, serverMountProps, setAssetBase } from '@riviere/remote-kit/server';
import { App } from './app/app';
import { journeyStart } from './features/booking/components/booking-widget';
import { initialBookingState } from './features/booking/model/booking.slice';
import { chooseNamedRestaurant, makeBookingStore } from './features/booking/model/booking.store';
import { loadOccasions, loadRestaurants } from './features/booking/model/booking.thunks';
import type { BookingState } from './features/booking/model/booking.types';
import { byTitle } from './features/group-booking/lib/by-title';
import { apiForServer, type BookingServices } from './shared/api';
import { loadPlainBooking, type PlainView } from './features/booking/plain/load-plain-booking';
import { plainBookingTarget } from './features/booking/plain/plain-booking-route';
import type { RestaurantLocation } from '@riviere/api-client';

/** What the strip's server render hands the browser (`hydrate.state`): its journey as rendered. */
export interface StripState {
  booking: BookingState;
}

/** What the group form's server render hands the browser: the restaurants it listed. */
export interface GroupFormState {
  restaurants: RestaurantLocation[];
}

/**
 * The group bookings form (widget 'group-booking-form') with its restaurants listed, so it works
 * as a plain HTML form: the site server gives it a form token (and, when it shows it again, what
 * was typed and why) in the render's query. A page with a token is one visitor's: never kept.
 */
async function renderGroupForm(props: ServerRenderProps, api: BookingServices) {
  const restaurants = byTitle(await api.content.searchRestaurants());
  props.signal?.throwIfAborted();
  let failure: { error: unknown } | undefined;
  const mountProps = serverMountProps(props, (error) => {
    failure ??= { error };
  });
  const html = await renderHtml(<App props={mountProps} api={api} now={() => props.now} groupRestaurants={restaurants} />, props.signal);
  if (failure) throw failure.error;
  const state: GroupFormState = { restaurants };
  return { html, state, status: 200 as const, cacheable: false };
}

/**
 * The journey as the browser's first frame shows it once its first loads are in: today in London
 * and its default time (or the deep link's), the restaurant list, and on a restaurant page that
 * restaurant chosen with its occasions for the day — what the strip's own effects would load.
 * A failed restaurant list fails the render (the browser then renders the strip and says so).
 */
async function loadJourney(props: ServerRenderProps, api: BookingServices): Promise<BookingState> {
  const now = () => props.now;
  const { link, start } = journeyStart(props.location.search, props.now);
  const store = makeBookingStore({ api, track: () => undefined, now }, initialBookingState(start));
  await store.dispatch(loadRestaurants());
  props.signal?.throwIfAborted();
  if (store.getState().booking.restaurantsStatus !== 'ready') throw new Error('mf-booking: the restaurant list could not be loaded');
  const named = props.params?.restaurant ?? link.restaurant ?? null;
  if (named) store.dispatch(chooseNamedRestaurant(named));
  const { journey, selectedBookingDate } = store.getState().booking;
  if (journey.step === 'party') await store.dispatch(loadOccasions({ storeId: journey.restaurantId, date: selectedBookingDate }));
  props.signal?.throwIfAborted();
  return store.getState().booking;
}

/** What the plain booking page's server render hands the browser (`hydrate.state`): the view it rendered. */
export interface PlainState {
  plain: PlainView;
}

/**
 * The booking page that works without JavaScript (`/restaurants/{city}/{slug}/book`): loaded from
 * its query, rendered, and never kept by any cache (availability is live, a form carries its token).
 */
async function renderPlainBooking(props: ServerRenderProps, target: { city: string; slug: string }) {
  const api = apiForServer(serverApiOptions(props));
  const plain = await loadPlainBooking(api, target.city, target.slug, props.location.search, props.now);
  props.signal?.throwIfAborted();
  const mountProps = serverMountProps(props, () => undefined);
  const html = await renderHtml(<App props={mountProps} api={api} now={() => props.now} plain={plain} />, props.signal);
  const state: PlainState = { plain };
  const title = plain.kind === 'not-found' ? 'Restaurant not found' : plain.kind === 'confirmed' ? 'Your table is booked' : `Book a table at ${plain.restaurant.name}`;
  return { html, state, status: plain.kind === 'not-found' ? (404 as const) : (200 as const), head: { title, noindex: true }, cacheable: false };
}

/**
 * A guest's own booking (`/booking/{reference}/{signature}`, widget 'app'): the page reads it
 * through `useAsync`, so the shared server render carries it to the browser (`mount.ts` hydrates
 * inside the same `<RemoteRoot>`). It says it is one person's page: never indexed nor kept.
 */
const renderManagePage = createServerRender<BookingServices>({
  name: 'mf-booking',
  version: __APP_VERSION__,
  App: ({ props, api }) => <App props={props} api={api} />,
  apiFor: (props) => apiForServer(serverApiOptions(props)),
});

/**
 * mf-booking's server entry (`dist/server/remote-server.js`): the booking strip (widget
 * 'booking-strip') on the home page and restaurant pages, the same `<App>` as `mount.ts` with the
 * journey loaded first; the group bookings form with its restaurants; a guest's own booking
 * (widget 'app'); and the booking page that works without JavaScript (widget 'app' on
 * `/restaurants/{city}/{slug}/book`). The modal renders in the browser: asked for it, the entry
 * fails and the site server says why.
 */
export const render: RenderFn = async (props) => {
  props.signal?.throwIfAborted();
  const plainTarget = props.widget === 'app' ? plainBookingTarget(props.location.pathname) : null;
  if (plainTarget) {
    if (props.assetBase) setAssetBase(props.assetBase);
    return renderPlainBooking(props, plainTarget);
  }
  if (props.widget === 'app') return renderManagePage(props);
  if (props.widget !== 'booking-strip' && props.widget !== 'group-booking-form') {
    throw new Error(`mf-booking renders only its booking strip, group form, booking page and a guest's booking on the server, not "${props.widget}"`);
  }
  if (props.assetBase) setAssetBase(props.assetBase);
  // Each request has its own client: the token is this render's, nothing is shared between visitors.
  const api = apiForServer(serverApiOptions(props));
  if (props.widget === 'group-booking-form') return renderGroupForm(props, api);
  const booking = await loadJourney(props, api);
  let failure: { error: unknown } | undefined;
  const mountProps = serverMountProps(props, (error) => {
    failure ??= { error };
  });
  const html = await renderHtml(<App props={mountProps} api={api} now={() => props.now} strip={booking} />, props.signal);
  if (failure) throw failure.error;
  const state: StripState = { booking };
  return { html, state, status: 200 };
};

export const contractVersion = CONTRACT_VERSION;
export const version = __APP_VERSION__;
