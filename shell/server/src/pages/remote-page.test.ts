import { carriesJourney, isPersonalUrl } from './remote-page';

describe('pages for one person', () => {
  it.each<[string, string, boolean]>([
    ['/', '', false],
    ['/', '?restaurant=12&date=2027-02-10&time=19:30&covers=2', false],
    ['/', '?step=slot&restaurant=12&date=2027-02-10&time=19:30&covers=2', true],
    ['/restaurants/bath/bath/book-now', '?step=details&restaurant=3', true],
    // The booking page without JavaScript: live availability, a form token, whatever its query.
    ['/restaurants/bath/bath/book', '', true],
    ['/find-us', '?q=Bath', false],
    ['/find-us', '?q=step', false],
    ['/preferences/6f1e0b7c-7a53-4c1b-9d43-6a1f0e2b9c11', '', true],
    ['/booking/MR-AAAAAAAA/abc', '', true],
    ['/unsubscribe/a/b', '', true],
    ['/our-menu', '', false],
  ])('%s%s is personal: %s', (rawPath, search, personal) => {
    expect(isPersonalUrl(rawPath, search)).toBe(personal);
  });

  it.each<[string, boolean]>([
    ['', false],
    ['?step=menu', true],
    ['?step=', true],
    ['?steps=menu', false],
  ])('a query %j carries a booking journey: %s', (search, carries) => {
    expect(carriesJourney(search)).toBe(carries);
  });
});
