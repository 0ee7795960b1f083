import { Suspense, type ReactElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { lazyPart, type HydrationPart } from '@riviere/mf-contract';
import { createRouteTable, LoadingState, useNotFound } from '@riviere/remote-kit';

/** Each page and widget is its own chunk: a route loads only its own code (bundle budget). */
const page = lazyPart;

const OfferPage = page('offer-page', () => import('../features/offer/components/offer-page').then((m) => m.OfferPage));
const SignUpPage = page('sign-up-page', () => import('../features/sign-up/components/sign-up-page').then((m) => m.SignUpPage));
const SignUpThanksPage = page('sign-up-thanks-page', () => import('../features/sign-up/components/signup-thanks-page').then((m) => m.SignUpThanksPage));
const SignUpForm = page('sign-up-form', () => import('../features/sign-up/components/sign-up-form').then((m) => m.SignUpForm));
const PreferencesPage = page('preferences-page', () => import('../features/preferences/components/preferences-page').then((m) => m.PreferencesPage));
const ReferAFriendPage = page('refer-a-friend-page', () => import('../features/referral/components/refer-a-friend-page').then((m) => m.ReferAFriendPage));
const ReferralPage = page('referral-page', () => import('../features/referral/components/referral-page').then((m) => m.ReferralPage));
const UnsubscribePage = page('unsubscribe-page', () => import('../features/unsubscribe/components/unsubscribe-page').then((m) => m.UnsubscribePage));
const ContactWidget = page('contact-widget', () => import('../features/contact/components/contact-form').then((m) => m.ContactWidget));

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

/** The pages by path, with the lazy parts each one's server HTML shows (a referral's page shows the sign-up form). */
const PAGES: { path: string; element: ReactElement; parts: HydrationPart[] }[] = [
  { path: '/offer/:id', element: <OfferPage />, parts: [OfferPage] },
  { path: '/sign-up', element: <SignUpPage />, parts: [SignUpPage] },
  { path: '/signup-thanks', element: <SignUpThanksPage />, parts: [SignUpThanksPage] },
  { path: '/preferences/:id', element: <PreferencesPage />, parts: [PreferencesPage] },
  { path: '/refer-a-friend', element: <ReferAFriendPage />, parts: [ReferAFriendPage] },
  { path: '/referral', element: <ReferralPage signUp={<SignUpForm />} />, parts: [ReferralPage, SignUpForm] },
  { path: '/unsubscribe/:recipient/:signature', element: <UnsubscribePage />, parts: [UnsubscribePage] },
  { path: '*', element: <NotOurs />, parts: [] },
];

const Pages = createRouteTable(PAGES.map(({ path, element }) => ({ path, element })));

/** The widgets' code, by name. */
const WIDGET_PARTS: Record<keyof typeof WIDGETS, HydrationPart> = { 'contact-form': ContactWidget, 'sign-up-form': SignUpForm };

/**
 * The lazy parts the server's HTML of a page or widget shows (`createReactMount`'s
 * `beforeHydrate`): loaded before hydrating, so nothing there suspends.
 */
export function serverRenderedParts(widget: WidgetName, pathname: string): HydrationPart[] {
  if (widget !== 'app') return [WIDGET_PARTS[widget]];
  const route = matchRoutes(PAGES, pathname)?.at(-1)?.route as (typeof PAGES)[number] | undefined;
  return route?.parts ?? [];
}

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
