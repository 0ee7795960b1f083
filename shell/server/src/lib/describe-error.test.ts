import { describeError } from './describe-error';

describe('describeError', () => {
  it.each([
    [new Error('connect ECONNREFUSED 127.0.0.1:4000'), 'connect ECONNREFUSED 127.0.0.1:4000'],
    [new AggregateError([new Error('connect ECONNREFUSED ::1:4000'), new Error('second')], ''), 'connect ECONNREFUSED ::1:4000'],
    [Object.assign(new Error(''), { code: 'ECONNRESET' }), 'ECONNRESET'],
    ['text', 'text'],
  ])('%s → %s', (error, text) => {
    expect(describeError(error)).toBe(text);
  });
});
