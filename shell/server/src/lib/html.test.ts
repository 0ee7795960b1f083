import { describeError } from './describe-error';
import { escapeHtml, jsonForScript } from './html';

describe('escapeHtml', () => {
  it.each([
    ['plain', 'plain'],
    ['<b>"Tom" & \'Jerry\'</b>', '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;'],
    ['Rivière', 'Rivière'],
  ])('%j → %j', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });
});

describe('jsonForScript', () => {
  it.each([
    [{ a: '</script>' }, '{"a":"\\u003c/script\\u003e"}'],
    [{ a: '<!--' }, '{"a":"\\u003c!--"}'],
    [{ a: 'x & y' }, '{"a":"x \\u0026 y"}'],
    [{ a: 'line\u2028sep' }, '{"a":"line\\u2028sep"}'],
  ])('%j → %s, which parses back to the same value', (value, text) => {
    expect(jsonForScript(value)).toBe(text);
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
  });
});

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
