import { Type } from '@sinclair/typebox';
import { email, looseObject, name, nullableInteger, nullableString, optionalPhone, PG_INTEGER_MAX, recaptchaToken, storeId } from './common';

/** Schemas of the newsletter sign-up (with its consent record) and a customer's preferences. */
export const signUpForm = Type.Object({
  emailAddress: email,
  favouriteRestaurant: storeId,
  firstName: name,
  phoneNumber: Type.Optional(optionalPhone),
  acceptTerms: Type.Boolean(),
  acceptSMSTerms: Type.Boolean(),
  birthday: Type.Optional(Type.Object({
    day: Type.Integer({ minimum: 1, maximum: 31 }), month: Type.Integer({ minimum: 1, maximum: 12 }), year: Type.Integer({ minimum: 1900, maximum: 2200 }),
  }, { additionalProperties: false })),
  sourcePage: Type.Optional(Type.String({ pattern: '^/[A-Za-z0-9/_-]{0,200}$' })),
  recaptchaToken: Type.Optional(recaptchaToken),
}, { additionalProperties: false });

export const signUpResult = looseObject({ data: looseObject({ id: Type.String(), customerGuid: Type.String() }) });

const customerGuid = Type.String({ format: 'uuid' });
export const customerGuidParams = Type.Object({ customerGuid });
export const preferencesRequest = Type.Object({
  attributes: Type.Optional(Type.Array(Type.String({ maxLength: 80 }), { maxItems: 50 })),
}, { additionalProperties: false });

const interests = Type.Array(Type.Object({ name: Type.String({ maxLength: 80 }), checked: Type.Boolean() }, { additionalProperties: false }), { maxItems: 50 });

export const preferences = looseObject({
  customerGuid: Type.String(),
  firstName: Type.String(),
  phoneNumber: Type.String(),
  favRestaurantCode: nullableInteger(),
  birthDate: nullableInteger(),
  gender: nullableString(),
  websiteSmsOptIn: Type.Boolean(),
  interests: Type.Array(looseObject({ name: Type.String(), checked: Type.Boolean() })),
  attributes: Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: Type.String() }),
  marketingEmails: Type.Boolean({ description: 'False once the address unsubscribed from marketing e-mails' }),
});

export const preferencesUpdate = Type.Object({
  customerGuid,
  firstName: name,
  phoneNumber: optionalPhone,
  favRestaurantCode: nullableInteger({ minimum: 1, maximum: PG_INTEGER_MAX }),
  // Epoch seconds, 1900–2100.
  birthDate: nullableInteger({ minimum: -2208988800, maximum: 4102444800 }),
  gender: nullableString({ maxLength: 40 }),
  websiteSmsOptIn: Type.Boolean(),
  interests,
  attributes: Type.Optional(Type.Unsafe<Record<string, string>>({ type: 'object', maxProperties: 50, additionalProperties: Type.String({ maxLength: 200 }) })),
  // Read only: preferences as read may be sent back whole; updateMarketingEmails changes it.
  marketingEmails: Type.Optional(Type.Boolean({ description: 'Ignored here (read only): use updateMarketingEmails' })),
}, { additionalProperties: false });

export const preferencesUpdateResult = looseObject({ message: Type.String() });
