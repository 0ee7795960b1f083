import { Type } from '@sinclair/typebox';
import { looseObject, nullableNumber } from './common';

/** Schemas of the bot check (reCAPTCHA v3). */
export const recaptchaQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 4000 }), action: Type.Optional(Type.String({ maxLength: 80 })) });
export const recaptchaResult = looseObject({ success: Type.Boolean(), score: nullableNumber(), skipped: Type.Optional(Type.Boolean()) });
