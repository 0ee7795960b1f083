import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMarketingApi } from '../../../app/api';
import { BirthdayFields } from '../../../app/components/birthday-fields';
import { CheckboxField, SelectField, TextField } from '../../../app/components/fields';
import { FormStatus, SubmitButton } from '../../../app/components/form-status';
import { errorMessage } from '../../../app/lib/error-message';
import { useAnalytics } from '@riviere/remote-kit';
import type { PreferencesData } from '../api/use-preferences';
import { lazyResolver } from '../../../app/lib/lazy-resolver';
import { isUpdateSuccess, toUpdate, toValues, UPDATE_FAILED, UPDATE_SUCCESS, type PreferencesValues } from '../model/preferences.form';

const resolver = lazyResolver<PreferencesValues>(() => import('../model/preferences.schema').then((m) => m.preferencesResolver));

export function PreferencesForm({ prefs, choices, restaurants }: PreferencesData) {
  const api = useMarketingApi();
  const analytics = useAnalytics();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, watch, setValue, formState } = useForm<PreferencesValues>({
    mode: 'onTouched',
    defaultValues: toValues(prefs),
    resolver,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const { message } = await api.preferences.updateCustomerPreferences(toUpdate(prefs, values));
      const ok = isUpdateSuccess(message);
      setResult({ ok, message: ok ? UPDATE_SUCCESS : UPDATE_FAILED });
      if (ok) analytics('preferences_updated');
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error, UPDATE_FAILED) });
    }
  });

  return (
    <form className="mk-form mk-form--two" noValidate onSubmit={onSubmit} aria-label="Your preferences">
      <TextField id="mk-prefs-first-name" label="First name" autoComplete="given-name" required registration={register('firstName')} error={errors.firstName?.message} />
      <TextField id="mk-prefs-phone" label="Phone number" type="tel" autoComplete="tel" registration={register('phoneNumber')} error={errors.phoneNumber?.message} />
      <SelectField id="mk-prefs-restaurant" label="Favourite restaurant" required options={restaurants} registration={register('favRestaurantCode')} error={errors.favRestaurantCode?.message} />
      <SelectField
        id="mk-prefs-gender"
        label="Gender"
        placeholder="Not given"
        options={choices.genders.map((g) => ({ value: g, label: g }))}
        registration={register('gender')}
      />
      <BirthdayFields<PreferencesValues> id="mk-prefs-birthday" legend="Birth date" name="birthDate" register={register} watch={watch} setValue={setValue} error={errors.birthDate?.message} />
      <fieldset className="mk-fieldset mk-field--wide">
        <legend className="mk-legend">What would you like to hear about?</legend>
        <div className="mk-checks">
          {prefs.interests.map((interest, index) => (
            <div className="mk-check" key={interest.name}>
              <input id={`mk-prefs-interest-${index}`} className="mk-check__box" type="checkbox" value={interest.name} {...register('interests')} />
              <label className="mk-check__label" htmlFor={`mk-prefs-interest-${index}`}>
                {interest.name}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <CheckboxField id="mk-prefs-sms" label="Send me offers by SMS." registration={register('websiteSmsOptIn')} />
      <FormStatus error={result && !result.ok ? result.message : null} success={result?.ok ? result.message : null} />
      <div className="mk-form__actions">
        <SubmitButton busy={isSubmitting} busyText="Saving…">
          Save my preferences
        </SubmitButton>
      </div>
    </form>
  );
}
