import { ApiError } from '@riviere/api-client';
import { APPLICATION_MESSAGES as M } from '../model/application-messages';
import { applyFailure } from './apply-error';

const refusal = (status: number, body: Record<string, unknown>) => ApiError.fromResponse(status, { statusCode: status, error: 'Bad Request', ...body });

describe('applyFailure', () => {
  it.each<[string, unknown, ReturnType<typeof applyFailure>]>([
    ['a message containing err=15', refusal(400, { message: 'Submission failed (err=15)' }), { message: M.INVALID_FIELDS }],
    ['err=15 even on a 500', refusal(500, { message: 'upstream err=15' }), { message: M.INVALID_FIELDS }],
    ['a duplicate application', refusal(409, { message: 'You have already submitted an application for this job.', code: 'DUPLICATED_REQUEST' }), { message: M.DUPLICATE }],
    ['a duplicate without its code', refusal(409, { message: 'You have already submitted an application for this job.' }), { message: M.DUPLICATE }],
    ['a CV refused by its bytes: the CV, never "resume"', refusal(400, { code: 'VALIDATION', message: 'resume must be a PDF or Word (.docx) document', field: 'resume', rule: 'fileType' }), { message: 'Your CV must be a PDF or Word (.docx) file.', field: 'resume' }],
    ['a CV too large', refusal(400, { code: 'VALIDATION', message: 'resume is larger than 5 MB', field: 'resume', rule: 'fileSize', limit: 5_242_880 }), { message: 'CV is too large: the limit is 5 MB.', field: 'resume' }],
    ['a name too long, by its label', refusal(400, { code: 'VALIDATION', message: 'firstName must be at most 80 characters', field: 'firstName', rule: 'maxLength', limit: 80 }), { message: 'First name must be 80 characters or fewer.', field: 'firstName' }],
    ['a field the form does not mark', refusal(400, { code: 'VALIDATION', message: 'experience[0].toYear must end after it starts', field: 'experience[0].toYear', rule: 'endAfterStart' }), { message: 'End date must be after the start date.' }],
    ['a refusal without a code, by its field', refusal(400, { message: 'secondName may contain only letters', field: 'secondName' }), { message: 'Second name can have letters, spaces, hyphens and apostrophes only.', field: 'secondName' }],
    ['too many requests', refusal(429, { code: 'RATE_LIMITED', message: 'Too many requests, please try again in a minute.' }), { message: 'You have tried several times in a short while. Please wait a minute and try again.' }],
    ['an unknown refusal: try again, not the API’s words', refusal(400, { message: 'question "q-1" is not part of this job' }), { message: M.SUBMIT_FAILED }],
    ['a server error', refusal(500, { message: 'Internal Server Error' }), { message: M.SUBMIT_FAILED }],
    ['no answer at all', ApiError.network(new Error('offline')), { message: M.SUBMIT_FAILED }],
    ['anything else', new Error('boom'), { message: M.SUBMIT_FAILED }],
  ])('%s', (_case, error, expected) => {
    expect(applyFailure(error)).toEqual(expected);
  });
});
