/**
 * What the brand API accepts for names, e-mail addresses and phones (its JSON schemas), shared by
 * the booking details and the group enquiry so both forms refuse what the API would refuse.
 */
export const NAME_PATTERN = /^[\p{L}][\p{L} '\-.]*$/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+?[0-9 ().-]{7,24}$/;
