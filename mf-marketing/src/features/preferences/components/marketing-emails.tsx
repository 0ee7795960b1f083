import { useId, useState } from 'react';
import { useAnalytics } from '@riviere/remote-kit';
import { useMarketingApi } from '../../../shared/api';
import { errorMessage } from '../../../shared/lib/error-message';
import { MARKETING_FAILED, MARKETING_OFF, MARKETING_ON, STOP_ALL_EXPLAINED } from '../model/preferences-messages';

interface Props {
  guid: string;
  subscribed: boolean;
  /** Told the stored choice (stopping also unticks every topic). */
  onChange(subscribed: boolean): void;
}

type Step = 'idle' | 'confirming' | 'saving';

/**
 * "Stop all marketing e-mails": one control that stops every marketing e-mail to the customer
 * (newsletter, offers, invitations; every topic unticked), after a confirmation, then says so.
 * Starting again is one button: it is the customer's own page.
 */
export function MarketingEmails({ guid, subscribed, onChange }: Props) {
  const api = useMarketingApi();
  const analytics = useAnalytics();
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const headingId = useId();
  const questionId = useId();

  async function save(next: boolean) {
    setStep('saving');
    setError(null);
    try {
      const result = await api.preferences.updateMarketingEmails(guid, next);
      onChange(result.marketingEmails);
      setChanged(true);
      analytics(next ? 'marketing_emails_on' : 'marketing_emails_off');
    } catch (failure) {
      setError(errorMessage(failure, MARKETING_FAILED));
    }
    setStep('idle');
  }

  return (
    <section className="mk-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Marketing e-mails</h2>
      <p role="status" className={changed ? 'mk-notice mk-notice--success' : undefined}>
        {subscribed ? MARKETING_ON : MARKETING_OFF}
      </p>
      <div role="alert" className={error ? 'mk-notice mk-notice--error' : 'mk-live'}>
        {error}
      </div>
      {subscribed && step === 'confirming' ? (
        <div role="group" aria-labelledby={questionId}>
          <p id={questionId}>
            <strong>Stop all marketing e-mails?</strong> {STOP_ALL_EXPLAINED}
          </p>
          <div className="mk-form__actions">
            <button type="button" className="mk-button mk-button--primary" onClick={() => void save(false)}>
              Yes, stop all marketing e-mails
            </button>
            <button type="button" className="mk-button" onClick={() => setStep('idle')}>
              Keep them
            </button>
          </div>
        </div>
      ) : (
        <div className="mk-form__actions">
          {subscribed ? (
            <button type="button" className="mk-button" disabled={step === 'saving'} onClick={() => setStep('confirming')}>
              Stop all marketing e-mails
            </button>
          ) : (
            <button type="button" className="mk-button" disabled={step === 'saving'} onClick={() => void save(true)}>
              {step === 'saving' ? 'Saving…' : 'Start marketing e-mails again'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
