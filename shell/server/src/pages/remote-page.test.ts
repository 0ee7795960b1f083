import type { BrandData } from '../brand/brand-data';
import { RESTAURANTS, SETTINGS } from '../test-support/brand-fixtures';
import { remotePageOf, widgetsOf } from './remote-page';

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
