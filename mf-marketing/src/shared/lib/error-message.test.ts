import { ApiError } from '@riviere/api-client';
import { RecaptchaError } from '@riviere/recaptcha';
import { errorMessage, isNotFound, OFFLINE, TRY_AGAIN } from './error-message';

describe('errorMessage', () => {
  it.each<[string, unknown, string]>([
    ['a captcha error', new RecaptchaError('EXECUTE_FAILED'), 'ReCaptcha error: Failed to execute'],
    ['a network failure', ApiError.network(new Error('down')), OFFLINE],
    ['a 409 with a message', ApiError.fromResponse(409, { message: 'Your friend has already been invited.' }), 'Your friend has already been invited.'],
    ['a 429', ApiError.fromResponse(429, { message: 'Too many requests, please try again in 30 seconds.' }), 'Too many requests, please try again in 30 seconds.'],
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
