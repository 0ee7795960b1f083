import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { Offer } from '@riviere/api-client';
import { useMarketingApi } from '../../../app/api';
import { CheckboxField, TextField } from '../../../app/components/fields';
import { FormStatus, SubmitButton } from '../../../app/components/form-status';
import { errorMessage } from '../../../app/lib/error-message';
import { useAnalytics } from '@riviere/remote-kit';
import { lazyResolver } from '../../../app/lib/lazy-resolver';
import { CLAIM_FAILED, isOfferReady, type OfferValues } from '../model/offer.form';
import { successLink } from '../lib/success-link';

const resolver = lazyResolver<OfferValues>(() => import('../model/offer.schema').then((m) => m.offerResolver));

/** E-mail and terms; the button enables once both are valid. Claiming again gives the same code. */
export function OfferForm({ offer }: { offer: Offer }) {
  const api = useMarketingApi();
  const analytics = useAnalytics();
  const [voucher, setVoucher] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<OfferValues>({
    mode: 'onTouched',
    defaultValues: { emailAddress: '', acceptTerms: false },
    resolver,
  });
  const { errors, isSubmitting } = formState;
  // Validity is checked as the visitor types, but errors still show only after blur.
  const valid = isOfferReady(watch());

  const onSubmit = handleSubmit(async ({ emailAddress, acceptTerms }) => {
    setFailure(null);
    try {
      const { voucherCode } = await api.offers.getCode({ offerSlug: offer.slug, emailAddress: emailAddress.trim(), acceptTerms });
      setVoucher(voucherCode);
      analytics('offer_claimed', { offer: offer.slug });
    } catch (error) {
      setFailure(errorMessage(error, CLAIM_FAILED));
    }
  });

  const link = successLink(offer);
  return (
    <form className="mk-form" noValidate onSubmit={onSubmit} aria-label={`Claim: ${offer.title}`}>
      <TextField id="mk-offer-email" label="E-mail address" type="email" autoComplete="email" required registration={register('emailAddress')} error={errors.emailAddress?.message} />
      <CheckboxField id="mk-offer-terms-accept" label="I accept the terms and conditions of this offer." registration={register('acceptTerms')} error={errors.acceptTerms?.message} />
      <FormStatus
        error={failure}
        success={
          voucher && (
            <>
              <p>Your voucher code is</p>
              <p className="mk-offer__code">{voucher}</p>
              <p>We have e-mailed it to you too. Show it to your server when you order.</p>
            </>
          )
        }
      />
      <div className="mk-form__actions">
        <SubmitButton busy={isSubmitting} disabled={!valid} secondary={voucher !== null} busyText="Getting your code…">
          {voucher ? 'Send my code again' : 'Get my code'}
        </SubmitButton>
        {voucher && link && <SuccessButton {...link} />}
      </div>
    </form>
  );
}

function SuccessButton({ href, text, internal }: { href: string; text: string; internal: boolean }) {
  return internal ? (
    <Link className="mk-button mk-button--primary" to={href}>
      {text}
    </Link>
  ) : (
    <a className="mk-button mk-button--primary" href={href} rel="noopener noreferrer">
      {text}
    </a>
  );
}
