import type { BrandData } from '../brand/brand-data';
import { RESTAURANTS, SETTINGS } from '../test-support/brand-fixtures';
import { remotePageOf, remoteStateBlock, widgetsOf, type RemoteRender } from './remote-page';

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

  it.each<[string, unknown, unknown]>([
    ['the lazy parts the render named', ['restaurants-page'], ['restaurants-page']],
    ['none when it named none', [], []],
    ['no list when the render gave none (the remote guesses)', undefined, undefined],
    ['no list when what it gave is not one', 'restaurants-page', undefined],
  ])('hands the browser %s', (_case, parts, expected) => {
    const render: RemoteRender = { name: 'mf-finder', widget: 'app', version: '1.0.0', now: 1, result: { html: '<p></p>', state: null, ...(parts === undefined ? {} : { parts: parts as string[] }) } };
    const block = remoteStateBlock(render);
    const json = JSON.parse(/>(.*)<\/script>$/.exec(block)?.[1] ?? 'null') as { parts?: unknown };
    expect(json.parts).toEqual(expected);
  });
});
