import { useState } from 'react';
import { useMarketingApi } from '../../../shared/api';
import { CheckboxField, TextField } from '../../../shared/components/fields';
import { FormStatus, NeedsScript, SubmitButton } from '../../../shared/components/form-status';
import { RecaptchaNote } from '../../../shared/components/recaptcha-note';
import { errorMessage } from '../../../shared/lib/error-message';
import { useRecaptcha } from '../../../shared/recaptcha';
import { useAnalytics, useHead, usePageTitle } from '@riviere/remote-kit';
import { useReferralForm } from '../hooks/use-referral-form';
import { toInvite } from '../lib/to-invite';
import { INVITE_FAILED, inviteSent } from '../model/referral-messages';

/** /refer-a-friend: send one friend one invitation with a link to the welcome offer. */
const LEAD = 'Know someone who would love a French brasserie? Send them an invitation: they get a welcome offer and can sign up for our news.';

export function ReferAFriendPage() {
  usePageTitle('Refer a friend');
  useHead({ description: LEAD });
  const api = useMarketingApi();
  const recaptcha = useRecaptcha();
  const analytics = useAnalytics();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, reset, getValues, setError, formState } = useReferralForm();
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    try {
      const invite = toInvite(values, await recaptcha.execute('referral'));
      await api.referral.invite(invite);
      setSent(inviteSent(invite.friendEmail));
      analytics('referral_sent');
      // Keep who you are for the next friend; clear the friend.
      reset({ ...getValues(), friendEmail: '', consent: false });
    } catch (error) {
      setError('root.server', { type: 'server', message: errorMessage(error, INVITE_FAILED) });
    }
  });

  return (
    <div className="mk-page">
      <h1 className="mk-title">Refer a friend</h1>
      <p className="mk-lead">{LEAD}</p>
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
          <FormStatus error={errors.root?.server?.message} success={sent} />
          <NeedsScript />
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
