import { Suspense, useMemo } from 'react';
import type { MountProps } from '@riviere/mf-contract';
import { BookingModal } from '../features/booking/components/booking-modal';
import { BookingStrip } from '../features/booking/components/booking-strip';
import { lazyPart, type HydrationPart } from '@riviere/mf-contract';
import { LoadingState, ShellContext } from '@riviere/remote-kit';
import { ApiContext, type BookingServices } from '../shared/api';
import type { BookingState } from '../features/booking/model/booking.types';
import type { PlainView } from '../features/booking/plain/load-plain-booking';
import { PlainBookingPage, PlainBookingUnrendered } from '../features/booking/plain/plain-booking-page';
import { plainBookingTarget } from '../features/booking/plain/plain-booking-route';
import type { RestaurantLocation } from '@riviere/api-client';
import './app.css';

// Each widget's own code loads with it: the group form never weighs on the booking route.
const GroupBookingFormView = lazyPart('group-booking-form', () => import('../features/group-booking/components/group-booking-form').then((m) => m.GroupBookingFormView));
const ManageBookingPage = lazyPart('manage-booking-page', () => import('../features/manage-booking/components/manage-booking-page').then((m) => m.ManageBookingPage));

/**
 * The lazy parts a widget's server HTML shows (`createReactMount`'s `beforeHydrate`): the group
 * form, a guest's own booking. The strip and the plain booking page have none.
 */
export function serverRenderedParts(widget: string, pathname: string): HydrationPart[] {
  if (widget === 'group-booking-form') return [GroupBookingFormView];
  if (widget === 'app' && !plainBookingTarget(pathname)) return [ManageBookingPage];
  return [];
}

/** 'app' is the remote's pages: a guest's own booking at `/booking/{reference}/{signature}`, the booking page without JavaScript. */
const WIDGETS = ['app', 'booking-modal', 'booking-strip', 'group-booking-form'] as const;

interface Props {
  props: MountProps;
  api: BookingServices;
  now?: () => number;
  /** The booking strip's journey as the server rendered it (`hydrate.state`): the strip hydrates from it. */
  strip?: BookingState;
  /** The plain booking page's view as the server rendered it: the page hydrates from it. */
  plain?: PlainView;
  /** The group form's restaurants as the server rendered them (`hydrate.state`). */
  groupRestaurants?: RestaurantLocation[];
}

const systemNow = () => Date.now();

/** The remote's widgets (ARCHITECTURE: route ownership). An unknown name throws: the shell shows its fallback. */
export function App({ props, api, now = systemNow, strip, plain, groupRestaurants }: Props) {
  const { navigate, bus, config, location, widget, params } = props;
  const shell = useMemo(() => ({ bus, config }), [bus, config]);
  if (!(WIDGETS as readonly string[]).includes(widget)) throw new Error(`mf-booking has no widget "${widget}"`);
  const plainTarget = widget === 'app' ? plainBookingTarget(location.pathname) : null;

  return (
    <ShellContext.Provider value={shell}>
      <ApiContext.Provider value={api}>
        {widget === 'booking-modal' && <BookingModal location={location} navigate={navigate} restaurant={params?.restaurant ?? null} now={now} />}
        {widget === 'booking-strip' && <BookingStrip location={location} navigate={navigate} restaurant={params?.restaurant ?? null} now={now} initial={strip} />}
        {plainTarget && (plain ? <PlainBookingPage view={plain} /> : <PlainBookingUnrendered target={plainTarget} search={location.search} />)}
        {widget === 'app' && !plainTarget && (
          <Suspense fallback={<LoadingState label="Loading your booking…" />}>
            <ManageBookingPage location={location} navigate={navigate} now={now} />
          </Suspense>
        )}
        {widget === 'group-booking-form' && (
          <Suspense fallback={<LoadingState label="Loading the group bookings form…" />}>
            <GroupBookingFormView navigate={navigate} now={now} location={location} {...(groupRestaurants ? { restaurants: groupRestaurants } : {})} />
          </Suspense>
        )}
      </ApiContext.Provider>
    </ShellContext.Provider>
  );
}
