import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMarketingApi } from '../../../app/api';
import { CheckboxField, TextField } from '../../../app/components/fields';
import { FormStatus, SubmitButton } from '../../../app/components/form-status';
import { RecaptchaNote } from '../../../app/components/recaptcha-note';
import { errorMessage } from '../../../app/lib/error-message';
import { useRecaptcha } from '../../../app/recaptcha';
import { useAnalytics, usePageTitle } from '@riviere/remote-kit';
import { lazyResolver } from '../../../app/lib/lazy-resolver';
import { EMPTY_REFERRAL, INVITE_FAILED, type ReferralValues } from '../model/referral.form';

const resolver = lazyResolver<ReferralValues>(() => import('../model/referral.schema').then((m) => m.referralResolver));

/** /refer-a-friend: send one friend one invitation with a link to the welcome offer. */
export function ReferAFriendPage() {
  usePageTitle('Refer a friend');
  const api = useMarketingApi();
  const recaptcha = useRecaptcha();
  const analytics = useAnalytics();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, getValues, formState } = useForm<ReferralValues>({
    mode: 'onTouched',
    defaultValues: EMPTY_REFERRAL,
    resolver,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    try {
      const recaptchaToken = await recaptcha.execute('referral');
      await api.referral.invite({
        referrerName: values.referrerName.trim(),
        referrerEmail: values.referrerEmail.trim(),
        friendEmail: values.friendEmail.trim(),
        consent: values.consent,
        ...(recaptchaToken ? { recaptchaToken } : {}),
      });
      setSent(`Thank you! We have e-mailed your invitation to ${values.friendEmail.trim()}.`);
      analytics('referral_sent');
      // Keep who you are for the next friend; clear the friend.
      reset({ ...getValues(), friendEmail: '', consent: false });
    } catch (error) {
      setFailure(errorMessage(error, INVITE_FAILED));
    }
  });

  return (
    <div className="mk-page">
      <h1>Refer a friend</h1>
      <p className="mk-lead">
        Know someone who would love a French brasserie? Send them an invitation: they get a welcome offer and can sign up for our news.
      </p>
      <div className="mk-card">
        <form className="mk-form mk-form--two" noValidate onSubmit={onSubmit} aria-label="Invite a friend">
          <TextField id="mk-ref-name" label="Your name" autoComplete="name" required registration={register('referrerName')} error={errors.referrerName?.message} />
          <TextField id="mk-ref-email" label="Your e-mail address" type="email" autoComplete="email" required registration={register('referrerEmail')} error={errors.referrerEmail?.message} />
          <div className="mk-field--wide">
            <TextField id="mk-ref-friend" label="Your friend's e-mail address" type="email" autoComplete="off" required registration={register('friendEmail')} error={errors.friendEmail?.message} />
          </div>
          <CheckboxField
            id="mk-ref-consent"
            label="My friend is happy for me to give you their e-mail address, so you can send them this one invitation."
            hint="We e-mail each friend once, and never again unless they sign up."
            registration={register('consent')}
            error={errors.consent?.message}
          />
          <FormStatus error={failure} success={sent} />
          <div className="mk-form__actions">
            <SubmitButton busy={isSubmitting} busyText="Sending…">
              Send the invitation
            </SubmitButton>
            <RecaptchaNote enabled={recaptcha.enabled} />
          </div>
        </form>
      </div>
    </div>
  );
}
