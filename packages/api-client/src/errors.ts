/**
 * Errors are values with codes (STYLE §5): `ApiError` carries the HTTP status and the API's
 * catalogue code; the catalogue below maps codes to the wording of spec §8, in one place.
 */

/** Code of an `ApiError` for a request that never got an HTTP answer. */
export const NETWORK_ERROR = 'NETWORK';
/** Code of an `ApiError` for an answer that is not the JSON the client expects. */
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

/** Numeric booking error code meaning "no slots": the booking journey shows its slots error (spec §4). */
export const BOOKING_NO_SLOTS_ERROR = 4;

export interface ApiErrorInit {
  /** HTTP status; 0 when there was no answer. */
  status: number;
  code?: string;
  field?: string;
  /** Numeric booking error code (booking endpoints); see BOOKING_NO_SLOTS_ERROR. */
  errorCode?: number;
  /** With `field`: the rule it broke (`required`, `maxLength`, `past`, `fileType`…); see `guestMessage`. */
  rule?: string;
  /** The rule's number when it has one (a length, a size in bytes). */
  limit?: number;
  /** The parsed body (or its text when it was not JSON). */
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code?: string;
  readonly field?: string;
  readonly errorCode?: number;
  readonly rule?: string;
  readonly limit?: number;
  readonly body?: unknown;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.errorCode = init.errorCode;
    this.rule = init.rule;
    this.limit = init.limit;
    this.body = init.body;
  }

  /** From an error answer: `{ statusCode, error, message, code?, field?, rule?, limit? }` (ApiErrorBody) or anything else. */
  static fromResponse(status: number, body: unknown): ApiError {
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const message = nonEmptyString(fields.message) ?? nonEmptyString(fields.error) ?? `Request failed with status ${status}`;
    return new ApiError(message, {
      status,
      code: nonEmptyString(fields.code),
      field: nonEmptyString(fields.field),
      errorCode: Number.isInteger(fields.errorCode) ? (fields.errorCode as number) : undefined,
      rule: nonEmptyString(fields.rule),
      limit: typeof fields.limit === 'number' && Number.isFinite(fields.limit) ? fields.limit : undefined,
      body,
    });
  }

  static network(cause: unknown): ApiError {
    const detail = cause instanceof Error ? `: ${cause.message}` : '';
    return new ApiError(`Network request failed${detail}`, { status: 0, code: NETWORK_ERROR, cause });
  }
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const TRY_AGAIN = 'Sorry, something went wrong. Please try again.';
const UNABLE_ONLINE = 'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.';
const CENTER_PARCS_TEXT =
  "Sorry, we can't take bookings for Center Parcs restaurants online. Please call the restaurant directly to book.";

/** Booking codes and booking messages (spec §8). `OK` is empty: see `messageFor` for its one exception. */
export const BOOKING_MESSAGES = {
  OK: '',
  RESTAURANT_DISABLED: 'This restaurant cannot be booked online.',
  BOOKING_DISABLED: 'Unfortunately we are currently unable to accept bookings at this time',
  NOT_SUPPORTED: "Sorry, we don't take bookings for this restaurant, please contact them directly.",
  WENT_WRONG: UNABLE_ONLINE,
  INVALID_CONFIG: UNABLE_ONLINE,
  NO_FREE_SLOT: 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
  NO_AVAILABLE_OCCASION: 'Sorry, this restaurant is unable to accept a booking for that occasion on your chosen date.',
  NEED_CREDIT_CARD: 'This booking needs a credit card to confirm, please contact the restaurant directly.',
  PARTNER_MENU_NOT_FOUND: 'This menu is not available.',
  NO_RESTRICTIONS: 'This occasion cannot be booked for this date, please try again.',
  CENTER_PARCS: CENTER_PARCS_TEXT,
  UNKNOWN: "Sorry, something's not working, please contact the restaurant directly.",
  DEFAULT_BOOKING_ERROR: 'Something went wrong trying to place your booking, please try again.',
  SLOT_TAKEN: 'Sorry, that time slot’s just been taken. Please choose another time.',
  NO_AVAILABILITY: "We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in!",
  CENTER_PARCS_MESSAGE: CENTER_PARCS_TEXT,
} as const;

/** Booking codes whose text is the server's own message (fallback: DEFAULT_BOOKING_ERROR). */
export const SERVER_MESSAGE_CODES = ['REJECT_MESSAGE', 'DISABLED_BOOKING_CUSTOM_MESSAGE'] as const;

export const SEARCH_MESSAGES = {
  LOCATION_NOT_FOUND: "Sorry, we couldn't find your location. Please enter a postcode or use the search bar.",
  NO_LOCATIONS: 'No locations found, please try a different search.',
  NO_MATCHING_LOCATIONS: 'No locations found matching your query...',
  INVALID_QUERY: 'Invalid search query, please search again.',
  SEARCH_FAILED: TRY_AGAIN,
} as const;

export const CARD_MESSAGES = {
  CARD_LOAD_FAILED: 'Something went wrong loading the card input, please refresh the page and try again.',
  CARD_SUBMIT_FAILED: 'Something went wrong submitting card, please try again.',
  CARD_FAILED: 'Something went wrong, please try again.',
  /** The bank or the gateway refused the card; the processor's own reason ('Do Not Honor') is never shown. */
  CARD_DECLINED: 'Your card was declined. Please try another card or contact your bank.',
  /** The card's details were not usable (a wrong number, a used nonce). */
  CARD_INVALID: 'We could not use that card. Please check its details or try another card.',
  /** The booking page without JavaScript: the card form (the processor's drop-in) runs only with it. */
  CARD_NEEDS_JAVASCRIPT: 'This booking needs a card guarantee, and the card form needs JavaScript.',
} as const;

export const JOB_MESSAGES = {
  /** Shown for any server message containing `err=15`. */
  INVALID_FIELDS: 'One (or more) of the fields you submitted were invalid, please correct any errors and try again.',
  DUPLICATE: 'You have already submitted an application for this job.',
  LOCATION_DENIED: 'To search for jobs near you, please enable location services.',
} as const;

export const CAPTCHA_MESSAGES = {
  CAPTCHA_NO_KEY: 'ReCaptcha error: No key provided',
  CAPTCHA_NO_VERSION: 'ReCaptcha error: No version provided',
  CAPTCHA_SCRIPT_FAILED: 'ReCaptcha error: Failed to load script',
  CAPTCHA_EXECUTE_FAILED: 'ReCaptcha error: Failed to execute',
} as const;

export const OTHER_MESSAGES = {
  PAGE_NOT_FOUND: 'This page could not be found.',
  MENU_NOT_FOUND: 'Menu not found.',
  SETTINGS_NOT_DEFINED: 'Settings is not defined',
  UNKNOWN_MIDDLEWARE: 'Unknown middleware',
} as const;

export type MessageCode =
  | keyof typeof BOOKING_MESSAGES
  | (typeof SERVER_MESSAGE_CODES)[number]
  | keyof typeof SEARCH_MESSAGES
  | keyof typeof CARD_MESSAGES
  | keyof typeof JOB_MESSAGES
  | keyof typeof CAPTCHA_MESSAGES
  | keyof typeof OTHER_MESSAGES;

// A Map, not an object lookup, so codes like 'toString' never hit Object.prototype.
const CATALOGUE = new Map<string, string>(
  [BOOKING_MESSAGES, SEARCH_MESSAGES, CARD_MESSAGES, JOB_MESSAGES, CAPTCHA_MESSAGES, OTHER_MESSAGES].flatMap(
    (messages) => Object.entries(messages),
  ),
);

const SOCKET_TIMEOUT = /socket\s*-?\s*time(d)?\s*-?\s*out/i;

/**
 * The visitor-facing text for a catalogue code. Unknown codes get BOOKING_MESSAGES.UNKNOWN.
 * `serverMessage` is the API's message (or the booking title); it is shown only for the
 * server-message codes, and it triggers two rules: `err=15` → JOB_MESSAGES.INVALID_FIELDS,
 * and `OK` with a socket timeout → 'Sorry, something went wrong. Please try again.'
 */
export function messageFor(code: string, serverMessage?: string): string {
  if (serverMessage?.includes('err=15')) return JOB_MESSAGES.INVALID_FIELDS;
  if (code === 'OK') return serverMessage && SOCKET_TIMEOUT.test(serverMessage) ? TRY_AGAIN : BOOKING_MESSAGES.OK;
  if ((SERVER_MESSAGE_CODES as readonly string[]).includes(code)) {
    return serverMessage?.trim() ? serverMessage : BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR;
  }
  return CATALOGUE.get(code) ?? BOOKING_MESSAGES.UNKNOWN;
}
