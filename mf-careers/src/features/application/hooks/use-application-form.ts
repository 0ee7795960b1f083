import { useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { createApplicationSchema, emptyEntry, type ApplicationJob, type ApplicationValues } from '../model/application.schema';

export function defaultValues(job: ApplicationJob): ApplicationValues {
  return {
    firstName: '',
    secondName: '',
    email: '',
    telephone: '',
    resume: null,
    experience: [emptyEntry()],
    answers: Object.fromEntries(job.questions.map((q) => [q.id, q.type === 'MULTIPLE_CHOICE' ? [] : ''])),
  };
}

/** The application form: spec §5 rules from the schema, each field's error shown once it is left (blur). */
export function useApplicationForm(job: ApplicationJob, today: Date): UseFormReturn<ApplicationValues> {
  const resolver = useMemo(() => yupResolver(createApplicationSchema(job, today)), [job, today]);
  return useForm<ApplicationValues>({ resolver, mode: 'onBlur', reValidateMode: 'onChange', defaultValues: defaultValues(job) });
}
