/** Field patterns shared by every form (the brand API checks the same); no yup here, so pages can use them before it loads. */
export const NAME_PATTERN = /^[\p{L}][\p{L} '\-.]*$/u;
export const PHONE_PATTERN = /^\+?[0-9 ().-]{7,24}$/;
/** Stricter than yup's e-mail check: a dot in the domain, as a real address has. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** 7 to 17 digits, with spaces, dots, dashes, brackets and a leading plus allowed. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 17;
}
