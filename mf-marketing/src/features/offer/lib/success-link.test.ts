import { ApiError } from '@riviere/api-client';
import { isMissingOffer, successLink } from './success-link';

describe('successLink', () => {
  it.each([
    [{ successButtonText: 'Book a table', successButtonUrl: '/#booking', overrideSuccessUrl: null }, { text: 'Book a table', href: '/#booking', internal: true }],
    [{ successButtonText: 'See the kids menu', successButtonUrl: '/our-menu/kids', overrideSuccessUrl: '/kids' }, { text: 'See the kids menu', href: '/kids', internal: true }],
    [{ successButtonText: 'Partner', successButtonUrl: 'https://partner.example/', overrideSuccessUrl: '' }, { text: 'Partner', href: 'https://partner.example/', internal: false }],
    [{ successButtonText: 'Odd', successButtonUrl: '//evil.example', overrideSuccessUrl: null }, { text: 'Odd', href: '//evil.example', internal: false }],
    [{ successButtonText: '', successButtonUrl: '/find-us', overrideSuccessUrl: null }, { text: 'Continue', href: '/find-us', internal: true }],
    [{ successButtonText: 'Nothing', successButtonUrl: '', overrideSuccessUrl: null }, null],
  ])('%o → %o', (offer, link) => {
    expect(successLink(offer)).toEqual(link);
  });
});

describe('isMissingOffer', () => {
  it.each<[unknown, boolean]>([
    [ApiError.fromResponse(404, { message: 'Could not find offer "x".' }), true],
    [ApiError.fromResponse(404, { message: 'Not Found' }), false],
    [ApiError.fromResponse(500, { message: 'could not find offer' }), false],
    [new Error('could not find offer'), false],
    [null, false],
  ])('%p → %p', (error, missing) => {
    expect(isMissingOffer(error)).toBe(missing);
  });
});
