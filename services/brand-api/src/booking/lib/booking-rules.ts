/**
 * The rules a party meets at one restaurant (spec §5, §9, issue 4):
 * - a card guarantee from `cardGuaranteeFromCovers` guests, and for occasions marked so;
 * - parties above `onlineMaxCovers` (15), and occasions marked so, are enquiries, shown as "N+ guests";
 *   an enquiry never needs a card (nothing is booked until the restaurant replies);
 * - same-day parties of `sameDayRefusedFromCovers` (15) or more are refused online;
 * - no date before today.
 */
export interface RestaurantRules {
  cardGuaranteeFromCovers: number;
  onlineMaxCovers: number;
  sameDayRefusedFromCovers: number;
  lastBookingBeforeCloseMinutes: number;
}

export interface OccasionFlags {
  minimumCovers: number;
  maximumCovers: number;
  requiresCardGuarantee: boolean;
  placeAsEnquiry: boolean;
}

export interface Requirements {
  isCardGuaranteeRequired: boolean;
  isPlaceAsEnquiryEnabled: boolean;
  /** The smallest party this occasion takes: as an enquiry, the "N" of "N+ guests". */
  minimumCovers: number;
}

export function requirementsFor(covers: number, occasion: OccasionFlags, rules: RestaurantRules): Requirements {
  const isPlaceAsEnquiryEnabled = occasion.placeAsEnquiry || covers > rules.onlineMaxCovers;
  const enquiryMinimum = occasion.placeAsEnquiry ? occasion.minimumCovers : Math.max(occasion.minimumCovers, rules.onlineMaxCovers + 1);
  return {
    isPlaceAsEnquiryEnabled,
    isCardGuaranteeRequired: !isPlaceAsEnquiryEnabled && (occasion.requiresCardGuarantee || covers >= rules.cardGuaranteeFromCovers),
    minimumCovers: isPlaceAsEnquiryEnabled ? enquiryMinimum : occasion.minimumCovers,
  };
}

export type DateRefusal = 'PAST_DATE' | 'SAME_DAY_LARGE_PARTY' | null;

/** Why a party cannot be taken on that date, or null. Dates 'YYYY-MM-DD' in London. */
export function dateRefusal(date: string, today: string, covers: number, rules: RestaurantRules): DateRefusal {
  if (date < today) return 'PAST_DATE';
  if (date === today && covers >= rules.sameDayRefusedFromCovers) return 'SAME_DAY_LARGE_PARTY';
  return null;
}

/** Whether the party size is one the occasion takes (its own minimum and maximum). */
export function coversFit(covers: number, occasion: OccasionFlags): boolean {
  return covers >= occasion.minimumCovers && covers <= occasion.maximumCovers;
}
