import { EMPTY_REFERRAL } from '../hooks/use-referral-form';
import { toInvite } from '../lib/to-invite';
import { referralSchema, type ReferralValues } from './referral.schema';

const valid: ReferralValues = { referrerName: 'Amélie Dubois', referrerEmail: 'amelie@example.com', friendEmail: 'bruno@example.com', consent: true };

describe('referralSchema', () => {
  it.each<[string, Partial<ReferralValues>, string | null]>([
    ['a complete invitation', {}, null],
    ['no name', { referrerName: '' }, 'Please enter your name'],
    ['no e-mail of yours', { referrerEmail: '' }, 'Please enter your e-mail address'],
    ["no friend's e-mail", { friendEmail: '' }, "Please enter your friend's e-mail address"],
    ["a bad friend's e-mail", { friendEmail: 'bruno@' }, 'Please enter a valid e-mail address, like name@example.com'],
    ['your own address as the friend', { friendEmail: 'AMELIE@example.com ' }, "Please enter your friend's e-mail address, not your own"],
    ['no consent', { consent: false }, 'Please confirm your friend is happy to hear from us'],
  ])('%s', (_label, change, message) => {
    const values = { ...valid, ...change };
    if (message === null) expect(referralSchema.isValidSync(values)).toBe(true);
    else expect(() => referralSchema.validateSync(values)).toThrow(message);
  });

  it('starts empty and invalid', () => {
    expect(referralSchema.isValidSync(EMPTY_REFERRAL)).toBe(false);
  });

  it.each<[string | undefined, object]>([
    [undefined, {}],
    ['token-1', { recaptchaToken: 'token-1' }],
  ])('sends a valid invitation trimmed, with the reCAPTCHA token %p', (token, extra) => {
    const padded = { ...valid, referrerName: ' Amélie Dubois ', friendEmail: ' bruno@example.com ' };
    expect(toInvite(padded, token)).toEqual({ ...valid, ...extra });
  });
});
