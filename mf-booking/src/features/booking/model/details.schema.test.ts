import { DETAILS_MESSAGES, detailsSchema } from './details.schema';

const valid = {
  firstName: 'Amélie',
  lastName: "O'Brien-Smith",
  email: 'amelie@example.com',
  phoneNumber: '07700 900123',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: true,
};

async function errorsOf(values: object): Promise<string[]> {
  try {
    await detailsSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('detailsSchema', () => {
  it.each([
    ['valid details', {}, []],
    ['a special request is optional but limited', { specialRequest: 'x'.repeat(501) }, [DETAILS_MESSAGES.specialRequest]],
    ['first name missing', { firstName: '  ' }, [DETAILS_MESSAGES.firstName]],
    ['last name with digits', { lastName: 'Smith2' }, [DETAILS_MESSAGES.nameFormat]],
    ['e-mail missing', { email: '' }, [DETAILS_MESSAGES.email]],
    ['e-mail malformed', { email: 'amelie@example' }, [DETAILS_MESSAGES.emailFormat]],
    ['mobile missing', { phoneNumber: '' }, [DETAILS_MESSAGES.phone]],
    ['mobile too short', { phoneNumber: '0770' }, [DETAILS_MESSAGES.phoneFormat]],
    ['mobile with letters', { phoneNumber: '07700 9OO123' }, [DETAILS_MESSAGES.phoneFormat]],
    ['an international mobile', { phoneNumber: '+44 7700 900123' }, []],
  ])('%s', async (_case, values, expected) => {
    expect(await errorsOf(values)).toEqual(expected);
  });
});
