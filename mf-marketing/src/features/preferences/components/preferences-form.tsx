import { useEffect, useState } from 'react';
import { useMarketingApi } from '../../../shared/api';
import { BirthdayFields } from '../../../shared/components/birthday-fields';
import { CheckboxField, SelectField, TextField } from '../../../shared/components/fields';
import { FormStatus, NeedsScript, SubmitButton } from '../../../shared/components/form-status';
import { errorMessage } from '../../../shared/lib/error-message';
import { useAnalytics } from '@riviere/remote-kit';
import type { PreferencesData } from '../api/use-preferences';
import { usePreferencesForm } from '../hooks/use-preferences-form';
import { isUpdateSuccess, toUpdate } from '../lib/preferences-values';
import type { PreferencesValues } from '../model/preferences.schema';
import { TOPICS_OFF, UPDATE_FAILED, UPDATE_SUCCESS } from '../model/preferences-messages';

/** `marketingEmails`: false once the customer stopped them: the topics are then unticked and put away. */
export function PreferencesForm({ prefs, choices, restaurants, marketingEmails }: PreferencesData & { marketingEmails: boolean }) {
  const api = useMarketingApi();
  const analytics = useAnalytics();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, watch, setValue, setError, formState } = usePreferencesForm(prefs);
  const { errors, isSubmitting } = formState;
  const failed = (message: string) => setError('root.server', { type: 'server', message });
  useEffect(() => {
    if (!marketingEmails) setValue('interests', []);
  }, [marketingEmails, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      const { message } = await api.preferences.updateCustomerPreferences(toUpdate(prefs, values));
      if (!isUpdateSuccess(message)) {
        failed(UPDATE_FAILED);
        return;
      }
      setSaved(true);
      analytics('preferences_updated');
    } catch (error) {
      failed(errorMessage(error, UPDATE_FAILED));
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
      {marketingEmails ? (
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
      ) : (
        <p className="mk-field--wide">{TOPICS_OFF}</p>
      )}
      <CheckboxField id="mk-prefs-sms" label="Send me offers by SMS." registration={register('websiteSmsOptIn')} />
      <FormStatus error={errors.root?.server?.message} success={saved ? UPDATE_SUCCESS : null} />
      <NeedsScript />
      <div className="mk-form__actions">
        <SubmitButton busy={isSubmitting} busyText="Saving…">
          Save my preferences
        </SubmitButton>
      </div>
    </form>
  );
}
