export const CLAIM_FAILED = 'Sorry, we could not get your voucher code just now. Your e-mail address is still here: please try again.';

export type ClaimNeed = 'email' | 'terms' | 'both';

/** Said beside the disabled Get my code button, so nobody is left guessing why it does not work. */
export const CLAIM_NEEDS: Readonly<Record<ClaimNeed, string>> = {
  both: 'To get your code, enter your e-mail address and tick the box to accept the terms and conditions.',
  email: 'To get your code, enter a valid e-mail address.',
  terms: 'To get your code, tick the box to accept the terms and conditions.',
};
