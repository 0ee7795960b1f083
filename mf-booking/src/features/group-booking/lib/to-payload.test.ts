import { ApiError, FORM_MESSAGES } from '@riviere/api-client';
import { RecaptchaError } from '@riviere/recaptcha';
import type { GroupBookingForm } from '../model/group-booking.schema';
import { GROUP_SEND_FAILED, sendFailure, toGroupEnquiry } from './to-payload';

const values: GroupBookingForm = {
  storeId: '119',
  bookingType: 'Birthday',
  covers: 24,
  date: '2026-12-12',
  time: '19:00',
  until: '23:00',
  firstName: ' Amélie ',
  lastName: 'Martin ',
  email: ' amelie@example.com',
  telephoneNumber: '07700 900123 ',
  specialRequest: '',
  shouldReceivePromotions: true,
  shouldReceiveSms: false,
};

const base = {
  storeId: 119,
  venue: 'Maison Rivière Greenwich',
  bookingType: 'Birthday',
  covers: 24,
  date: '2026-12-12',
  time: '19:00',
  until: '23:00',
  email: 'amelie@example.com',
  firstName: 'Amélie',
  lastName: 'Martin',
  telephoneNumber: '07700 900123',
  shouldReceivePromotions: true,
  shouldReceiveSms: false,
};

describe('toGroupEnquiry', () => {
  it.each([
    ['texts trimmed; no request and no token left out', {}, undefined, base],
    ['a special request, trimmed', { specialRequest: '  A cake at 21:00 ' }, undefined, { ...base, specialRequest: 'A cake at 21:00' }],
    ['a blank special request left out', { specialRequest: '   ' }, undefined, base],
    ['a reCAPTCHA token goes with it', {}, 'token-1', { ...base, recaptchaToken: 'token-1' }],
  ])('%s', (_case, changes, token, expected) => {
    expect(toGroupEnquiry({ ...values, ...changes }, 'Maison Rivière Greenwich', token)).toEqual(expected);
  });
});

describe('sendFailure', () => {
  it.each([
    ['reCAPTCHA failed: its own message', new RecaptchaError('EXECUTE_FAILED'), 'ReCaptcha error: Failed to execute'],
    ['a refused field says what was wrong, by its label', ApiError.fromResponse(400, { code: 'VALIDATION', message: 'covers must be at least 16', field: 'covers', rule: 'minimum', limit: 16 }), 'Number of guests must be at least 16.'],
    ['a refused end time', ApiError.fromResponse(400, { code: 'VALIDATION', message: 'until must be later than time', field: 'until', rule: 'afterStart' }), 'Until must be later than the start time.'],
    ['a 400 the catalogue cannot word: try again', ApiError.fromResponse(400, { message: 'storeId 999 is not a restaurant' }), GROUP_SEND_FAILED],
    ['a 503: try again', ApiError.fromResponse(503, { message: 'down' }), GROUP_SEND_FAILED],
    ['no answer: check the connection', ApiError.network(new Error('offline')), FORM_MESSAGES.NETWORK],
    ['anything else: try again', new Error('boom'), GROUP_SEND_FAILED],
  ])('%s', (_case, error, expected) => {
    expect(sendFailure(error)).toBe(expected);
  });
});
