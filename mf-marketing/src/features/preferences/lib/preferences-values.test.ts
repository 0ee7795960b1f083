import type { CustomerPreferences } from '@riviere/api-client';
import type { PreferencesValues } from '../model/preferences.schema';
import { isCustomerGuid, isUpdateSuccess, toUpdate, toValues } from './preferences-values';

const prefs: CustomerPreferences = {
  customerGuid: '0b7c6f1e-7a53-4c1b-9d43-6a1f0e2b9c11',
  firstName: 'Amélie',
  phoneNumber: '07700900123',
  favRestaurantCode: 118,
  birthDate: 951782400,
  gender: null,
  websiteSmsOptIn: false,
  interests: [
    { name: 'Offers', checked: true },
    { name: 'Wine', checked: false },
  ],
  attributes: { source: 'sign-up' },
};

describe('preferences form values', () => {
  it('reads the customer into the form: birth date as selects, checked interests by name', () => {
    expect(toValues(prefs)).toEqual({
      firstName: 'Amélie',
      phoneNumber: '07700900123',
      favRestaurantCode: '118',
      birthDate: { day: '29', month: '2', year: '2000' },
      gender: '',
      websiteSmsOptIn: false,
      interests: ['Offers'],
    });
  });

  it('writes the form back with epoch seconds and every interest', () => {
    const values: PreferencesValues = { ...toValues(prefs), gender: 'Female', interests: ['Wine'], birthDate: { day: '', month: '', year: '' } };
    expect(toUpdate(prefs, values)).toEqual({
      ...prefs,
      gender: 'Female',
      birthDate: null,
      interests: [
        { name: 'Offers', checked: false },
        { name: 'Wine', checked: true },
      ],
    });
  });

  it.each([
    ['Success', true],
    ['success', false],
    ['Failed', false],
    [undefined, false],
  ])('message %p means success: %p (spec §4)', (message, success) => {
    expect(isUpdateSuccess(message)).toBe(success);
  });

  it.each([
    ['0b7c6f1e-7a53-4c1b-9d43-6a1f0e2b9c11', true],
    ['not-a-guid', false],
    ['', false],
  ])('%p is a customer guid: %p', (guid, ok) => {
    expect(isCustomerGuid(guid)).toBe(ok);
  });
});
