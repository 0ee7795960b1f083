import { yupResolver } from '@hookform/resolvers/yup';
import { boolean, object, type InferType } from 'yup';
import { requiredEmail, requiredName } from '../../../shared/lib/validators';

/** Refer a friend: your name and e-mail, your friend's e-mail (not yours), their consent. */
export const referralSchema = object({
  referrerName: requiredName('your name'),
  referrerEmail: requiredEmail('your e-mail address'),
  friendEmail: requiredEmail("your friend's e-mail address").test(
    'not-yours',
    "Please enter your friend's e-mail address, not your own",
    (value, context) => !value || value.trim().toLowerCase() !== String(context.parent.referrerEmail ?? '').trim().toLowerCase(),
  ),
  consent: boolean().defined().oneOf([true], 'Please confirm your friend is happy to hear from us'),
});

export type ReferralValues = InferType<typeof referralSchema>;

export const referralResolver = yupResolver(referralSchema);
