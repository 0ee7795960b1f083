import { useId } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import type { JobQuestion } from '@riviere/api-client';
import type { ApplicationValues } from '../model/application.schema';
import { describedBy, ErrorText } from './fields';

/** The job's own questions: yes/no and single choice as radios, multiple choice as checkboxes, text as a text area. */
export function QuestionFields({ form, questions }: { form: UseFormReturn<ApplicationValues>; questions: JobQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <fieldset className="cr-form__section">
      <legend className="cr-form__legend">About you</legend>
      {questions.map((question) => (
        <Question key={question.id} form={form} question={question} />
      ))}
    </fieldset>
  );
}

function Question({ form, question }: { form: UseFormReturn<ApplicationValues>; question: JobQuestion }) {
  const errorId = useId();
  const textId = useId();
  const name = `answers.${question.id}` as const;
  // A record keyed by id: react-hook-form's error type cannot follow a dynamic key.
  const error = form.formState.errors.answers?.[question.id] as FieldError | undefined;
  const optional = !question.is_mandatory && <span className="cr-label__optional"> (optional)</span>;

  if (question.type === 'TEXT') {
    return (
      <div className="cr-field">
        <label htmlFor={textId} className="cr-label">
          {question.text}
          {optional}
        </label>
        <textarea
          id={textId}
          className="cr-textarea"
          rows={4}
          maxLength={2000}
          aria-invalid={!!error}
          aria-required={question.is_mandatory}
          aria-describedby={describedBy(errorId)}
          {...form.register(name)}
        />
        <ErrorText id={errorId} error={error} />
      </div>
    );
  }
  const multiple = question.type === 'MULTIPLE_CHOICE';
  return (
    <fieldset className="cr-choice" aria-describedby={describedBy(errorId)}>
      <legend className="cr-label">
        {question.text}
        {optional}
        {multiple && <span className="cr-label__optional"> Choose all that apply.</span>}
      </legend>
      <div className={`cr-choice__options${question.type === 'YES_NO' ? ' cr-choice__options--inline' : ''}`}>
        {(question.answer.options ?? []).map((option) => (
          <label key={option} className="cr-check">
            <input className="cr-check__box" type={multiple ? 'checkbox' : 'radio'} value={option} {...form.register(name)} />
            {option}
          </label>
        ))}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}
