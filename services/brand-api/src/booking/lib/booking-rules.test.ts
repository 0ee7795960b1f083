import { coversFit, dateRefusal, requirementsFor } from './booking-rules';

const rules = { cardGuaranteeFromCovers: 6, onlineMaxCovers: 15, sameDayRefusedFromCovers: 15, lastBookingBeforeCloseMinutes: 60 };
const dinner = { minimumCovers: 1, maximumCovers: 100, requiresCardGuarantee: false, placeAsEnquiry: false };
const christmas = { minimumCovers: 1, maximumCovers: 12, requiresCardGuarantee: true, placeAsEnquiry: false };
const privateParty = { minimumCovers: 10, maximumCovers: 60, requiresCardGuarantee: false, placeAsEnquiry: true };

describe('requirementsFor', () => {
  it.each([
    ['2 for dinner', 2, dinner, { isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: false, minimumCovers: 1 }],
    ['5 for dinner', 5, dinner, { isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: false, minimumCovers: 1 }],
    ['6 for dinner: card', 6, dinner, { isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false, minimumCovers: 1 }],
    ['15 for dinner: card, still online', 15, dinner, { isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false, minimumCovers: 1 }],
    ['16 for dinner: an enquiry, shown as 16+', 16, dinner, { isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: true, minimumCovers: 16 }],
    ['2 on Christmas Day: card by occasion', 2, christmas, { isCardGuaranteeRequired: true, isPlaceAsEnquiryEnabled: false, minimumCovers: 1 }],
    ['12 for a private party: an enquiry by occasion, 10+', 12, privateParty, { isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: true, minimumCovers: 10 }],
  ])('%s', (_, covers, occasion, expected) => expect(requirementsFor(covers, occasion, rules)).toEqual(expected));
});

describe('dateRefusal', () => {
  it.each([
    ['yesterday', '2026-11-20', 2, 'PAST_DATE'],
    ['today, 14 guests', '2026-11-21', 14, null],
    ['today, 15 guests', '2026-11-21', 15, 'SAME_DAY_LARGE_PARTY'],
    ['today, 40 guests', '2026-11-21', 40, 'SAME_DAY_LARGE_PARTY'],
    ['tomorrow, 15 guests', '2026-11-22', 15, null],
  ])('%s', (_, date, covers, expected) => expect(dateRefusal(date, '2026-11-21', covers, rules)).toBe(expected));
});

describe('coversFit', () => {
  it.each([[0, false], [1, true], [12, true], [13, false]])('%i guests on Christmas Day: %s', (covers, expected) => {
    expect(coversFit(covers, christmas)).toBe(expected);
  });
});
