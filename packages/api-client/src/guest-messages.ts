/**
 * What a guest reads when the brand API refuses a form: the one catalogue of guest wording for
 * coded errors. The API's own `message` names fields by their request paths ("firstName must be
 * at most 80 characters", "files[0] must be a PDF…") for developers; a guest reads the field's
 * label and the rule it broke, in words, from here — never a path.
 */
import { ApiError, BOOKING_MESSAGES, CARD_MESSAGES, JOB_MESSAGES, NETWORK_ERROR, SERVER_MESSAGE_CODES, messageFor } from './errors';

/** Labels of the request fields forms send, as the forms name them. A form may rename one (`labels`). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  secondName: 'Last name',
  referrerName: 'Your name',
  email: 'E-mail',
  emailAddress: 'E-mail',
  referrerEmail: 'Your e-mail',
  friendEmail: 'Your friend’s e-mail',
  telephone: 'Telephone',
  telephoneNumber: 'Telephone',
  mobilePhoneNumber: 'Mobile',
  phoneNumber: 'Phone number',
  phone: 'Phone number',
  resume: 'CV',
  files: 'Attachment',
  message: 'Message',
  specialRequest: 'Special request',
  date: 'Date',
  dates: 'Date',
  diningDateTime: 'Date',
  bookingDate: 'Date',
  time: 'Time',
  bookingTime: 'Time',
  until: 'Until',
  covers: 'Number of guests',
  adultCovers: 'Guests',
  childCovers: 'Children',
  storeId: 'Restaurant',
  restaurantId: 'Restaurant',
  venue: 'Restaurant',
  enquiryRestaurant: 'Restaurant',
  favouriteRestaurant: 'Favourite restaurant',
  favRestaurantCode: 'Favourite restaurant',
  bookingType: 'Type of booking',
  enquiryType: 'Enquiry type',
  reason: 'Reason',
  subReason: 'Reason',
  guests: 'Number of guests',
  birthday: 'Birthday',
  birthDate: 'Birthday',
  gender: 'Gender',
  interests: 'Interests',
  acceptTerms: 'Terms and conditions',
  acceptSMSTerms: 'Text message terms',
  consent: 'Your friend’s consent',
  experience: 'Work experience',
  employer: 'Employer',
  jobTitle: 'Job title',
  fromMonth: 'Start date',
  fromYear: 'Start date',
  toMonth: 'End date',
  toYear: 'End date',
  questions: 'Question',
  menuIds: 'Menu',
  areaId: 'Seating area',
  occasionId: 'Occasion',
};

/**
 * A refused field in words, by the rule it broke (the schema keyword or the API's own rule, sent
 * as `rule`); `{label}` is the field's label, `{limit}` the rule's number. Any other rule reads
 * as `invalid`.
 */
export const FIELD_RULE_MESSAGES = {
  required: '{label} is required.',
  minLength: '{label} must be at least {limit} characters.',
  maxLength: '{label} must be {limit} characters or fewer.',
  minimum: '{label} must be at least {limit}.',
  maximum: '{label} must be {limit} or fewer.',
  minItems: '{label} needs at least {limit}.',
  maxItems: '{label} can have at most {limit}.',
  past: '{label} must be today or later.',
  future: '{label} cannot be in the future.',
  afterStart: '{label} must be later than the start time.',
  endAfterStart: '{label} must be after the start date.',
  accept: '{label}: please tick the box to agree.',
  notOwn: '{label} must be someone else’s, not yours.',
  fileType: '{label} is not a type of file we accept.',
  fileSize: '{label} is too large: the limit is {limit}.',
  fileUnreadable: '{label} could not be read. Please save it again or choose another file.',
  invalid: '{label} is not valid. Please check it and try again.',
} as const;

type FieldRule = keyof typeof FIELD_RULE_MESSAGES;

/** Fields whose refusals read better in their own words than in the rule's (`{label}`: the field's label). */
export const FIELD_MESSAGES: Readonly<Record<string, Partial<Record<FieldRule, string>>>> = {
  email: { invalid: 'Please enter a valid e-mail address, like name@example.com.' },
  emailAddress: { invalid: 'Please enter a valid e-mail address, like name@example.com.' },
  referrerEmail: { invalid: 'Please enter a valid e-mail address, like name@example.com.' },
  friendEmail: { invalid: 'Please enter a valid e-mail address for your friend, like name@example.com.', notOwn: 'Please enter your friend’s e-mail address, not your own.' },
  telephone: { invalid: 'Please enter a valid telephone number, like 07700 900123.' },
  telephoneNumber: { invalid: 'Please enter a valid telephone number, like 07700 900123.' },
  mobilePhoneNumber: { invalid: 'Please enter a valid mobile number, like 07700 900123.' },
  phoneNumber: { invalid: 'Please enter a valid telephone number, like 07700 900123.' },
  phone: { invalid: 'Please enter a valid telephone number, like 07700 900123.' },
  firstName: { invalid: '{label} can have letters, spaces, hyphens and apostrophes only.' },
  lastName: { invalid: '{label} can have letters, spaces, hyphens and apostrophes only.' },
  secondName: { invalid: '{label} can have letters, spaces, hyphens and apostrophes only.' },
  referrerName: { invalid: '{label} can have letters, spaces, hyphens and apostrophes only.' },
  resume: { required: 'Please attach your CV: this job asks for one.', fileType: 'Your CV must be a PDF or Word (.docx) file.' },
  files: { fileType: 'Each attachment must be a PDF or an image (PNG, JPEG, GIF or WebP).' },
  acceptTerms: { accept: 'Please accept the terms and conditions.', required: 'Please accept the terms and conditions.', invalid: 'Please accept the terms and conditions.' },
  consent: { accept: 'Please confirm your friend is happy to hear from us.', required: 'Please confirm your friend is happy to hear from us.', invalid: 'Please confirm your friend is happy to hear from us.' },
  date: { past: 'Please choose a date from today onwards.' },
  dates: { past: 'Please choose a date from today onwards.' },
  diningDateTime: { past: 'Please choose a date from today onwards.' },
  bookingDate: { past: 'Please choose a date from today onwards.' },
  questions: { required: 'Please answer every question marked as required.', invalid: 'Please check your answers to the questions.' },
  experience: { required: 'Please add your work experience: this job asks for it.' },
};

/** The words forms fall back on, and those for failures that are not about one field. */
export const FORM_MESSAGES = {
  /** A refused field the catalogue cannot name. */
  CHECK_DETAILS: 'One of the details you entered is not valid. Please check the form and try again.',
  NETWORK: 'We could not reach our server. Please check your connection and try again.',
  RATE_LIMITED: 'You have tried several times in a short while. Please wait a minute and try again.',
  RECAPTCHA: 'We could not check that you are not a robot. Please try again.',
  TRY_AGAIN: 'Sorry, something went wrong. Please try again.',
  /** A form posted without JavaScript after its signed token ran out (it lasts 30 minutes). */
  FORM_EXPIRED: 'This form was open too long to be sent safely. Your details are kept below: please check them and send the form again.',
  /** A form posted without a token the site signed (not from this site's page, or altered). */
  FORM_NOT_OURS: 'We could not accept this form as it was sent. Please check your details below and send the form again.',
} as const;

/** Coded refusals the API sends besides field rules, in the guest's words. */
export const REFUSAL_MESSAGES = {
  DUPLICATED_REQUEST: JOB_MESSAGES.DUPLICATE,
  REFERRAL_EXISTS: 'Your friend has already been invited: we send each friend one invitation only.',
  CARD_DECLINED: CARD_MESSAGES.CARD_DECLINED,
  CARD_INVALID: CARD_MESSAGES.CARD_INVALID,
  CARD_FAILED: CARD_MESSAGES.CARD_SUBMIT_FAILED,
  BOOKING_NOT_FOUND: 'We could not find that booking.',
  BOOKING_CANCELLED: 'This booking has been cancelled.',
  BOOKING_PAST: 'This booking has passed.',
  BOOKING_CHANGED: 'This booking was changed meanwhile. Please reload the page and try again.',
  CHANGE_CLOSED: 'This booking can no longer be changed or cancelled online. Please call the restaurant.',
  CHANGE_NEEDS_ENQUIRY: 'A table for this many guests is booked by enquiry: please send an enquiry and the restaurant will reply within 48 hours.',
  BEYOND_BOOKING_HORIZON: 'Sorry, that date is too far ahead to book online. Please choose an earlier date.',
} as const;

/**
 * Codes whose API text is written for guests and says what only the server knows (a cut-off time,
 * a phone number, the last bookable day): shown as sent, the catalogue's words when it sent none.
 */
const SERVER_WORDED = new Set<string>(['CHANGE_CLOSED', 'CHANGE_NEEDS_ENQUIRY', 'BEYOND_BOOKING_HORIZON']);
const SERVER_MESSAGES = new Set<string>(SERVER_MESSAGE_CODES);
// UNKNOWN is also the code of any unexpected failure (a 500): the form's own fallback says it better.
const CATALOGUE = new Map<string, string>(
  [...Object.entries(BOOKING_MESSAGES), ...Object.entries(REFUSAL_MESSAGES)].filter(([code, text]) => text !== '' && code !== 'UNKNOWN'),
);

/** The API's own `message`, when its answer had one. */
function serverText(error: ApiError): string | undefined {
  const body = error.body;
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** `experience[0].employer` → ['experience', 'employer']; `questions.q-1` → ['questions', 'q-1']. */
const namesOf = (field: string) => field.split('.').map((part) => part.replace(/\[\d+\]/g, '')).filter(Boolean);

/** The request field a refusal is about, by its name (the last named part of its path: `experience[0].employer` → `employer`). */
export function fieldNameOf(field: string | undefined, labels: Readonly<Record<string, string>> = {}): string | undefined {
  if (!field) return undefined;
  const names = namesOf(field);
  return [...names].reverse().find((name) => name in labels || name in FIELD_LABELS) ?? undefined;
}

/** '5 MB', '800 KB': a byte limit as a guest reads it. */
export function sizeInWords(bytes: number): string {
  const [unit, size] = bytes >= 1024 * 1024 ? ['MB', bytes / (1024 * 1024)] : bytes >= 1024 ? ['KB', bytes / 1024] : ['bytes', bytes];
  return `${Number.isInteger(size) ? size : size.toFixed(1)} ${unit}`;
}

const ruleOf = (rule: string | undefined): FieldRule => (rule && rule in FIELD_RULE_MESSAGES ? (rule as FieldRule) : 'invalid');

/**
 * A refused field in the guest's words: the field's own wording for the rule, else the rule's
 * wording with the field's label; a field the catalogue cannot name gets FORM_MESSAGES.CHECK_DETAILS.
 */
export function fieldMessage(field: string | undefined, rule: string | undefined, limit?: number, labels: Readonly<Record<string, string>> = {}): string {
  const name = fieldNameOf(field, labels);
  if (!name) return FORM_MESSAGES.CHECK_DETAILS;
  // A minimum length of 1 is "not empty": the field is missing.
  const broken = rule === 'minLength' && limit === 1 ? 'required' : ruleOf(rule);
  const label = labels[name] ?? FIELD_LABELS[name]!;
  const own = FIELD_MESSAGES[name]?.[broken];
  if (own) return own.replace('{label}', label);
  const needsLimit = (FIELD_RULE_MESSAGES[broken] as string).includes('{limit}');
  if (needsLimit && limit === undefined) return fieldMessage(field, 'invalid', undefined, labels);
  const shown = broken === 'fileSize' ? sizeInWords(limit!) : String(limit);
  return FIELD_RULE_MESSAGES[broken].replace('{label}', label).replace('{limit}', shown);
}

export interface GuestMessageOptions {
  /** What the form says when nothing more precise is known ("Sorry, we couldn't send your enquiry…"). */
  fallback: string;
  /** The form's own labels, over FIELD_LABELS (`{ adultCovers: 'Adults' }`). */
  labels?: Readonly<Record<string, string>>;
}

/**
 * What a guest reads for a failed call, from this catalogue only: a refused field by its label and
 * rule; a coded refusal (duplicate, card declined, booking codes of spec §8) in its words; the
 * server's text only for the codes whose text the spec gives to the server (REJECT_MESSAGE…) and
 * those written for guests with details only the server knows; no connection, too many tries;
 * anything else is the form's fallback. Never the API's developer text.
 */
export function guestMessage(error: unknown, { fallback, labels = {} }: GuestMessageOptions): string {
  if (!(error instanceof ApiError)) return fallback;
  const code = error.code ?? '';
  if (code === NETWORK_ERROR) return FORM_MESSAGES.NETWORK;
  if (code === 'RATE_LIMITED' || error.status === 429) return FORM_MESSAGES.RATE_LIMITED;
  if (code === 'RECAPTCHA') return FORM_MESSAGES.RECAPTCHA;
  if (error.message.includes('err=15')) return JOB_MESSAGES.INVALID_FIELDS;
  if (code === 'VALIDATION' || (error.status === 400 && error.field)) return fieldMessage(error.field, error.rule, error.limit, labels);
  const server = serverText(error);
  if (SERVER_MESSAGES.has(code)) return messageFor(code, server);
  if (SERVER_WORDED.has(code) && server) return server;
  return CATALOGUE.get(code) ?? fallback;
}
