import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadError, Loading } from '../../../app/components/page-states';
import { usePageTitle } from '@riviere/remote-kit';
import { useOffer } from '../api/use-offer';
import { isMissingOffer } from '../lib/success-link';
import { OfferForm } from './offer-form';
import './offer.css';

/** /offer/{slug}: the offer, its terms and the claim form (spec §3 offer). */
export function OfferPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const offer = useOffer(id);
  const missing = offer.status === 'error' && isMissingOffer(offer.error);
  usePageTitle(offer.status === 'success' ? offer.data.title : null);

  useEffect(() => {
    if (missing) navigate('/page-not-found', { replace: true });
  }, [missing, navigate]);

  if (offer.status === 'loading' || missing) return <Loading label="Loading the offer…" />;
  if (offer.status === 'error') {
    return <LoadError title="Offer" message="Sorry, we could not load this offer. Please try again." onRetry={offer.retry} />;
  }
  const { title, description, validityText, termAndConditions } = offer.data;
  return (
    <div className="mk-page mk-offer">
      <h1>{title}</h1>
      <p className="mk-lead">{description}</p>
      <p className="mk-offer__validity">{validityText}</p>
      <div className="mk-card">
        <h2>Get your voucher code</h2>
        <OfferForm offer={offer.data} />
      </div>
      <section className="mk-offer__terms" aria-labelledby="mk-offer-terms">
        <h2 id="mk-offer-terms">Terms and conditions</h2>
        <p>{termAndConditions}</p>
      </section>
    </div>
  );
}
