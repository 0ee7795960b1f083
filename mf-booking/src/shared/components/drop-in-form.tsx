import { useEffect, useRef, useState } from 'react';
import { CARD_MESSAGES } from '@riviere/api-client';
import { ErrorState } from '@riviere/remote-kit';
import { ErrorMessage, Spinner } from './status';

interface DropIn {
  requestPaymentMethod(): Promise<{ nonce: string }>;
  teardown(): Promise<void>;
}

/** Braintree's drop-in, imported only on the card step so it never weighs on the booking route. */
export function DropInForm({ clientToken, busy, onNonce, submitLabel = 'Confirm card and book' }: {
  clientToken: string;
  busy: boolean;
  onNonce(nonce: string): void;
  submitLabel?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<DropIn | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const element = container.current;
    if (!element) return undefined;
    import('braintree-web-drop-in')
      .then(({ create }) => create({ authorization: clientToken, container: element }))
      .then((dropIn) => {
        if (!current) return void dropIn.teardown();
        instance.current = dropIn;
        setState('ready');
      })
      .catch(() => current && setState('failed'));
    return () => {
      current = false;
      void instance.current?.teardown().catch(() => undefined);
      instance.current = null;
    };
  }, [clientToken]);

  const submit = async () => {
    setError(null);
    try {
      const dropIn = instance.current;
      if (!dropIn) throw new Error('The card form is not ready');
      const { nonce } = await dropIn.requestPaymentMethod();
      onNonce(nonce);
    } catch {
      setError(CARD_MESSAGES.CARD_FAILED);
    }
  };

  return (
    <div className="bk-dropin">
      {state === 'loading' && <Spinner label="Loading the card form…" />}
      {state === 'failed' && <ErrorState message={CARD_MESSAGES.CARD_LOAD_FAILED} />}
      <div ref={container} />
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className="bk-actions">
        <button type="button" className="rv-button rv-button--primary" disabled={state !== 'ready' || busy} onClick={() => void submit()}>
          {submitLabel}
        </button>
      </div>
    </div>
  );
}
