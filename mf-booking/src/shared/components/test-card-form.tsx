import { useState } from 'react';
import './card-forms.css';

/**
 * The offline test gateway's card form: Braintree's documented fake nonces, so the card guarantee
 * runs end to end without an account. Visibly test mode: no real card can be entered here.
 */
const TEST_CARDS = [
  { nonce: 'fake-valid-visa-nonce', label: 'Visa ending 1881 (accepted)' },
  { nonce: 'fake-valid-mastercard-nonce', label: 'Mastercard ending 4444 (accepted)' },
  { nonce: 'fake-processor-declined-visa-nonce', label: 'Visa (declined by the bank)' },
  { nonce: 'fake-luhn-invalid-nonce', label: 'Card with an invalid number' },
] as const;

export function TestCardForm({ busy, onNonce, submitLabel = 'Confirm card and book' }: { busy: boolean; onNonce(nonce: string): void; submitLabel?: string }) {
  const [nonce, setNonce] = useState<string>(TEST_CARDS[0].nonce);
  return (
    <form
      className="bk-testcard"
      onSubmit={(e) => {
        e.preventDefault();
        onNonce(nonce);
      }}
    >
      <p className="bk-testcard__badge">Test mode</p>
      <p className="bk-testcard__text">
        Card payments are in test mode: choose a test card. No real card is taken and nothing is charged.
      </p>
      <fieldset>
        <legend className="bk-legend">Test card</legend>
        {TEST_CARDS.map((card) => (
          <label key={card.nonce} className="bk-check">
            <input className="bk-check__box" type="radio" name="test-card" value={card.nonce} checked={nonce === card.nonce} onChange={() => setNonce(card.nonce)} />
            <span>{card.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="bk-actions">
        <button type="submit" className="rv-button rv-button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
