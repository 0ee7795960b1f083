/** A restaurant's postal address as text. Empty or blank parts are left out. */
export interface AddressParts {
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressCity?: string | null;
  postcode?: string | null;
}

const present = (parts: readonly (string | null | undefined)[]): string[] =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').map((part) => part.trim());

/** '12 Lantern Walk, Abbey Quarter': the street lines. */
export const streetAddress = (place: AddressParts): string => present([place.addressLine1, place.addressLine2]).join(', ');

/** One line: '12 Lantern Walk, Abbey Quarter, Bath, BA1 1LT'. */
export const addressText = (place: AddressParts): string =>
  present([place.addressLine1, place.addressLine2, place.addressCity, place.postcode]).join(', ');
