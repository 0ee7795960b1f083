import { ApiError, BOOKING_MESSAGES, CARD_MESSAGES } from '@riviere/api-client';
import { beyondHorizonMessage, bookInsteadSentence, bookingErrorMessage, bookingUnavailableText, cardErrorMessage, dateRefusal, isNoSlotsError } from './booking-messages';

const apiError = (status: number, body: Record<string, unknown>) => ApiError.fromResponse(status, { statusCode: status, error: 'x', ...body });

describe('booking messages', () => {
  it.each([
    ['RESTAURANT_DISABLED', apiError(403, { code: 'RESTAURANT_DISABLED', message: 'whatever' }), 'This restaurant cannot be booked online.'],
    ['NOT_SUPPORTED', apiError(403, { code: 'NOT_SUPPORTED', message: 'x' }), "Sorry, we don't take bookings for this restaurant, please contact them directly."],
    ['CENTER_PARCS', apiError(403, { code: 'CENTER_PARCS', message: 'x' }), BOOKING_MESSAGES.CENTER_PARCS],
    ['same-day 15+ (REJECT_MESSAGE) shows the server text', apiError(422, { code: 'REJECT_MESSAGE', message: "Sorry, we can't take same-day bookings for 15 or more guests online. Please call the restaurant." }), "Sorry, we can't take same-day bookings for 15 or more guests online. Please call the restaurant."],
    ['REJECT_MESSAGE without text: the default', apiError(422, { code: 'REJECT_MESSAGE', message: '', error: '' }), BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR],
    ['a refused field reads by its label and rule, not the API’s field path', apiError(400, { code: 'VALIDATION', message: 'firstName must be at most 80 characters', field: 'firstName', rule: 'maxLength', limit: 80 }), 'First name must be 80 characters or fewer.'],
    ['a refused mobile reads as the form names it', apiError(400, { code: 'VALIDATION', message: 'mobilePhoneNumber is not in the expected format', field: 'mobilePhoneNumber', rule: 'pattern' }), 'Please enter a valid mobile number, like 07700 900123.'],
    ['a 4xx the catalogue does not know shows the default, not the API’s text', apiError(400, { code: 'BAD_REQUEST', message: 'bookingTime must be on the grid' }), BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR],
    ['a 500 shows the default', apiError(500, { message: 'Internal Server Error' }), BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR],
    ['a network failure shows the default', ApiError.network(new Error('offline')), BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR],
    ['anything else shows the default', new Error('boom'), BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR],
  ])('%s', (_case, error, expected) => {
    expect(bookingErrorMessage(error)).toBe(expected);
  });

  it.each([
    [apiError(422, { code: 'NO_FREE_SLOT', errorCode: 4, message: 'x' }), true],
    [apiError(422, { code: 'NO_AVAILABLE_OCCASION', errorCode: 5, message: 'x' }), false],
    [new Error('x'), false],
  ])('isNoSlotsError(%p) is %p', (error, expected) => {
    expect(isNoSlotsError(error)).toBe(expected);
  });

  it.each([
    ['declined: the guest’s words, not the processor’s', apiError(422, { code: 'CARD_DECLINED', message: 'The card was not accepted: Do Not Honor' }), 'Your card was declined. Please try another card or contact your bank.'],
    ['unusable', apiError(422, { code: 'CARD_INVALID', message: 'The card was not accepted: Credit card number is invalid.' }), 'We could not use that card. Please check its details or try another card.'],
    ['gateway down', apiError(502, { code: 'CARD_FAILED', message: 'x' }), CARD_MESSAGES.CARD_SUBMIT_FAILED],
    ['no answer', ApiError.network(new Error('offline')), CARD_MESSAGES.CARD_FAILED],
    ['not an API error', new Error('drop-in broke'), CARD_MESSAGES.CARD_FAILED],
  ])('card error: %s', (_case, error, expected) => {
    expect(cardErrorMessage(error)).toBe(expected);
  });

  const HORIZON = 'Tables can be booked up to 180 days ahead, until Thursday 20 May 2027. Please choose an earlier date.';
  it.each([
    ['beyond the horizon: the server says until when', apiError(422, { code: 'BEYOND_BOOKING_HORIZON', errorCode: 21, message: HORIZON, field: 'date' }), HORIZON],
    ['another refusal is not about the date', apiError(422, { code: 'NO_FREE_SLOT', errorCode: 4, message: 'x' }), null],
    ['not an API error', new Error('x'), null],
  ])('date refusal: %s', (_case, error, expected) => {
    expect(dateRefusal(error)).toBe(expected);
  });

  it.each([
    ["the brand's 180 days", { days: 180, lastDate: '2027-05-20' }, HORIZON],
    ["a restaurant's own week", { days: 7, lastDate: '2026-11-28' }, 'Tables can be booked up to 7 days ahead, until Saturday 28 November 2026. Please choose an earlier date.'],
  ])('a typed date beyond %s reads as the API says it', (_case, horizon, expected) => {
    expect(beyondHorizonMessage(horizon)).toBe(expected);
  });

  const sentence = (phone: string | null) => {
    const { before, link, after } = bookInsteadSentence(phone);
    return [`${before}${link.text}${after}`, link.href];
  };
  it.each([
    ['the chosen restaurant’s number, as a tel: link', '01225 423417', ['Please call us on 01225 423417 to book.', 'tel:01225423417']],
    ['an international number keeps its plus', '+44 20 7946 0119', ['Please call us on +44 20 7946 0119 to book.', 'tel:+442079460119']],
    ['no restaurant chosen yet: the contact page', null, ['Please try again in a few minutes, or contact us.', '/contact']],
    ['a restaurant without a number: the contact page', ' ', ['Please try again in a few minutes, or contact us.', '/contact']],
  ])('while booking is unavailable, how to book instead: %s', (_case, phone, expected) => {
    expect(sentence(phone)).toEqual(expected);
  });

  it.each([
    ['01225 423417', 'Online booking is unavailable for a moment. Please call us on 01225 423417 to book.'],
    [null, 'Online booking is unavailable for a moment. Please try again in a few minutes, or contact us.'],
  ])('as one line of text, with %p', (phone, expected) => {
    expect(bookingUnavailableText(phone)).toBe(expected);
  });
});
