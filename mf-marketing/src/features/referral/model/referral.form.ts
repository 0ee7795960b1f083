import type { ReferralValues } from './referral.schema';

export type { ReferralValues };

export const EMPTY_REFERRAL: ReferralValues = { referrerName: '', referrerEmail: '', friendEmail: '', consent: false };

export const INVITE_FAILED = 'Sorry, we could not send your invitation just now. Everything you typed is still here: please try again.';

/** The `code` of /referral?code=…, when it has the shape the brand API issues. */
export function referralCodeFrom(search: string): string | null {
  const code = new URLSearchParams(search).get('code')?.trim().toUpperCase() ?? '';
  return /^RF-[2-9A-HJKMNP-Z]{10}$/.test(code) ? code : null;
}
