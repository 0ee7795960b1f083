import { useEffect, useState } from 'react';
import { CARD_MESSAGES, type BraintreeToken } from '@riviere/api-client';
import { ErrorState } from '@riviere/remote-kit';
import { useBookingServices } from '../../../shared/api';
import { payByCard, useAppDispatch, useAppSelector } from '../model/booking.store';
import { DropInForm } from '../../../shared/components/drop-in-form';
import { ErrorMessage, Spinner } from '../../../shared/components/status';
import { TestCardForm } from '../../../shared/components/test-card-form';

type TokenState = { status: 'loading' } | { status: 'ready'; token: BraintreeToken } | { status: 'failed' };

/**
 * The card guarantee (spec §4 step 5, §8): Braintree's drop-in when the API gives a real client
 * token (loaded only here, with `import()`), the offline test form otherwise.
 */
export function CardStep() {
  const api = useBookingServices();
  const dispatch = useAppDispatch();
  const j = useAppSelector((s) => s.booking.journey);
  const cardStatus = j.step === 'card' ? j.card.status : 'idle';
  const cardError = j.step === 'card' && j.card.status === 'failed' ? j.card.message : null;
  const bookingError = j.step === 'card' && j.submit.status === 'failed' ? j.submit.message : null;
  const submitStatus = j.step === 'card' ? j.submit.status : 'idle';
  const [token, setToken] = useState<TokenState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setToken({ status: 'loading' });
    void api.braintree.getToken().then((answer) => {
      if (current) setToken(answer ? { status: 'ready', token: answer } : { status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [api, attempt]);

  const busy = cardStatus === 'loading' || submitStatus === 'loading';
  const submit = (nonce: string) => void dispatch(payByCard(nonce));

  return (
    <div className="bk-card">
      {token.status === 'loading' && <Spinner label="Loading the card form…" />}
      {token.status === 'failed' && (
        <ErrorState message={CARD_MESSAGES.CARD_LOAD_FAILED} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {token.status === 'ready' &&
        (token.token.testMode ? (
          <TestCardForm busy={busy} onNonce={submit} />
        ) : (
          <DropInForm clientToken={token.token.clientToken} busy={busy} onNonce={submit} />
        ))}
      {cardError && <ErrorMessage>{cardError}</ErrorMessage>}
      {bookingError && <ErrorMessage>{bookingError}</ErrorMessage>}
      {busy && <Spinner label={cardStatus === 'loading' ? 'Checking your card…' : 'Booking your table…'} />}
    </div>
  );
}
