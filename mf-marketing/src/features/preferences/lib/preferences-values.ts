import type { CustomerPreferences } from '@riviere/api-client';
import { fromEpochSeconds, toEpochSeconds } from '../../../shared/lib/birthday';
import type { PreferencesValues } from '../model/preferences.schema';

/** The customer as the form holds them: birth date as the three selects, checked interests by name. */
export function toValues(prefs: CustomerPreferences): PreferencesValues {
  return {
    firstName: prefs.firstName,
    phoneNumber: prefs.phoneNumber,
    favRestaurantCode: prefs.favRestaurantCode === null ? '' : String(prefs.favRestaurantCode),
    birthDate: fromEpochSeconds(prefs.birthDate),
    gender: prefs.gender ?? '',
    websiteSmsOptIn: prefs.websiteSmsOptIn,
    interests: prefs.interests.filter((i) => i.checked).map((i) => i.name),
  };
}

/** The update body: birth date as epoch seconds, every known interest with its checked state. */
export function toUpdate(prefs: CustomerPreferences, values: PreferencesValues): CustomerPreferences {
  return {
    customerGuid: prefs.customerGuid,
    firstName: values.firstName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    favRestaurantCode: values.favRestaurantCode ? Number(values.favRestaurantCode) : null,
    birthDate: toEpochSeconds(values.birthDate),
    gender: values.gender || null,
    websiteSmsOptIn: values.websiteSmsOptIn,
    interests: prefs.interests.map((i) => ({ name: i.name, checked: values.interests.includes(i.name) })),
    attributes: prefs.attributes,
  };
}

/** Spec §4: the update succeeded only when the server's message is exactly 'Success'. */
export const isUpdateSuccess = (message: string | undefined) => message === 'Success';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCustomerGuid = (value: string) => UUID.test(value);
