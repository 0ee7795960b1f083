import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FINDER_MESSAGES } from '../../../shared/messages';
import { useRestaurantOffers } from '../api/get-offers.api';
import { ErrorState } from '@riviere/remote-kit';

/** Spec §9 'get restaurant offers on': the offers this restaurant takes, each linking to its page. */
export function RestaurantOffers({ storeId }: { storeId: number }) {
  const offers = useRestaurantOffers(storeId);
  const headingId = useId();
  return (
    <section className="fd-offers" aria-labelledby={headingId} aria-busy={offers.status === 'loading'}>
      <h2 id={headingId} className="fd-section-title">
        Offers
      </h2>
      {offers.status === 'loading' ? (
        <p className="fd-muted">Loading offers…</p>
      ) : offers.status === 'error' ? (
        <ErrorState message={FINDER_MESSAGES.LOAD_OFFERS_FAILED} onRetry={offers.retry} />
      ) : offers.data.length === 0 ? (
        <p className="fd-muted">{FINDER_MESSAGES.NO_OFFERS}</p>
      ) : (
        <ul className="fd-offers__list">
          {offers.data.map((offer) => (
            <li key={offer.id} className="fd-offers__item">
              <h3 className="fd-offers__title">{offer.title}</h3>
              {offer.validityText && <p className="fd-offers__validity">{offer.validityText}</p>}
              <p>
                <Link to={`/offer/${offer.slug}`}>
                  See the offer<span className="rv-visually-hidden">: {offer.title}</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
