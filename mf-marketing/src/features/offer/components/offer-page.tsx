import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState, LoadingState, useHead, useNotFound, usePageTitle } from '@riviere/remote-kit';
import { useOffer } from '../api/use-offer';
import { isMissingOffer } from '../lib/success-link';
import { OfferForm } from './offer-form';
import { ContentPicture } from '@riviere/remote-kit/picture';
import '@riviere/remote-kit/content-picture.css';
import './offer.css';

/** How wide the offer's picture is: the page's width (at most 760 px, less its padding). */
export const OFFER_PICTURE_SIZES = '(min-width: 768px) 712px, calc(100vw - 32px)';

/**
 * /offer/{slug}: the offer, its terms and the claim form (spec §3 offer). An offer the brand API
 * could not find answers 404 on the server, and in the browser goes to /page-not-found (spec §8).
 */
export function OfferPage() {
  const { id = '' } = useParams();
  const offer = useOffer(id);
  const missing = offer.status === 'error' && isMissingOffer(offer.error);
  usePageTitle(offer.status === 'success' ? offer.data.title : null);
  useHead(offer.status === 'success' ? { description: offer.data.description } : {});
  useNotFound(missing);
  const navigate = useNavigate();
  // Effects run only in the browser: the server's answer is the 404 status above.
  useEffect(() => {
    if (missing) navigate('/page-not-found', { replace: true });
  }, [missing, navigate]);

  if (missing) return null;
  if (offer.status === 'loading') return <LoadingState label="Loading the offer…" />;
  if (offer.status === 'error') {
    return (
      <div className="mk-page">
        <h1 className="mk-title">Offer</h1>
        <ErrorState message="Sorry, we could not load this offer. Please try again." onRetry={offer.retry} />
      </div>
    );
  }
  const { title, description, validityText, termAndConditions, picture } = offer.data;
  return (
    <div className="mk-page mk-offer">
      {/* The page's largest paint: fetched first, never lazily; its box is there before it (3:2). */}
      {picture && <ContentPicture image={picture} sizes={OFFER_PICTURE_SIZES} priority className="rk-picture--fill mk-offer__picture" />}
      <h1 className="mk-title">{title}</h1>
      <p className="mk-lead">{description}</p>
      <p className="mk-offer__validity">{validityText}</p>
      <div className="mk-card">
        <h2 className="mk-subtitle">Get your voucher code</h2>
        <OfferForm offer={offer.data} />
      </div>
      <section className="mk-offer__terms" aria-labelledby="mk-offer-terms">
        <h2 className="mk-subtitle" id="mk-offer-terms">Terms and conditions</h2>
        <p className="mk-text">{termAndConditions}</p>
      </section>
    </div>
  );
}
