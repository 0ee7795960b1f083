import { Type } from '@sinclair/typebox';
import { RECIPIENT_PATTERN, SIGNATURE_PATTERN } from '../marketing/unsubscribe-link';
import { looseObject } from './common';

/** Schemas of marketing consent: the signed unsubscribe link (RFC 8058) and "Stop all marketing e-mails". */
export const unsubscribeParams = Type.Object({
  recipient: Type.String({ pattern: RECIPIENT_PATTERN, description: 'The address the link was signed for (base64url)' }),
  signature: Type.String({ pattern: SIGNATURE_PATTERN, description: 'HMAC-SHA256 of the recipient (base64url, 32 characters)' }),
});

/** RFC 8058: what a mail provider's one-click button POSTs, as application/x-www-form-urlencoded (JSON accepted too). */
export const oneClickBody = Type.Object({
  'List-Unsubscribe': Type.Literal('One-Click', { description: 'Exactly "One-Click" (RFC 8058)' }),
}, { additionalProperties: false });

export const unsubscribeState = looseObject({
  email: Type.String(),
  /** False once the address is unsubscribed. */
  marketingEmails: Type.Boolean(),
});

export const unsubscribeResult = looseObject({
  email: Type.String(),
  marketingEmails: Type.Literal(false),
  message: Type.String(),
});

export const marketingEmailsUpdate = Type.Object({
  customerGuid: Type.String({ format: 'uuid' }),
  marketingEmails: Type.Boolean(),
}, { additionalProperties: false });

export const marketingEmailsResult = looseObject({
  message: Type.String(),
  marketingEmails: Type.Boolean(),
  interests: Type.Array(looseObject({ name: Type.String(), checked: Type.Boolean() })),
});
