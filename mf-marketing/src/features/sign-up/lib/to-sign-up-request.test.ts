import type { SignUpForm as SignUpRequest } from '@riviere/api-client';
import { EMPTY_SIGN_UP } from '../hooks/use-sign-up-form';
import type { SignUpValues } from '../model/sign-up.schema';
import { toSignUpRequest } from './to-sign-up-request';

const values: SignUpValues = {
  ...EMPTY_SIGN_UP,
  emailAddress: ' amelie@example.com ',
  favouriteRestaurant: '118',
  firstName: ' Amélie ',
  acceptTerms: true,
};
const base: SignUpRequest = {
  emailAddress: 'amelie@example.com',
  favouriteRestaurant: 118,
  firstName: 'Amélie',
  acceptTerms: true,
  acceptSMSTerms: false,
  sourcePage: '/sign-up',
};

describe('toSignUpRequest', () => {
  it.each<[string, Partial<SignUpValues>, string, string | undefined, Partial<SignUpRequest>]>([
    ['the least a visitor gives', {}, '/sign-up', undefined, {}],
    ['a phone number, trimmed', { phoneNumber: ' 07700 900123 ' }, '/sign-up', undefined, { phoneNumber: '07700 900123' }],
    ['a blank phone number left out', { phoneNumber: '   ' }, '/sign-up', undefined, {}],
    ['a whole birthday as numbers', { birthday: { day: '29', month: '2', year: '2000' } }, '/sign-up', undefined, { birthday: { day: 29, month: 2, year: 2000 } }],
    ['SMS offers', { acceptSMSTerms: true }, '/sign-up', undefined, { acceptSMSTerms: true }],
    ['the tile’s page as the source', {}, '/keep-in-touch', undefined, { sourcePage: '/keep-in-touch' }],
    ['an odd source page sent as /sign-up', {}, '/a page?x=<b>', undefined, { sourcePage: '/sign-up' }],
    ['a reCAPTCHA token', {}, '/sign-up', 'token-1', { recaptchaToken: 'token-1' }],
  ])('%s', (_label, change, sourcePage, token, expected) => {
    expect(toSignUpRequest({ ...values, ...change }, sourcePage, token)).toEqual({ ...base, ...expected });
  });
});
