import { useState } from 'react';
import { useMarketingApi } from '../../../shared/api';
import { SelectField, TextArea, TextField } from '../../../shared/components/fields';
import { FormStatus, NeedsScript, SubmitButton } from '../../../shared/components/form-status';
import { RecaptchaNote } from '../../../shared/components/recaptcha-note';
import { errorMessage } from '../../../shared/lib/error-message';
import { useRecaptcha } from '../../../shared/recaptcha';
import { ErrorState, LoadingState, useAnalytics } from '@riviere/remote-kit';
import { useContactChoices, type ContactChoices } from '../api/use-contact-content';
import { toUploadedFile } from '../lib/files';
import { EMPTY_CONTACT, useContactForm } from '../hooks/use-contact-form';
import { RESTAURANT_ENQUIRY, toContactForm } from '../lib/contact-request';
import { CONTACT_FAILED, CONTACT_SENT } from '../model/contact-messages';
import { FileField } from './file-field';
import './contact.css';

/** The contact tile's widget on /contact (spec §3 contact form). */
export function ContactWidget() {
  const choices = useContactChoices();
  if (choices.status === 'loading') return <LoadingState label="Loading the contact form…" />;
  if (choices.status === 'error') {
    return <ErrorState message="Sorry, we could not load the contact form." onRetry={choices.retry} />;
  }
  return <ContactForm choices={choices.data} />;
}

export function ContactForm({ choices }: { choices: ContactChoices }) {
  const api = useMarketingApi();
  const recaptcha = useRecaptcha();
  const analytics = useAnalytics();
  const [thanks, setThanks] = useState<string | null>(null);
  const { register, handleSubmit, watch, setValue, reset, trigger, getFieldState, setError, formState } = useContactForm(choices.contactReasons);
  const { errors, isSubmitting } = formState;
  const failed = (message: string) => setError('root.server', { type: 'server', message });
  const reasonId = watch('reason');
  const subReasons = choices.contactReasons.find((r) => r.id === reasonId)?.subReasons ?? [];
  const restaurantEnquiry = watch('enquiryType') === RESTAURANT_ENQUIRY;

  const onSubmit = handleSubmit(async (values) => {
    setThanks(null);
    try {
      const recaptchaToken = await recaptcha.execute('contact');
      const files = await Promise.all(values.files.map(toUploadedFile));
      const answer = await api.contact.sendEmail({ ...toContactForm(values), ...(files.length ? { files } : {}), ...(recaptchaToken ? { recaptchaToken } : {}) });
      if (answer.statusCode !== 200) {
        failed(CONTACT_FAILED);
        return;
      }
      reset(EMPTY_CONTACT);
      setThanks(answer.message || CONTACT_SENT);
      analytics('contact_sent', { reason: values.reason });
    } catch (error) {
      failed(errorMessage(error, CONTACT_FAILED));
    }
  });

  const options = (list: { id: string; name: string }[]) => list.map((item) => ({ value: item.id, label: item.name }));
  return (
    <form className="mk-form mk-form--two mk-contact" noValidate onSubmit={onSubmit} aria-label="Contact us">
      <TextField id="mk-contact-first-name" label="First name" autoComplete="given-name" required registration={register('firstName')} error={errors.firstName?.message} />
      <TextField id="mk-contact-last-name" label="Last name" autoComplete="family-name" required registration={register('lastName')} error={errors.lastName?.message} />
      <TextField id="mk-contact-email" label="E-mail address" type="email" autoComplete="email" required registration={register('email')} error={errors.email?.message} />
      <TextField id="mk-contact-phone" label="Phone number" type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone?.message} />
      <SelectField
        id="mk-contact-type"
        label="Enquiry type"
        required
        options={options(choices.contactTypes)}
        registration={register('enquiryType', {
          // The restaurant's flag depends on the type: re-check it once it is showing.
          onChange: () => getFieldState('enquiryRestaurant').error && trigger('enquiryRestaurant'),
        })}
        error={errors.enquiryType?.message}
      />
      <SelectField
        id="mk-contact-restaurant"
        label="Restaurant"
        required={restaurantEnquiry}
        options={choices.restaurants.map((r) => ({ value: String(r.storeId), label: r.title }))}
        registration={register('enquiryRestaurant')}
        error={errors.enquiryRestaurant?.message}
      />
      <TextField id="mk-contact-guests" label="Number of guests" inputMode="numeric" registration={register('guests')} error={errors.guests?.message} />
      <SelectField
        id="mk-contact-reason"
        label="Reason"
        required
        options={options(choices.contactReasons)}
        registration={register('reason', { onChange: () => setValue('subReason', '') })}
        error={errors.reason?.message}
      />
      {subReasons.length > 0 && (
        <SelectField id="mk-contact-sub-reason" label="Which best describes it?" required options={options(subReasons)} registration={register('subReason')} error={errors.subReason?.message} />
      )}
      <TextArea id="mk-contact-message" label="Message" required registration={register('message')} error={errors.message?.message} />
      <FileField id="mk-contact-files" files={watch('files')} onChange={(files) => setValue('files', files, { shouldValidate: true })} />
      <FormStatus error={errors.root?.server?.message} success={thanks} />
      <NeedsScript />
      <div className="mk-form__actions">
        <SubmitButton busy={isSubmitting} busyText="Sending…">
          Send message
        </SubmitButton>
        <RecaptchaNote enabled={recaptcha.enabled} />
      </div>
    </form>
  );
}
