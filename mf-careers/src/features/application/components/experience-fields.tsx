import { useId, useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { emptyEntry, type ApplicationValues } from '../model/application.schema';
import { MonthYear } from './month-year';
import { TextField } from './fields';

interface Props {
  form: UseFormReturn<ApplicationValues>;
  required: boolean;
  years: number[];
}

/** Work history: entries can be added and removed, but one always stays (spec §5). */
export function ExperienceFields({ form, required, years }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'experience' });
  const addButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  const removeEntry = (index: number) => {
    remove(index);
    addButton.current?.focus();
  };

  return (
    <fieldset className="cr-form__section" aria-describedby={hintId}>
      <legend className="cr-form__legend">Work experience{!required && <span className="cr-label__optional"> (optional)</span>}</legend>
      <p id={hintId} className="cr-hint">
        Your recent roles, newest first.
      </p>
      {fields.map((field, index) => (
        <ExperienceEntry key={field.id} form={form} index={index} years={years} onRemove={fields.length > 1 ? () => removeEntry(index) : undefined} />
      ))}
      <button ref={addButton} type="button" className="rv-button" onClick={() => append(emptyEntry())}>
        <span aria-hidden="true">+</span> Add another role
      </button>
    </fieldset>
  );
}

interface EntryProps {
  form: UseFormReturn<ApplicationValues>;
  index: number;
  years: number[];
  onRemove?: () => void;
}

function ExperienceEntry({ form, index, years, onRemove }: EntryProps) {
  const { register, formState, watch, getFieldState, trigger } = form;
  const at = `experience.${index}` as const;
  const errors = formState.errors.experience?.[index];
  const current = watch(`${at}.isCurrentRole`);
  // The end-after-start rule sits on the end year: re-check it when a date it depends on changes.
  const recheckEnd = () => {
    if (getFieldState(`${at}.toYear`).isTouched) void trigger(`${at}.toYear`);
  };

  return (
    <fieldset className="cr-entry">
      <legend className="cr-entry__legend">Role {index + 1}</legend>
      <div className="cr-form__grid">
        <TextField label="Employer" autoComplete="organization" registration={register(`${at}.employer`)} error={errors?.employer} />
        <TextField label="Job title" autoComplete="organization-title" registration={register(`${at}.jobTitle`)} error={errors?.jobTitle} />
      </div>
      <MonthYear
        legend="From"
        years={years}
        month={register(`${at}.fromMonth`, { onBlur: recheckEnd })}
        year={register(`${at}.fromYear`, { onBlur: recheckEnd })}
        monthError={errors?.fromMonth}
        yearError={errors?.fromYear}
      />
      <label className="cr-check">
        <input
          className="cr-check__box"
          type="checkbox"
          {...register(`${at}.isCurrentRole`, {
            onChange: () => {
              if (errors?.toMonth || errors?.toYear) void trigger([`${at}.toMonth`, `${at}.toYear`]);
            },
          })}
        />
        This is my current role
      </label>
      {!current && (
        <MonthYear
          legend="To"
          years={years}
          month={register(`${at}.toMonth`, { onBlur: recheckEnd })}
          year={register(`${at}.toYear`)}
          monthError={errors?.toMonth}
          yearError={errors?.toYear}
        />
      )}
      {onRemove && (
        <button type="button" className="rv-button rv-button--link cr-entry__remove" onClick={onRemove}>
          Remove role {index + 1}
        </button>
      )}
    </fieldset>
  );
}
