import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useMarketingApi } from '../../../shared/api';
import { BirthdayFields } from '../../../shared/components/birthday-fields';
import { CheckboxField, SelectField, TextField } from '../../../shared/components/fields';
import { FormStatus, NeedsScript, SubmitButton } from '../../../shared/components/form-status';
import { RecaptchaNote } from '../../../shared/components/recaptcha-note';
import { errorMessage } from '../../../shared/lib/error-message';
import { useRecaptcha } from '../../../shared/recaptcha';
import { useAnalytics } from '@riviere/remote-kit';
import { useRestaurantOptions } from '../api/use-restaurants';
import { EMPTY_SIGN_UP, useSignUpForm } from '../hooks/use-sign-up-form';
import { toSignUpRequest } from '../lib/to-sign-up-request';
import type { SignUpValues } from '../model/sign-up.schema';
import { SIGN_UP_FAILED } from '../model/sign-up-messages';

/**
 * The newsletter sign-up (spec §3 sign-up form): on /sign-up, in the sign-up tile of content
 * pages and under a referral's welcome. Success clears the fields and goes to /signup-thanks; a
 * failure keeps everything typed and says so.
 */
export function SignUpForm({ submitText = 'Sign up' }: { submitText?: string }) {
  const api = useMarketingApi();
  const recaptcha = useRecaptcha();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const restaurants = useRestaurantOptions();
  const { register, handleSubmit, watch, setValue, reset, setError, formState } = useSignUpForm();
  const { errors, isSubmitting } = formState;
  const failed = (message: string) => setError('root.server', { type: 'server', message });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const token = await recaptcha.execute('signup');
      const result = await api.signup.signUp(toSignUpRequest(values, pathname, token));
      if (result === false) {
        failed(SIGN_UP_FAILED);
        return;
      }
      reset(EMPTY_SIGN_UP);
      analytics('sign_up', { source: pathname });
      navigate('/signup-thanks');
    } catch (error) {
      failed(errorMessage(error, SIGN_UP_FAILED));
    }
  });

  return (
    <form className="mk-form mk-form--two" noValidate onSubmit={onSubmit} aria-label="Newsletter sign-up">
      <TextField id={`${id}-email`} label="E-mail address" type="email" autoComplete="email" required registration={register('emailAddress')} error={errors.emailAddress?.message} />
      <TextField id={`${id}-first-name`} label="First name" autoComplete="given-name" required registration={register('firstName')} error={errors.firstName?.message} />
      <SelectField
        id={`${id}-restaurant`}
        label="Favourite restaurant"
        required
        options={restaurants.status === 'success' ? restaurants.data : []}
        placeholder={restaurants.status === 'loading' ? 'Loading restaurants…' : 'Please choose'}
        hint={restaurants.status === 'error' ? 'We could not load the restaurants. Please reload the page to try again.' : undefined}
        registration={register('favouriteRestaurant')}
        error={errors.favouriteRestaurant?.message}
      />
      <TextField id={`${id}-phone`} label="Phone number" type="tel" autoComplete="tel" registration={register('phoneNumber')} error={errors.phoneNumber?.message} />
      <BirthdayFields<SignUpValues>
        id={`${id}-birthday`}
        legend="Birthday"
        name="birthday"
        hint="We like to send a little something on your birthday."
        register={register}
        watch={watch}
        setValue={setValue}
        error={errors.birthday?.message}
      />
      <CheckboxField
        id={`${id}-terms`}
        label={
          <>
            I would like news, offers and updates by e-mail, and I accept the <Link to="/terms-and-conditions">terms and conditions</Link> and the{' '}
            <Link to="/privacy-policy">privacy policy</Link>.
          </>
        }
        registration={register('acceptTerms')}
        error={errors.acceptTerms?.message}
      />
      <CheckboxField id={`${id}-sms`} label="I would also like offers by SMS (optional)." registration={register('acceptSMSTerms')} />
      <FormStatus error={errors.root?.server?.message} />
      <NeedsScript />
      <div className="mk-form__actions">
        <SubmitButton busy={isSubmitting} busyText="Signing you up…">
          {submitText}
        </SubmitButton>
        <RecaptchaNote enabled={recaptcha.enabled} />
      </div>
    </form>
  );
}
