import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ApplicationValues } from '../model/application.schema';
import { describedBy, ErrorText } from './fields';

const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The CV: required only when the job asks for one; checked again by its bytes on the server. */
export function ResumeField({ form, required }: { form: UseFormReturn<ApplicationValues>; required: boolean }) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset className="cr-form__section">
      <legend className="cr-form__legend">Your CV{!required && <span className="cr-label__optional"> (optional)</span>}</legend>
      <Controller
        control={form.control}
        name="resume"
        render={({ field, fieldState }) => (
          <div className="cr-field">
            <label htmlFor={id} className="cr-label">
              CV file
            </label>
            <p id={hintId} className="cr-hint">
              A PDF or Word (.docx) document, up to 5 MB.
            </p>
            <input
              id={id}
              ref={field.ref}
              name={field.name}
              type="file"
              accept={ACCEPT}
              aria-invalid={!!fieldState.error}
              aria-required={required}
              aria-describedby={describedBy(hintId, errorId)}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.files?.[0] ?? null);
                // A new file replaces any earlier verdict (also the server's) at once.
                void form.trigger('resume');
              }}
            />
            <ErrorText id={errorId} error={fieldState.error} />
          </div>
        )}
      />
    </fieldset>
  );
}
