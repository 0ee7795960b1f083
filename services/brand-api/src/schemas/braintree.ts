import { Type } from '@sinclair/typebox';
import { email, looseObject, name, nullableString } from './common';

/** Schemas of the card guarantee (spec §7): the drop-in's client token and the nonce it gives back. */
export const braintreeToken = looseObject({ clientToken: Type.String(), testMode: Type.Boolean() });

export const braintreeSubmitBody = Type.Object({
  nonce: Type.String({ minLength: 1, maxLength: 4096 }),
  firstName: name,
  lastName: name,
  email,
  customerId: Type.Optional(nullableString({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
}, { additionalProperties: false });

export const braintreeSubmitResult = looseObject({ success: Type.Literal(true), customerId: Type.String() });
