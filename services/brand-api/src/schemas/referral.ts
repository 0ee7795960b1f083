import { Type } from '@sinclair/typebox';
import { REFERRAL_CODE_PATTERN } from '../referral/referral-repository';
import { email, looseObject, name, offer, okMessage, recaptchaToken } from './common';

/** Schemas of refer a friend (our own calls; the spec shows none). */
export const referralInvite = Type.Object({
  referrerName: name,
  referrerEmail: email,
  friendEmail: email,
  consent: Type.Boolean(),
  recaptchaToken: Type.Optional(recaptchaToken),
}, { additionalProperties: false });

export const referralInviteResult = okMessage;

export const referralCodeParams = Type.Object({ code: Type.String({ pattern: REFERRAL_CODE_PATTERN }) });
export const referral = looseObject({ code: Type.String(), referrerName: Type.String(), offer });
