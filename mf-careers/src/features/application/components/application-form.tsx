import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Job } from '@riviere/api-client';
import { yearChoices, type ApplicationValues } from '../model/application.schema';
import { ExperienceFields } from './experience-fields';
import { PersonalFields } from './personal-fields';
import { QuestionFields } from './question-fields';
import { ResumeField } from './resume-field';

interface Props {
  job: Job;
  form: UseFormReturn<ApplicationValues>;
  today: Date;
  onSubmit(values: ApplicationValues): Promise<void>;
}

/** The application itself; errors appear as each field is left, and all of them on submit. */
export function ApplicationForm({ job, form, today, onSubmit }: Props) {
  const years = useMemo(() => yearChoices(today), [today]);
  const { isSubmitting, errors } = form.formState;
  const submit = form.handleSubmit(onSubmit);

  return (
    <form className="cr-form" noValidate aria-label={`Application for ${job.name}`} onSubmit={(event) => (isSubmitting ? event.preventDefault() : void submit(event))}>
      <p className="cr-hint">All fields are required unless they say optional.</p>
      <PersonalFields form={form} />
      <ResumeField form={form} required={job.cvRequired} />
      <ExperienceFields form={form} required={job.workExperienceRequired} years={years} />
      <QuestionFields form={form} questions={job.questions} />
      <div className="cr-form__actions">
        <p className="cr-form__server-error" role="alert">
          {errors.root?.server?.message}
        </p>
        {/* aria-disabled, not disabled: a disabled button would drop the focus out of the dialog. */}
        <button type="submit" className="rv-button rv-button--primary" aria-disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send application'}
        </button>
      </div>
    </form>
  );
}
