import { ApiError, BOOKING_MESSAGES, CARD_MESSAGES, JOB_MESSAGES, OTHER_MESSAGES, SEARCH_MESSAGES } from './errors';
import {
  FIELD_LABELS, FIELD_MESSAGES, FIELD_RULE_MESSAGES, FORM_MESSAGES, REFUSAL_MESSAGES, fieldMessage, fieldNameOf, guestMessage, sizeInWords,
} from './guest-messages';

/** A request path (`files[0]`, `experience[0].employer`) or a camelCase field name (`firstName`, `diningDateTime`). */
const DEVELOPER_WORDS = /\w+\[\d+\]|\b[a-z]+[A-Z]\w*\b|[{}]|\bmust be at most\b/;

const rules = Object.keys(FIELD_RULE_MESSAGES);
const fields = Object.keys(FIELD_LABELS);
const everyFieldMessage = fields.flatMap((field) => rules.map((rule) => [field, rule, fieldMessage(field, rule, rule === 'fileSize' ? 5_242_880 : 80)] as const));

const catalogue: [string, string][] = [
  ...Object.entries({ ...BOOKING_MESSAGES, ...SEARCH_MESSAGES, ...CARD_MESSAGES, ...JOB_MESSAGES, ...OTHER_MESSAGES, ...FORM_MESSAGES, ...REFUSAL_MESSAGES }),
  ...Object.entries(FIELD_LABELS),
  ...everyFieldMessage.map(([field, rule, text]) => [`${field} ${rule}`, text] as [string, string]),
];

describe('the guest messages catalogue', () => {
  it('has every message and every label to check', () => {
    expect(catalogue.length).toBeGreaterThan(fields.length * rules.length);
  });

  it.each(catalogue)('%s reads in the guest’s words, with no field path or field name: %p', (_key, text) => {
    expect(text).not.toMatch(DEVELOPER_WORDS);
  });

  it.each(everyFieldMessage)('%s breaking %s is a sentence', (_field, _rule, text) => {
    expect(text).toMatch(/^[A-Z].*[.!]$/);
  });

  it('calls the CV a CV', () => {
    expect(FIELD_LABELS.resume).toBe('CV');
    expect(catalogue.map(([, text]) => text).filter((text) => /\bresume\b/i.test(text))).toEqual([]);
  });
});

describe('fieldMessage', () => {
  it.each([
    ['firstName', 'maxLength', 80, 'First name must be 80 characters or fewer.'],
    ['firstName', 'required', undefined, 'First name is required.'],
    ['firstName', 'minLength', 1, 'First name is required.'],
    ['firstName', 'pattern', undefined, 'First name can have letters, spaces, hyphens and apostrophes only.'],
    ['secondName', 'pattern', undefined, 'Last name can have letters, spaces, hyphens and apostrophes only.'],
    ['lastName', 'minLength', 2, 'Last name must be at least 2 characters.'],
    ['email', 'format', undefined, 'Please enter a valid e-mail address, like name@example.com.'],
    ['files[0]', 'fileType', undefined, 'Each attachment must be a PDF or an image (PNG, JPEG, GIF or WebP).'],
    ['files[1]', 'fileSize', 5_242_880, 'Attachment is too large: the limit is 5 MB.'],
    ['resume', 'fileType', undefined, 'Your CV must be a PDF or Word (.docx) file.'],
    ['resume', 'fileUnreadable', undefined, 'CV could not be read. Please save it again or choose another file.'],
    ['experience[0].employer', 'required', undefined, 'Employer is required.'],
    ['experience[2].toYear', 'endAfterStart', undefined, 'End date must be after the start date.'],
    ['questions.q-7', 'required', undefined, 'Please answer every question marked as required.'],
    ['diningDateTime', 'past', undefined, 'Please choose a date from today onwards.'],
    ['until', 'afterStart', undefined, 'Until must be later than the start time.'],
    ['covers', 'minimum', 16, 'Number of guests must be at least 16.'],
    ['covers', 'maximum', undefined, 'Number of guests is not valid. Please check it and try again.'],
    ['specialRequest', 'unknownRule', undefined, 'Special request is not valid. Please check it and try again.'],
    ['recaptchaToken', 'required', undefined, FORM_MESSAGES.CHECK_DETAILS],
    ['body', 'additionalProperties', undefined, FORM_MESSAGES.CHECK_DETAILS],
    [undefined, 'required', undefined, FORM_MESSAGES.CHECK_DETAILS],
  ])('%s breaking %s (%p) reads %p', (field, rule, limit, text) => {
    expect(fieldMessage(field, rule, limit)).toBe(text);
  });

  it('takes a form’s own label over the catalogue’s', () => {
    expect(fieldMessage('adultCovers', 'maximum', 100, { adultCovers: 'Adults' })).toBe('Adults must be 100 or fewer.');
    expect(fieldMessage('secondName', 'pattern', undefined, { secondName: 'Second name' })).toBe('Second name can have letters, spaces, hyphens and apostrophes only.');
    expect(fieldNameOf('extra.notes', { notes: 'Notes' })).toBe('notes');
  });

  it.each([
    [5_242_880, '5 MB'],
    [1_572_864, '1.5 MB'],
    [819_200, '800 KB'],
    [500, '500 bytes'],
  ])('sizeInWords(%i) is %s', (bytes, text) => expect(sizeInWords(bytes)).toBe(text));
});

describe('guestMessage', () => {
  const refused = (status: number, body: Record<string, unknown>) => ApiError.fromResponse(status, { statusCode: status, error: 'x', ...body });
  const fallback = 'Sorry, we couldn’t send your enquiry. Please try again.';

  it.each([
    ['a schema refusal, by label and rule', refused(400, { code: 'VALIDATION', message: 'firstName must be at most 80 characters', field: 'firstName', rule: 'maxLength', limit: 80 }), 'First name must be 80 characters or fewer.'],
    ['a refused upload', refused(400, { code: 'VALIDATION', message: 'files[0] must be a PDF, PNG, JPEG, GIF or WebP file', field: 'files[0]', rule: 'fileType' }), FIELD_MESSAGES.files!.fileType],
    ['a past date', refused(400, { code: 'VALIDATION', message: 'diningDateTime must be today or later', field: 'diningDateTime', rule: 'past' }), 'Please choose a date from today onwards.'],
    ['a refusal from an API without rules', refused(400, { code: 'VALIDATION', message: 'telephone must be 7 to 17 digits', field: 'telephone' }), FIELD_MESSAGES.telephone!.invalid],
    ['a declined card', refused(422, { code: 'CARD_DECLINED', message: 'The card was not accepted: Do Not Honor', field: 'nonce' }), CARD_MESSAGES.CARD_DECLINED],
    ['an unusable card', refused(422, { code: 'CARD_INVALID', message: 'The card was not accepted: Credit card number is invalid.' }), CARD_MESSAGES.CARD_INVALID],
    ['a duplicate application', refused(409, { code: 'DUPLICATED_REQUEST', message: 'x' }), JOB_MESSAGES.DUPLICATE],
    ['a jobs err=15 answer', ApiError.fromResponse(422, { success: false, message: 'err=15 invalid' }), JOB_MESSAGES.INVALID_FIELDS],
    ['a spec §8 booking code', refused(422, { code: 'NO_FREE_SLOT', message: 'anything' }), BOOKING_MESSAGES.NO_FREE_SLOT],
    ['REJECT_MESSAGE, the server’s words by the spec', refused(422, { code: 'REJECT_MESSAGE', message: 'Same-day tables for 15 or more: please call us.' }), 'Same-day tables for 15 or more: please call us.'],
    ['a cut-off only the server knows', refused(409, { code: 'CHANGE_CLOSED', message: 'Changes online closed at 17:30 on Tuesday 1 December.' }), 'Changes online closed at 17:30 on Tuesday 1 December.'],
    ['the same code without words', refused(409, { code: 'CHANGE_CLOSED' }), REFUSAL_MESSAGES.CHANGE_CLOSED],
    ['too many tries', refused(429, { code: 'RATE_LIMITED', message: 'Too many requests, please try again in 41 seconds.' }), FORM_MESSAGES.RATE_LIMITED],
    ['a failed bot check', refused(400, { code: 'RECAPTCHA', message: 'The reCAPTCHA check failed', field: 'recaptchaToken' }), FORM_MESSAGES.RECAPTCHA],
    ['no connection', ApiError.network(new Error('offline')), FORM_MESSAGES.NETWORK],
    ['an unknown code with developer text', refused(403, { code: 'FORBIDDEN', message: 'The X-Brand-Key header does not name this brand.' }), fallback],
    ['a server failure', refused(500, { code: 'UNKNOWN', message: 'Sorry, something went wrong. Please try again.' }), fallback],
    ['not an API error', new Error('boom'), fallback],
  ])('%s', (_case, error, text) => {
    expect(guestMessage(error, { fallback })).toBe(text);
  });
});
