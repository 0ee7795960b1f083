import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FORM_TOKEN_FIELD, readFormSearch, type FormRender } from '@riviere/mf-contract';
import { useMarketingApi } from '../../../shared/api';
import { SelectField, TextArea, TextField } from '../../../shared/components/fields';
import { FormStatus, NeedsScript, SubmitButton } from '../../../shared/components/form-status';
import { RecaptchaNote } from '../../../shared/components/recaptcha-note';
import { errorMessage } from '../../../shared/lib/error-message';
import { useRecaptcha } from '../../../shared/recaptcha';
import { ErrorState, LoadingState, useAnalytics, useAsync, usePersonalPage } from '@riviere/remote-kit';
import { useContactChoices, type ContactChoices } from '../api/use-contact-content';
import { toUploadedFile } from '../lib/files';
import { EMPTY_CONTACT, useContactForm } from '../hooks/use-contact-form';
import { toContactForm } from '../lib/contact-request';
import { RESTAURANT_ENQUIRY } from '../lib/enquiry-type';
import { CONTACT_FAILED, CONTACT_SENT } from '../model/contact-messages';
import { fieldProblems, postedValues, problemMessage, type PostedField } from '../lib/posted-contact';
import { FileField } from './file-field';
import './contact.css';

/** Where the form posts without JavaScript: the site server takes it there (shell/server forms). */
const CONTACT_PATH = '/contact';

/**
 * The contact tile's widget on /contact (spec §3 contact form). The form also works as plain
 * HTML: it posts to /contact with the site server's token; when the site server shows it again
 * (`readFormSearch`: its token was out of date, what was typed was refused, sending failed) the
 * server's render shows what was typed and why, and after sending `?sent=1` says thanks.
 */
export function ContactWidget() {
  const choices = useContactChoices();
  const { search } = useLocation();
  const form = readFormSearch(search);
  const sent = new URLSearchParams(search).get('sent') === '1';
  if (choices.status === 'loading') return <LoadingState label="Loading the contact form…" />;
  if (choices.status === 'error') {
    return <ErrorState message="Sorry, we could not load the contact form." onRetry={choices.retry} />;
  }
  if (form?.problem === 'refused') return <CheckedContactForm choices={choices.data} form={form} />;
  return <ContactForm choices={choices.data} form={form} sent={sent} />;
}

/** A form the brand API refused, shown again with the schema's words for each field (on the server: it waits for them). */
function CheckedContactForm({ choices, form }: { choices: ContactChoices; form: FormRender }) {
  const problems = useAsync(`contact-problems ${JSON.stringify(form.posted ?? {})}`, async () => {
    const { contactSchema } = await import('../model/contact.schema');
    try {
      await contactSchema(choices.contactReasons).validate(postedValues(form.posted), { abortEarly: false });
      return {};
    } catch (error) {
      return fieldProblems(error as Parameters<typeof fieldProblems>[0]);
    }
  });
  return <ContactForm choices={choices} form={form} problems={problems.status === 'success' ? problems.data : {}} />;
}

interface ContactFormProps {
  choices: ContactChoices;
  /** The form as the site server renders it: its token, and what was typed and why when shown again. */
  form?: FormRender | null;
  problems?: Partial<Record<PostedField, string>>;
  /** The plain form was sent (`?sent=1`). */
  sent?: boolean;
}

export function ContactForm({ choices, form = null, problems = {}, sent = false }: ContactFormProps) {
  // A page with a form token is one visitor's: not kept for anyone else.
  usePersonalPage();
  const typed = form?.posted ? postedValues(form.posted) : undefined;
  const api = useMarketingApi();
  const recaptcha = useRecaptcha();
  const analytics = useAnalytics();
  const [thanks, setThanks] = useState<string | null>(null);
  const { register, handleSubmit, watch, setValue, reset, trigger, getFieldState, setError, formState } = useContactForm(choices.contactReasons, typed);
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

  const shownAgain = form?.problem ? problemMessage(form.problem) : null;
  const fieldError = (name: PostedField) => errors[name]?.message ?? problems[name];
  const options = (list: { id: string; name: string }[]) => list.map((item) => ({ value: item.id, label: item.name }));
  return (
    <form className="mk-form mk-form--two mk-contact" method="post" action={CONTACT_PATH} noValidate onSubmit={onSubmit} aria-label="Contact us">
      <input type="hidden" name={FORM_TOKEN_FIELD} defaultValue={form?.token} />
      <TextField id="mk-contact-first-name" label="First name" autoComplete="given-name" required registration={register('firstName')} defaultValue={typed?.firstName} error={fieldError('firstName')} />
      <TextField id="mk-contact-last-name" label="Last name" autoComplete="family-name" required registration={register('lastName')} defaultValue={typed?.lastName} error={fieldError('lastName')} />
      <TextField id="mk-contact-email" label="E-mail address" type="email" autoComplete="email" required registration={register('email')} defaultValue={typed?.email} error={fieldError('email')} />
      <TextField id="mk-contact-phone" label="Phone number" type="tel" autoComplete="tel" registration={register('phone')} defaultValue={typed?.phone} error={fieldError('phone')} />
      <SelectField
        id="mk-contact-type"
        label="Enquiry type"
        required
        options={options(choices.contactTypes)}
        registration={register('enquiryType', {
          // The restaurant's flag depends on the type: re-check it once it is showing.
          onChange: () => getFieldState('enquiryRestaurant').error && trigger('enquiryRestaurant'),
        })}
        defaultValue={typed?.enquiryType} error={fieldError('enquiryType')}
      />
      <SelectField
        id="mk-contact-restaurant"
        label="Restaurant"
        required={restaurantEnquiry}
        options={choices.restaurants.map((r) => ({ value: String(r.storeId), label: r.title }))}
        registration={register('enquiryRestaurant')}
        defaultValue={typed?.enquiryRestaurant} error={fieldError('enquiryRestaurant')}
      />
      <TextField id="mk-contact-guests" label="Number of guests" inputMode="numeric" registration={register('guests')} defaultValue={typed?.guests} error={fieldError('guests')} />
      <SelectField
        id="mk-contact-reason"
        label="Reason"
        required
        options={options(choices.contactReasons)}
        registration={register('reason', { onChange: () => setValue('subReason', '') })}
        defaultValue={typed?.reason} error={fieldError('reason')}
      />
      {subReasons.length > 0 && (
        <SelectField id="mk-contact-sub-reason" label="Which best describes it?" required options={options(subReasons)} registration={register('subReason')} defaultValue={typed?.subReason} error={fieldError('subReason')} />
      )}
      <TextArea id="mk-contact-message" label="Message" required registration={register('message')} defaultValue={typed?.message} error={fieldError('message')} />
      <FileField id="mk-contact-files" files={watch('files')} onChange={(files) => setValue('files', files, { shouldValidate: true })} />
      <FormStatus error={errors.root?.server?.message ?? shownAgain} success={thanks ?? (sent && !shownAgain ? CONTACT_SENT : null)} />
      {/* Without a reCAPTCHA site key (the offline default) the plain form is sent; with one, only the script can get its token. */}
      {recaptcha.enabled && <NeedsScript />}
      <div className="mk-form__actions">
        <SubmitButton busy={isSubmitting} busyText="Sending…">
          Send message
        </SubmitButton>
        <RecaptchaNote enabled={recaptcha.enabled} />
      </div>
    </form>
  );
}
