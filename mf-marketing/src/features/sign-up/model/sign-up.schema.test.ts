import { type ValidationError } from 'yup';
import { EMPTY_SIGN_UP } from '../hooks/use-sign-up-form';
import { signUpSchema, type SignUpValues } from './sign-up.schema';

const schema = signUpSchema(() => new Date(Date.UTC(2026, 10, 21)));
const valid: SignUpValues = {
  ...EMPTY_SIGN_UP,
  emailAddress: 'amelie@example.com',
  favouriteRestaurant: '118',
  firstName: "Amélie O'Neill",
  acceptTerms: true,
};

/** The first error of each invalid field, keyed by path. */
function errorsOf(values: SignUpValues): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

describe('signUpSchema', () => {
  it('accepts a complete sign-up with no phone and no birthday', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it.each<[string, Partial<SignUpValues>, Record<string, string>]>([
    ['no e-mail', { emailAddress: '' }, { emailAddress: 'Please enter your e-mail address' }],
    ['a bad e-mail', { emailAddress: 'amelie@example' }, { emailAddress: 'Please enter a valid e-mail address, like name@example.com' }],
    ['no restaurant', { favouriteRestaurant: '' }, { favouriteRestaurant: 'Please choose your favourite restaurant' }],
    ['no first name', { firstName: '  ' }, { firstName: 'Please enter your first name' }],
    ['digits in the name', { firstName: 'R2D2' }, { firstName: 'Please use letters, spaces, apostrophes, hyphens and full stops only' }],
    ['a bad phone', { phoneNumber: '12ab' }, { phoneNumber: 'Please enter a valid phone number, like 07700 900123' }],
    ['terms not accepted', { acceptTerms: false }, { acceptTerms: 'Please accept the terms and conditions to sign up' }],
    ['29 February 2000', { birthday: { day: '29', month: '2', year: '2000' } }, {}],
    ['29 February 2001', { birthday: { day: '29', month: '2', year: '2001' } }, { birthday: 'That day does not exist in that month: please choose the day again' }],
    ['a birthday without a year', { birthday: { day: '29', month: '2', year: '' } }, { birthday: 'Please choose the day, month and year of your birthday, or leave all three empty' }],
    ['a birthday earlier this year', { birthday: { day: '1', month: '1', year: '2026' }, phoneNumber: '07700 900123' }, {}],
    ['a birthday in the future', { birthday: { day: '1', month: '12', year: '2026' } }, { birthday: 'Your birthday cannot be in the future' }],
    ['a phone with spaces and a plus', { phoneNumber: '+44 7700 900123' }, {}],
  ])('%s', (_label, change, errors) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(errors);
  });
});
