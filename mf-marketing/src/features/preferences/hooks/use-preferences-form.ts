import { useForm, type UseFormReturn } from 'react-hook-form';
import type { CustomerPreferences } from '@riviere/api-client';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';
import { toValues } from '../lib/preferences-values';
import type { PreferencesValues } from '../model/preferences.schema';

/** The schema, and yup with it, loads on the first validation: the page stays in its budget. */
const resolver = lazyResolver<PreferencesValues>(() => import('../model/preferences.schema').then((m) => m.preferencesResolver));

/** The preferences form, filled from the customer: spec §5 rules from the schema, flags after blur. */
export function usePreferencesForm(prefs: CustomerPreferences): UseFormReturn<PreferencesValues> {
  return useForm<PreferencesValues>({ mode: 'onTouched', defaultValues: toValues(prefs), resolver });
}
