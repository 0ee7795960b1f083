import {
  ApiError,
  BOOKING_MESSAGES,
  BOOKING_NO_SLOTS_ERROR,
  CAPTCHA_MESSAGES,
  CARD_MESSAGES,
  JOB_MESSAGES,
  messageFor,
  OTHER_MESSAGES,
  SEARCH_MESSAGES,
  SERVER_MESSAGE_CODES,
} from './errors';

describe('ApiError', () => {
  it('takes status, code, field, message and body from a 400 body', () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'email must be an e-mail address', code: 'VALIDATION', field: 'email' };
    const error = ApiError.fromResponse(400, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', status: 400, code: 'VALIDATION', field: 'email', message: 'email must be an e-mail address' });
    expect(error.body).toBe(body);
  });

  it('takes the rule a refused field broke, and its limit, when the API says them', () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'firstName must be at most 80 characters', code: 'VALIDATION', field: 'firstName', rule: 'maxLength', limit: 80 };
    expect(ApiError.fromResponse(400, body)).toMatchObject({ field: 'firstName', rule: 'maxLength', limit: 80 });
    expect(ApiError.fromResponse(400, { ...body, rule: '', limit: '80' })).toMatchObject({ rule: undefined, limit: undefined });
  });

  it.each([
    ['a body without message', 500, { statusCode: 500, error: 'Internal Server Error' }, 'Internal Server Error'],
    ['a text body', 502, '<html>Bad gateway</html>', 'Request failed with status 502'],
    ['no body', 503, undefined, 'Request failed with status 503'],
    ['a jobs 4xx answer', 422, { success: false, message: 'err=15 invalid' }, 'err=15 invalid'],
  ])('falls back sensibly for %s', (_, status, body, message) => {
    const error = ApiError.fromResponse(status, body);
    expect(error).toMatchObject({ status, message, code: undefined, field: undefined });
  });

  it('reads the numeric booking error code (4: no slots) and ignores one that is not an integer', () => {
    const body = { statusCode: 422, error: 'Unprocessable Entity', code: 'NO_FREE_SLOT', message: 'Sorry…', errorCode: BOOKING_NO_SLOTS_ERROR };
    expect(ApiError.fromResponse(422, body)).toMatchObject({ code: 'NO_FREE_SLOT', errorCode: 4 });
    expect(ApiError.fromResponse(422, { message: 'x', errorCode: '4' }).errorCode).toBeUndefined();
    expect(ApiError.fromResponse(422, { message: 'x', errorCode: 4.5 }).errorCode).toBeUndefined();
  });

  it('ignores non-string code and field', () => {
    expect(ApiError.fromResponse(400, { message: 'x', code: 4, field: null })).toMatchObject({ code: undefined, field: undefined });
  });

  it('describes a network failure as status 0, code NETWORK, with the cause kept', () => {
    const cause = new TypeError('fetch failed');
    const error = ApiError.network(cause);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', message: 'Network request failed: fetch failed' });
    expect(error.cause).toBe(cause);
  });
});

describe('messageFor', () => {
  const unable = 'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.';
  const tryAgain = 'Sorry, something went wrong. Please try again.';
  const centerParcs = "Sorry, we can't take bookings for Center Parcs restaurants online. Please call the restaurant directly to book.";

  // The spec's wording, written out again so a typo in the catalogue fails here.
  const table: [code: string, expected: string][] = [
    ['OK', ''],
    ['RESTAURANT_DISABLED', 'This restaurant cannot be booked online.'],
    ['BOOKING_DISABLED', 'Unfortunately we are currently unable to accept bookings at this time'],
    ['NOT_SUPPORTED', "Sorry, we don't take bookings for this restaurant, please contact them directly."],
    ['WENT_WRONG', unable],
    ['INVALID_CONFIG', unable],
    ['NO_FREE_SLOT', 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.'],
    ['NO_AVAILABLE_OCCASION', 'Sorry, this restaurant is unable to accept a booking for that occasion on your chosen date.'],
    ['NEED_CREDIT_CARD', 'This booking needs a credit card to confirm, please contact the restaurant directly.'],
    ['PARTNER_MENU_NOT_FOUND', 'This menu is not available.'],
    ['NO_RESTRICTIONS', 'This occasion cannot be booked for this date, please try again.'],
    ['CENTER_PARCS', centerParcs],
    ['UNKNOWN', "Sorry, something's not working, please contact the restaurant directly."],
    ['DEFAULT_BOOKING_ERROR', 'Something went wrong trying to place your booking, please try again.'],
    ['SLOT_TAKEN', 'Sorry, that time slot\u2019s just been taken. Please choose another time.'],
    ['NO_AVAILABILITY', "We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in!"],
    ['CENTER_PARCS_MESSAGE', centerParcs],
    ['REJECT_MESSAGE', 'Something went wrong trying to place your booking, please try again.'],
    ['DISABLED_BOOKING_CUSTOM_MESSAGE', 'Something went wrong trying to place your booking, please try again.'],
    ['LOCATION_NOT_FOUND', "Sorry, we couldn't find your location. Please enter a postcode or use the search bar."],
    ['NO_LOCATIONS', 'No locations found, please try a different search.'],
    ['NO_MATCHING_LOCATIONS', 'No locations found matching your query...'],
    ['INVALID_QUERY', 'Invalid search query, please search again.'],
    ['SEARCH_FAILED', tryAgain],
    ['CARD_LOAD_FAILED', 'Something went wrong loading the card input, please refresh the page and try again.'],
    ['CARD_SUBMIT_FAILED', 'Something went wrong submitting card, please try again.'],
    ['CARD_FAILED', 'Something went wrong, please try again.'],
    ['CARD_DECLINED', 'Your card was declined. Please try another card or contact your bank.'],
    ['CARD_INVALID', 'We could not use that card. Please check its details or try another card.'],
    ['CARD_NEEDS_JAVASCRIPT', 'This booking needs a card guarantee, and the card form needs JavaScript.'],
    ['INVALID_FIELDS', 'One (or more) of the fields you submitted were invalid, please correct any errors and try again.'],
    ['DUPLICATE', 'You have already submitted an application for this job.'],
    ['LOCATION_DENIED', 'To search for jobs near you, please enable location services.'],
    ['CAPTCHA_NO_KEY', 'ReCaptcha error: No key provided'],
    ['CAPTCHA_NO_VERSION', 'ReCaptcha error: No version provided'],
    ['CAPTCHA_SCRIPT_FAILED', 'ReCaptcha error: Failed to load script'],
    ['CAPTCHA_EXECUTE_FAILED', 'ReCaptcha error: Failed to execute'],
    ['PAGE_NOT_FOUND', 'This page could not be found.'],
    ['MENU_NOT_FOUND', 'Menu not found.'],
    ['SETTINGS_NOT_DEFINED', 'Settings is not defined'],
    ['UNKNOWN_MIDDLEWARE', 'Unknown middleware'],
  ];

  it.each(table)('%s → %j', (code, expected) => {
    expect(messageFor(code)).toBe(expected);
  });

  it('the table covers every code in the catalogue, and codes never repeat across catalogues', () => {
    const catalogues = [BOOKING_MESSAGES, SEARCH_MESSAGES, CARD_MESSAGES, JOB_MESSAGES, CAPTCHA_MESSAGES, OTHER_MESSAGES];
    const codes = [...catalogues.flatMap((c) => Object.keys(c)), ...SERVER_MESSAGE_CODES];
    expect(new Set(codes).size).toBe(codes.length);
    expect(table.map(([code]) => code).sort()).toEqual([...codes].sort());
  });

  it.each([
    ['ESOCKETTIMEDOUT', tryAgain],
    ['Error: socket timeout after 30000ms', tryAgain],
    ['Socket timed out', tryAgain],
    ['socket time-out', tryAgain],
    ['Booking confirmed', ''],
    ['', ''],
  ])('OK with message %j → %j', (serverMessage, expected) => {
    expect(messageFor('OK', serverMessage)).toBe(expected);
  });

  it.each(SERVER_MESSAGE_CODES)('%s shows the server message', (code) => {
    expect(messageFor(code, 'Closed for a private event on this date.')).toBe('Closed for a private event on this date.');
    expect(messageFor(code, '   ')).toBe(BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR);
  });

  it('ignores the server message for fixed-wording codes', () => {
    expect(messageFor('NO_FREE_SLOT', 'internal detail')).toBe(BOOKING_MESSAGES.NO_FREE_SLOT);
  });

  it('turns any message containing err=15 into the invalid-fields text', () => {
    expect(messageFor('UNKNOWN', 'Upstream said err=15 on field telephone')).toBe(JOB_MESSAGES.INVALID_FIELDS);
  });

  it.each(['NOT_A_CODE', 'toString', '__proto__', 'NETWORK', ''])('unknown code %j → UNKNOWN', (code) => {
    expect(messageFor(code)).toBe(BOOKING_MESSAGES.UNKNOWN);
  });
});
