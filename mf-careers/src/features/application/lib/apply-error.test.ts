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
    ['a CV refused by its bytes', refusal(400, { message: 'resume must be a PDF or Word (.docx) document', field: 'resume' }), { message: 'Resume must be a PDF or Word (.docx) document.', field: 'resume' }],
    ['a field the form does not have', refusal(400, { message: 'experience[0].toYear must end after it starts', field: 'experience[0].toYear' }), { message: 'Experience[0].toYear must end after it starts.' }],
    ['too many requests', refusal(429, { message: 'Too many requests, please try again in a minute.' }), { message: 'Too many requests, please try again in a minute.' }],
    ['a server error', refusal(500, { message: 'Internal Server Error' }), { message: M.SUBMIT_FAILED }],
    ['no answer at all', ApiError.network(new Error('offline')), { message: M.SUBMIT_FAILED }],
    ['anything else', new Error('boom'), { message: M.SUBMIT_FAILED }],
  ])('%s', (_case, error, expected) => {
    expect(applyFailure(error)).toEqual(expected);
  });
});
