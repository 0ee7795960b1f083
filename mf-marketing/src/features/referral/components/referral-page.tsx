import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isNotFound } from '../../../shared/lib/error-message';
import { ErrorState, LoadingState, useHead, usePageTitle } from '@riviere/remote-kit';
import { useReferral } from '../api/use-referral';
import { referralCodeFrom } from '../lib/referral-code';

/**
 * /referral?code=…: the friend's welcome, with the welcome offer and a sign-up (passed in by
 * the routes, so this feature does not import the sign-up feature).
 */
export function ReferralPage({ signUp }: { signUp: ReactNode }) {
  const { search } = useLocation();
  const code = referralCodeFrom(search);
  const referral = useReferral(code);
  usePageTitle('Welcome');
  useHead({ description: 'An invitation to Maison Rivière: a welcome offer, and our news and offers by e-mail.' });

  if (referral.status === 'loading') return <LoadingState label="Opening your invitation…" />;
  if (referral.status === 'error' && !isNotFound(referral.error)) {
    return (
      <div className="mk-page">
        <h1 className="mk-title">Welcome</h1>
        <ErrorState message="Sorry, we could not open your invitation. Please try again." onRetry={referral.retry} />
      </div>
    );
  }
  const found = referral.status === 'success' ? referral.data : null;
  return (
    <div className="mk-page">
      <h1 className="mk-title">{found ? `${found.referrerName} invited you to Maison Rivière` : 'Welcome to Maison Rivière'}</h1>
      {found ? (
        <section className="mk-card" aria-labelledby="mk-referral-offer">
          <h2 className="mk-subtitle" id="mk-referral-offer">Your welcome offer: {found.offer.title}</h2>
          <p className="mk-text">{found.offer.description}</p>
          <p className="mk-small">{found.offer.validityText}</p>
          <Link className="rv-button rv-button--primary" to={`/offer/${found.offer.slug}`}>
            Get your voucher code
          </Link>
        </section>
      ) : (
        <p className="mk-notice mk-notice--info">
          We could not find that invitation: the link may be incomplete. You are still very welcome to sign up below.
        </p>
      )}
      <section className="mk-card" aria-labelledby="mk-referral-signup">
        <h2 className="mk-subtitle" id="mk-referral-signup">Sign up for news and offers</h2>
        {signUp}
      </section>
    </div>
  );
}
