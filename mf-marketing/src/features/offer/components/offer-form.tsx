import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Offer } from '@riviere/api-client';
import { useMarketingApi } from '../../../shared/api';
import { CheckboxField, TextField } from '../../../shared/components/fields';
import { FormStatus, NeedsScript, SubmitButton } from '../../../shared/components/form-status';
import { errorMessage } from '../../../shared/lib/error-message';
import { useAnalytics } from '@riviere/remote-kit';
import { useOfferForm } from '../hooks/use-offer-form';
import { successLink } from '../lib/success-link';
import { CLAIM_FAILED } from '../model/offer-messages';

/**
 * E-mail and terms; the button enables once both are valid, and until then a hint tied to it
 * says what is missing. Claiming again gives the same code.
 */
export function OfferForm({ offer }: { offer: Offer }) {
  const api = useMarketingApi();
  const analytics = useAnalytics();
  const [voucher, setVoucher] = useState<string | null>(null);
  const { form, ready, hint } = useOfferForm();
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ emailAddress, acceptTerms }) => {
    try {
      const { voucherCode } = await api.offers.getCode({ offerSlug: offer.slug, emailAddress: emailAddress.trim(), acceptTerms });
      setVoucher(voucherCode);
      analytics('offer_claimed', { offer: offer.slug });
    } catch (error) {
      setError('root.server', { type: 'server', message: errorMessage(error, CLAIM_FAILED) });
    }
  });

  const link = successLink(offer);
  return (
    <form className="mk-form" noValidate onSubmit={onSubmit} aria-label={`Claim: ${offer.title}`}>
      <TextField id="mk-offer-email" label="E-mail address" type="email" autoComplete="email" required registration={register('emailAddress')} error={errors.emailAddress?.message} />
      <CheckboxField id="mk-offer-terms-accept" label="I accept the terms and conditions of this offer." registration={register('acceptTerms')} error={errors.acceptTerms?.message} />
      <FormStatus
        error={errors.root?.server?.message}
        success={
          voucher && (
            <>
              <p className="mk-text">Your voucher code is</p>
              <p className="mk-offer__code">{voucher}</p>
              <p className="mk-text">We have e-mailed it to you too. Show it to your server when you order.</p>
            </>
          )
        }
      />
      <div className="mk-form__actions">
        <SubmitButton busy={isSubmitting} disabled={!ready} secondary={voucher !== null} busyText="Getting your code…" describedBy={hint ? 'mk-offer-claim-hint' : undefined}>
          {voucher ? 'Send my code again' : 'Get my code'}
        </SubmitButton>
        {voucher && link && <SuccessButton {...link} />}
      </div>
      <p id="mk-offer-claim-hint" className="mk-small mk-offer__hint">
        {hint}
      </p>
      <NeedsScript />
    </form>
  );
}

function SuccessButton({ href, text, internal }: { href: string; text: string; internal: boolean }) {
  return internal ? (
    <Link className="rv-button rv-button--primary" to={href}>
      {text}
    </Link>
  ) : (
    <a className="rv-button rv-button--primary" href={href} rel="noopener noreferrer">
      {text}
    </a>
  );
}
