import type { BrandData } from '../brand/brand-data';
import { RESTAURANTS, SETTINGS } from '../test-support/brand-fixtures';
import { carriesJourney, isPersonalUrl, remotePageOf, widgetsOf } from './remote-page';

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

describe('what the site server renders of a page', () => {
  const data = { settings: SETTINGS, restaurants: RESTAURANTS } as unknown as BrandData;

  it.each<[string, string[]]>([
    ['/', ['mf-booking/booking-strip']],
    ['/contact', ['mf-marketing/contact-form']],
    ['/group-bookings', ['mf-booking/group-booking-form']],
    ['/faqs', []],
  ])('%s has the widgets %j, placed by the shell', (rawPath, widgets) => {
    const plans = widgetsOf(rawPath, data);
    expect(plans.map((w) => `${w.remote}/${w.widget}`)).toEqual(widgets);
    expect(plans.every((w) => w.placedBy === 'shell')).toBe(true);
  });

  it("renders a guest's own booking on the server, as a page for one person", () => {
    expect(remotePageOf('/booking/MR-AAAAAAAA/abc')).toEqual({ name: 'mf-booking', personal: true });
  });
});
