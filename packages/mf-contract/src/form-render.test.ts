import { formSearch, readFormSearch, type FormRender } from './form-render';

describe('a form rendered by the site server', () => {
  it.each<[string, FormRender]>([
    ['a fresh form', { token: '123.abc.sig' }],
    ['a form sent too late', { token: 't', problem: 'expired', posted: { firstName: 'Amélie' } }],
    ['a form the API refused, with every kind of character typed', { token: 't', problem: 'refused', posted: { message: 'a&b=c?d\n"é"', email: '' } }],
    ['a form whose sending failed', { token: 't', problem: 'failed', posted: { reason: 'my-visit' } }],
  ])('reads back what was written: %s', (_label, form) => {
    expect(readFormSearch(formSearch(form))).toEqual(form);
  });

  it.each([
    ['no query', ''],
    ['a query without a token', '?form.firstName=Amélie&form-problem=expired'],
    ['an empty token', '?form-token='],
  ])('is no form with %s', (_label, search) => {
    expect(readFormSearch(search)).toBeNull();
  });

  it('ignores a problem it does not know and a nameless field', () => {
    expect(readFormSearch('?form-token=t&form-problem=teapot&form.=x')).toEqual({ token: 't' });
  });
});
