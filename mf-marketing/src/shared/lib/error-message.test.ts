import { ApiError } from '@riviere/api-client';
import { RecaptchaError } from '@riviere/recaptcha';
import { errorMessage, isNotFound, OFFLINE, TRY_AGAIN } from './error-message';

describe('errorMessage', () => {
  it.each<[string, unknown, string]>([
    ['a captcha error', new RecaptchaError('EXECUTE_FAILED'), 'ReCaptcha error: Failed to execute'],
    ['a network failure', ApiError.network(new Error('down')), OFFLINE],
    ['a friend already invited', ApiError.fromResponse(409, { code: 'REFERRAL_EXISTS', message: 'x' }), 'Your friend has already been invited: we send each friend one invitation only.'],
    ['a 429', ApiError.fromResponse(429, { code: 'RATE_LIMITED', message: 'Too many requests, please try again in 30 seconds.' }), 'You have tried several times in a short while. Please wait a minute and try again.'],
    ['a refused field, by its label', ApiError.fromResponse(400, { code: 'VALIDATION', message: 'firstName must be at most 80 characters', field: 'firstName', rule: 'maxLength', limit: 80 }), 'First name must be 80 characters or fewer.'],
    ['a refused attachment', ApiError.fromResponse(400, { code: 'VALIDATION', message: 'files[0] must be a PDF, PNG, JPEG, GIF or WebP file', field: 'files[0]', rule: 'fileType' }), 'Each attachment must be a PDF or an image (PNG, JPEG, GIF or WebP).'],
    ['a 4xx the catalogue does not know: try again, not the API’s words', ApiError.fromResponse(400, { message: 'reason "x" is not one of the contact reasons' }), TRY_AGAIN],
    ['a 500', ApiError.fromResponse(500, { message: 'Internal Server Error' }), TRY_AGAIN],
    ['anything else', new Error('boom'), TRY_AGAIN],
  ])('%s', (_label, error, message) => {
    expect(errorMessage(error)).toBe(message);
  });

  it.each<[unknown, boolean]>([
    [ApiError.fromResponse(404, { message: 'Could not find offer "x".' }), true],
    [ApiError.fromResponse(400, { message: 'bad' }), false],
    [new Error('404'), false],
  ])('isNotFound(%p) is %p', (error, expected) => {
    expect(isNotFound(error)).toBe(expected);
  });
});
