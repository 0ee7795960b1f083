import { formFields } from './form-body';

const FORM = 'application/x-www-form-urlencoded';

describe('a plain form\'s posted fields', () => {
  it.each<[string, string | undefined, unknown, Record<string, string> | null]>([
    ['a form', FORM, 'firstName=Am%C3%A9lie&message=a+b%26c', { firstName: 'Amélie', message: 'a b&c' }],
    ['a form with a charset', `${FORM}; charset=UTF-8`, 'a=1', { a: '1' }],
    ['a name given twice: its first value', FORM, 'a=1&a=2', { a: '1' }],
    ['an empty form', FORM, '', {}],
    ['JSON', 'application/json', '{"a":1}', null],
    ['multipart', 'multipart/form-data; boundary=x', '--x--', null],
    ['no content type', undefined, 'a=1', null],
    ['a body that is not text', FORM, Buffer.from('a=1'), null],
    ['more fields than any form of ours', FORM, Array.from({ length: 41 }, (_, i) => `f${i}=x`).join('&'), null],
    ['a value far too long', FORM, `message=${'x'.repeat(6001)}`, null],
  ])('%s', (_label, contentType, body, expected) => {
    expect(formFields(contentType, body)).toEqual(expected);
  });
});
