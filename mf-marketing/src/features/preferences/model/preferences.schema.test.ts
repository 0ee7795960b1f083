import type { CustomerPreferences } from '@riviere/api-client';
import { toValues } from '../lib/preferences-values';
import { preferencesSchema, type PreferencesValues } from './preferences.schema';

const schema = preferencesSchema(() => new Date(Date.UTC(2026, 10, 21)));

const prefs: CustomerPreferences = {
  customerGuid: '0b7c6f1e-7a53-4c1b-9d43-6a1f0e2b9c11',
  firstName: 'Amélie',
  phoneNumber: '07700900123',
  favRestaurantCode: 118,
  birthDate: 951782400,
  gender: null,
  websiteSmsOptIn: false,
  interests: [{ name: 'Offers', checked: true }],
  attributes: {},
};

describe('preferencesSchema', () => {
  it.each<[string, Partial<PreferencesValues>, string | null]>([
    ['as loaded', {}, null],
    ['no first name', { firstName: '' }, 'Please enter your first name'],
    ['a bad phone', { phoneNumber: 'call me' }, 'Please enter a valid phone number, like 07700 900123'],
    ['no phone', { phoneNumber: '' }, null],
    ['no favourite restaurant', { favRestaurantCode: '' }, 'Please choose your favourite restaurant'],
    ['29 February 2001', { birthDate: { day: '29', month: '2', year: '2001' } }, 'That day does not exist in that month: please choose the day again'],
    ['a birthday in the future', { birthDate: { day: '1', month: '12', year: '2026' } }, 'Your birthday cannot be in the future'],
    ['no birthday', { birthDate: { day: '', month: '', year: '' } }, null],
  ])('%s', (_label, change, message) => {
    const values = { ...toValues(prefs), ...change };
    if (message === null) expect(schema.isValidSync(values)).toBe(true);
    else expect(() => schema.validateSync(values)).toThrow(message);
  });
});
