import { canonicalPath, contentPageId, isPrivatePage, matchPattern, matchSiteRoute, pathSegments, remoteForPath, SITE_ROUTES } from './route-table';

describe('the site route table', () => {
  it.each([
    // path, the route it belongs to, its params
    ['/', '/', []],
    ['/find-us', '/find-us', []],
    ['/Find-Us/', '/find-us', []],
    ['//our-menu//a-la-carte', '/our-menu/:id', ['a-la-carte']],
    ['/restaurants', '/restaurants', []],
    ['/restaurants/london', '/restaurants/:city', ['london']],
    ['/restaurants/london/menu', '/restaurants/:city/menu', ['london']],
    ['/restaurants/london/menu/kids', '/restaurants/:city/menu/:id', ['london', 'kids']],
    ['/restaurants/london/greenwich', '/restaurants/:city/:slug', ['london', 'greenwich']],
    ['/restaurants/london/greenwich/about', '/restaurants/:city/:slug/about', ['london', 'greenwich']],
    ['/restaurants/london/greenwich/book-now', '/restaurants/:city/:slug/book-now', ['london', 'greenwich']],
    ['/restaurants/london/greenwich/book', '/restaurants/:city/:slug/book', ['london', 'greenwich']],
    ['/restaurants/london/greenwich/menu', '/restaurants/:city/:slug/menu', ['london', 'greenwich']],
    ['/restaurants/london/greenwich/menu/kids', '/restaurants/:city/:slug/menu/:id', ['london', 'greenwich', 'kids']],
    ['/careers/job/MR%201001', '/careers/job/:id', ['MR 1001']],
    ['/offer/2-for-1-mains', '/offer/:id', ['2-for-1-mains']],
    ['/faqs', '/:id1', ['faqs']],
    ['/group-bookings/thanks', '/:id1/:id2', ['group-bookings', 'thanks']],
  ])('%s is %s with %p', (path, pattern, params) => {
    const match = matchSiteRoute(path);
    expect(match?.route.path).toBe(pattern);
    expect(match?.params).toEqual(params);
  });

  it.each(['/a/b/c', '/restaurants/london/greenwich/kitchen', '/restaurants/london/greenwich/about/more', '/%E0%A4%A'])('%s is no page of the site', (path) => {
    expect(matchSiteRoute(path)).toBeNull();
  });

  it.each([
    ['/find-us', 'mf-finder'],
    ['/restaurants', 'mf-finder'],
    ['/restaurants/bath', 'mf-finder'],
    ['/restaurants/london/greenwich/book-now', 'mf-finder'],
    ['/restaurants/london/greenwich/book', 'mf-booking'],
    ['/restaurants/london/greenwich/menu', 'mf-menus'],
    ['/menu/kids', 'mf-menus'],
    ['/careers/job-search/12', 'mf-careers'],
    ['/preferences/abc', 'mf-marketing'],
    ['/', null],
    ['/book-now', null],
    ['/faqs', null],
  ])('%s is rendered by %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each([
    ['/', 'home'],
    ['/book-now', 'home'],
    ['/contact', 'contact'],
    ['/group-bookings/thanks', 'group-bookings/thanks'],
    ['/caf%C3%A9', 'café'],
    // Content page ids are lower-case slugs: any spelling shows the one page.
    ['/FAQS', 'faqs'],
    ['/Careers', 'careers'],
    ['/Group-Bookings/THANKS', 'group-bookings/thanks'],
    ['/our-menu', null],
    ['/restaurants', null],
    ['/restaurants/london', null],
    ['/a/b/c', null],
  ])('%s shows the content page %p', (path, id) => {
    expect(contentPageId(path)).toBe(id);
  });

  it('gives every route either a fixed title or a kind of head, never both', () => {
    for (const route of SITE_ROUTES) expect([route.path, Boolean(route.title) !== Boolean(route.head)]).toEqual([route.path, true]);
  });

  it.each([
    ['/careers/job/:id', ['careers', 'job', '12'], ['12']],
    ['/careers/job/:id', ['careers', 'job'], null],
    ['/careers/job/:id', ['careers', 'jobs', '12'], null],
    ['/', [], []],
  ])('matchPattern(%s, %p) → %p', (pattern, segments, params) => {
    expect(matchPattern(pattern, segments)).toEqual(params);
  });

  it.each([
    ['//our-menu/', ['our-menu']],
    ['/a%2Fb/c', ['a/b', 'c']],
    ['/%E0%A4%A', undefined],
  ])('pathSegments(%s) → %p', (path, segments) => {
    expect(pathSegments(path)).toEqual(segments);
  });

  it.each([
    // [asked for, where it belongs]: static segments as the table spells them, slugs in lower case.
    ['/FAQS', '/faqs'],
    ['/Careers', '/careers'],
    ['/Group-Bookings/Thanks', '/group-bookings/thanks'],
    ['/Find-Us', '/find-us'],
    ['/OUR-MENU/A-La-Carte', '/our-menu/A-La-Carte'],
    ['/Restaurants/London/Covent-Garden/About', '/restaurants/london/covent-garden/about'],
    ['/restaurants/Bath', '/restaurants/bath'],
    ['/Careers/Job/MR-1001', '/careers/job/MR-1001'],
    ['/booking/ABC123/Sig_Nature', null],
    ['/Booking/ABC123/Sig_Nature', '/booking/ABC123/Sig_Nature'],
    ['/offer/2-For-1-Mains', null],
    ['/Caf%C3%89', '/caf%C3%A9'],
    // Already as the site spells it, however it is encoded.
    ['/faqs', null],
    ['/caf%c3%a9', null],
    ['/careers/job/MR%201001', null],
    ['/', null],
  ])('%s belongs at %p', (path, canonical) => {
    expect(canonicalPath(matchSiteRoute(path)!)).toBe(canonical);
  });

  it.each(['/FAQS', '/Restaurants/London/Victoria/Book-Now', '/Careers/Job/MR%201001', '/Caf%C3%89'])('%s: its canonical path is canonical, and the same page', (path) => {
    const to = canonicalPath(matchSiteRoute(path)!)!;
    expect(canonicalPath(matchSiteRoute(to)!)).toBeNull();
    expect(matchSiteRoute(to)?.route).toBe(matchSiteRoute(path)?.route);
    expect(contentPageId(to)).toBe(contentPageId(path));
  });
});

describe('pages for one person (the route table\'s cache attribute)', () => {
  it.each<[string, string, boolean]>([
    ['/', '', false],
    ['/', '?restaurant=12&date=2027-02-10&time=19:30&covers=2', false],
    ['/', '?step=slot&restaurant=12&date=2027-02-10&time=19:30&covers=2', true],
    ['/', '?step=', true],
    ['/', '?steps=menu', false],
    ['/book-now', '?step=slot', true],
    ['/restaurants/bath/bath/book-now', '?step=details&restaurant=3', true],
    ['/restaurants/bath/bath', '', false],
    // The booking page without JavaScript: live availability, a form token, whatever its query.
    ['/restaurants/bath/bath/book', '', true],
    ['/find-us', '?q=Bath', false],
    ['/find-us', '?q=step', false],
    ['/preferences/6f1e0b7c-7a53-4c1b-9d43-6a1f0e2b9c11', '', true],
    ['/booking/MR-AAAAAAAA/abc', '', true],
    ['/unsubscribe/a/b', '', true],
    ['/our-menu', '', false],
    ['/faqs', '', false],
    ['/no/such/page/here', '', false],
  ])('%s%s is private: %s', (rawPath, search, personal) => {
    expect(isPrivatePage(rawPath, search)).toBe(personal);
  });
});
