import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { SignUpForm as SignUpRequest } from '@riviere/api-client';
import { useMarketingApi } from '../../../app/api';
import { BirthdayFields } from '../../../app/components/birthday-fields';
import { CheckboxField, SelectField, TextField } from '../../../app/components/fields';
import { FormStatus, SubmitButton } from '../../../app/components/form-status';
import { RecaptchaNote } from '../../../app/components/recaptcha-note';
import { errorMessage } from '../../../app/lib/error-message';
import { useRecaptcha } from '../../../app/recaptcha';
import { useAnalytics } from '@riviere/remote-kit';
import { useRestaurantOptions } from '../api/use-restaurants';
import { lazyResolver } from '../../../app/lib/lazy-resolver';
import { EMPTY_SIGN_UP, SIGN_UP_FAILED, type SignUpValues } from '../model/sign-up.form';

const resolver = lazyResolver<SignUpValues>(() => import('../model/sign-up.schema').then((m) => m.signUpResolver));

const SOURCE_PAGE = /^\/[A-Za-z0-9/_-]{0,200}$/;

export function toSignUpRequest(values: SignUpValues, sourcePage: string, recaptchaToken?: string): SignUpRequest {
  const { day, month, year } = values.birthday;
  return {
    emailAddress: values.emailAddress.trim(),
    favouriteRestaurant: Number(values.favouriteRestaurant),
    firstName: values.firstName.trim(),
    ...(values.phoneNumber.trim() ? { phoneNumber: values.phoneNumber.trim() } : {}),
    acceptTerms: values.acceptTerms,
    acceptSMSTerms: values.acceptSMSTerms,
    ...(day && month && year ? { birthday: { day: Number(day), month: Number(month), year: Number(year) } } : {}),
    sourcePage: SOURCE_PAGE.test(sourcePage) ? sourcePage : '/sign-up',
    ...(recaptchaToken ? { recaptchaToken } : {}),
  };
}

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
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, setValue, reset, formState } = useForm<SignUpValues>({
    mode: 'onTouched',
    defaultValues: EMPTY_SIGN_UP,
    resolver,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const token = await recaptcha.execute('signup');
      const result = await api.signup.signUp(toSignUpRequest(values, pathname, token));
      if (result === false) {
        setFailure(SIGN_UP_FAILED);
        return;
      }
      reset(EMPTY_SIGN_UP);
      analytics('sign_up', { source: pathname });
      navigate('/signup-thanks');
    } catch (error) {
      setFailure(errorMessage(error, SIGN_UP_FAILED));
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
      <FormStatus error={failure} />
      <div className="mk-form__actions">
        <SubmitButton busy={isSubmitting} busyText="Signing you up…">
          {submitText}
        </SubmitButton>
        <RecaptchaNote enabled={recaptcha.enabled} />
      </div>
    </form>
  );
}
