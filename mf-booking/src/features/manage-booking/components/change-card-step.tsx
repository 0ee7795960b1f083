import { useEffect, useState } from 'react';
import { CARD_MESSAGES, type BraintreeToken } from '@riviere/api-client';
import { ErrorState } from '@riviere/remote-kit';
import { useBookingServices } from '../../../shared/api';
import { DropInForm } from '../../../shared/components/drop-in-form';
import { ErrorMessage, Spinner } from '../../../shared/components/status';
import { TestCardForm } from '../../../shared/components/test-card-form';

interface Props {
  covers: number;
  busy: boolean;
  error: string | null;
  onNonce(nonce: string): void;
  onBack(): void;
}

type TokenState = { status: 'loading' } | { status: 'ready'; token: BraintreeToken } | { status: 'failed' };

/** The card guarantee a bigger party needs (spec §4 step 5): the same card forms as a new booking. */
export function ChangeCardStep({ covers, busy, error, onNonce, onBack }: Props) {
  const api = useBookingServices();
  const [token, setToken] = useState<TokenState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setToken({ status: 'loading' });
    void api.braintree.getToken().then((answer) => current && setToken(answer ? { status: 'ready', token: answer } : { status: 'failed' }));
    return () => {
      current = false;
    };
  }, [api, attempt]);

  return (
    <div className="bk-manage__card">
      <p>A table for {covers} needs a card to guarantee it. Nothing is charged now.</p>
      {token.status === 'loading' && <Spinner label="Loading the card form…" />}
      {token.status === 'failed' && <ErrorState message={CARD_MESSAGES.CARD_LOAD_FAILED} onRetry={() => setAttempt((n) => n + 1)} />}
      {token.status === 'ready' &&
        (token.token.testMode ? (
          <TestCardForm busy={busy} onNonce={onNonce} submitLabel="Confirm card and change" />
        ) : (
          <DropInForm clientToken={token.token.clientToken} busy={busy} onNonce={onNonce} submitLabel="Confirm card and change" />
        ))}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {busy && <Spinner label="Changing your booking…" />}
      <div className="bk-actions">
        <button type="button" className="rv-button rv-button--link" onClick={onBack} disabled={busy}>
          Back to the change
        </button>
      </div>
    </div>
  );
}
