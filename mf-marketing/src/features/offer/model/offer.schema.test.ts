import { isOfferReady } from '../lib/offer-ready';
import { offerSchema, type OfferValues } from './offer.schema';

describe('offerSchema', () => {
  it.each<[OfferValues, boolean, string | undefined]>([
    [{ emailAddress: 'amelie@example.com', acceptTerms: true }, true, undefined],
    [{ emailAddress: ' amelie@example.com ', acceptTerms: true }, true, undefined],
    [{ emailAddress: '', acceptTerms: true }, false, 'Please enter your e-mail address'],
    [{ emailAddress: 'amelie', acceptTerms: true }, false, 'Please enter a valid e-mail address, like name@example.com'],
    [{ emailAddress: 'amelie@example.com', acceptTerms: false }, false, 'Please accept the terms and conditions to get your code'],
  ])('%o valid: %p', (values, valid, message) => {
    expect(offerSchema.isValidSync(values)).toBe(valid);
    expect(isOfferReady(values)).toBe(valid); // the button's quick check agrees with the schema
    if (message) expect(() => offerSchema.validateSync(values)).toThrow(message);
  });
});
