import { lazy, Suspense, type ComponentType } from 'react';
import { createRouteTable, LoadingState, useNotFound } from '@riviere/remote-kit';

/** Each page and widget is its own chunk: a route loads only its own code (bundle budget). */
function page<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const OfferPage = page(() => import('../features/offer/components/offer-page').then((m) => m.OfferPage));
const SignUpPage = page(() => import('../features/sign-up/components/sign-up-page').then((m) => m.SignUpPage));
const SignUpThanksPage = page(() => import('../features/sign-up/components/signup-thanks-page').then((m) => m.SignUpThanksPage));
const SignUpForm = page(() => import('../features/sign-up/components/sign-up-form').then((m) => m.SignUpForm));
const PreferencesPage = page(() => import('../features/preferences/components/preferences-page').then((m) => m.PreferencesPage));
const ReferAFriendPage = page(() => import('../features/referral/components/refer-a-friend-page').then((m) => m.ReferAFriendPage));
const ReferralPage = page(() => import('../features/referral/components/referral-page').then((m) => m.ReferralPage));
const UnsubscribePage = page(() => import('../features/unsubscribe/components/unsubscribe-page').then((m) => m.UnsubscribePage));
const ContactWidget = page(() => import('../features/contact/components/contact-form').then((m) => m.ContactWidget));

/** The widgets the shell mounts inside content tiles (ARCHITECTURE: tiles with a formType). */
export const WIDGETS = {
  'contact-form': () => (
    <Suspense fallback={<LoadingState label="Loading the contact form…" />}>
      <ContactWidget />
    </Suspense>
  ),
  'sign-up-form': () => (
    <Suspense fallback={<LoadingState label="Loading the sign-up form…" />}>
      <SignUpForm />
    </Suspense>
  ),
} as const;

export type WidgetName = keyof typeof WIDGETS | 'app';

export function isWidget(name: string): name is WidgetName {
  return name === 'app' || Object.hasOwn(WIDGETS, name);
}

const Pages = createRouteTable([
  { path: '/offer/:id', element: <OfferPage /> },
  { path: '/sign-up', element: <SignUpPage /> },
  { path: '/signup-thanks', element: <SignUpThanksPage /> },
  { path: '/preferences/:id', element: <PreferencesPage /> },
  { path: '/refer-a-friend', element: <ReferAFriendPage /> },
  { path: '/referral', element: <ReferralPage signUp={<SignUpForm />} /> },
  { path: '/unsubscribe/:recipient/:signature', element: <UnsubscribePage /> },
  { path: '*', element: <NotOurs /> },
]);

/** Full paths, as the shell routes them (no basename): spec §2 and ARCHITECTURE's route table. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading…" />}>
      <Pages />
    </Suspense>
  );
}

/** The shell mounted this remote on a path it does not own: let the shell show its 404. */
function NotOurs() {
  useNotFound(true);
  return null;
}
