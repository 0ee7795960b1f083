import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationValues } from '../model/application.schema';
import { TextField } from './fields';

/** Names, e-mail and telephone. */
export function PersonalFields({ form }: { form: UseFormReturn<ApplicationValues> }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <fieldset className="cr-form__section">
      <legend className="cr-form__legend">Your details</legend>
      <div className="cr-form__grid">
        <TextField label="First name" autoComplete="given-name" registration={register('firstName')} error={errors.firstName} />
        <TextField label="Second name" autoComplete="family-name" registration={register('secondName')} error={errors.secondName} />
        <TextField label="E-mail address" type="email" autoComplete="email" spellCheck={false} registration={register('email')} error={errors.email} />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          hint="7 to 17 digits; you may start with + and use spaces or dots."
          registration={register('telephone')}
          error={errors.telephone}
        />
      </div>
    </fieldset>
  );
}
