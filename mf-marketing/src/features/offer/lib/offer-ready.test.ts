import { CLAIM_NEEDS } from '../model/offer-messages';
import { claimHint, isOfferReady, missingForClaim } from './offer-ready';

describe('what a claim still needs', () => {
  it.each([
    [{ emailAddress: '', acceptTerms: false }, 'both'],
    [{ emailAddress: 'amelie@example', acceptTerms: false }, 'both'],
    [{ emailAddress: 'amelie@example.com', acceptTerms: false }, 'terms'],
    [{ emailAddress: '', acceptTerms: true }, 'email'],
    [{ emailAddress: 'amelie', acceptTerms: true }, 'email'],
    [{ emailAddress: ' amelie@example.com ', acceptTerms: true }, null],
    [{}, 'both'],
  ] as const)('%p needs %p', (values, need) => {
    expect(missingForClaim(values)).toBe(need);
    expect(isOfferReady(values)).toBe(need === null);
    expect(claimHint(values)).toBe(need === null ? '' : CLAIM_NEEDS[need]);
  });
});
