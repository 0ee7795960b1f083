import { CANONICAL_CASE_RULE, REDIRECT_RULES, normalisePath, resolveCanonicalCase, resolveRedirect, type RedirectContext } from './redirect-rules';

const CITIES: Record<string, string> = { greenwich: 'london', 'covent-garden': 'london', 'st-pauls': 'london', bath: 'bath', windsor: 'windsor' };
const CAMPAIGNS: Record<string, string> = { 'cmp-2241': '2-for-1-mains', 'cmp-2242': '2-for-1-mains-bb' };

const ctx = (sisterBrandUrl: string | null = 'https://sister.example/st-pauls'): RedirectContext => ({
  cityOfSlug: (slug) => CITIES[slug],
  sisterBrandUrl,
  offerForCampaign: async (id) => CAMPAIGNS[id] ?? null,
});

/** Every rule of spec §2, one row or more each: [asked for, moved to, the rule that did it]. */
const TABLE: Array<[string, string, string]> = [
  ['//our-menu', '/our-menu', 'double slashes and trailing slashes'],
  ['/our-menu/', '/our-menu', 'double slashes and trailing slashes'],
  ['/restaurants//bath///bath/?diet=vegan', '/restaurants/bath/bath?diet=vegan', 'double slashes and trailing slashes'],
  ['/bistro-brasserie/greenwich', '/restaurants/london/greenwich', 'greenwich'],
  ['/Bistro-Brasserie/Greenwich/', '/restaurants/london/greenwich', 'greenwich'],
  ['/bistro-brasserie/london/greenwich/menu', '/restaurants/london/greenwich/menu', 'greenwich'],
  ['/bistro-brasserie/wellington-street', '/restaurants/london/covent-garden', 'wellington-street became covent-garden'],
  ['/bistro-brasserie/london/wellington-street/book-now?utm_source=mail', '/restaurants/london/covent-garden/book-now?utm_source=mail', 'wellington-street became covent-garden'],
  ['/bistro-brasserie/windsor', '/restaurants/windsor/windsor', 'old site pages'],
  ['/bistro-brasserie/windsor/about', '/restaurants/windsor/windsor/about', 'old site pages'],
  ['/BISTRO-BRASSERIE/BATH/MENU/', '/restaurants/bath/bath/menu', 'old site pages'],
  ['/bistro-brasserie/bath/bath/book-now', '/restaurants/bath/bath/book-now', 'old town and site pages'],
  ['/bistro-brasserie/london/victoria', '/restaurants/london/victoria', 'old town and site pages'],
  ['/book-a-table', '/#booking', 'old booking pages open the booking modal'],
  ['/Book-Now/', '/#booking', 'old booking pages open the booking modal'],
  ['/booking?restaurant=bath&covers=4', '/?restaurant=bath&covers=4#booking', 'old booking pages open the booking modal'],
  ['/docs/Allergens-Winter-2019.pdf', '/menu', 'allergen PDFs go to the menus'],
  ['/allergen-guide.PDF', '/menu', 'allergen PDFs go to the menus'],
  ['/bistro-brasserie/st-pauls', 'https://sister.example/st-pauls', 'st-pauls old pages go to the sister brand'],
  ['/bistro-brasserie/London/St-Pauls/', 'https://sister.example/st-pauls', 'st-pauls old pages go to the sister brand'],
  ['/offers?campaignId=cmp-2241', '/offer/2-for-1-mains', 'old offer links with a campaign id'],
  ['/offer?cid=cmp-2242&utm_medium=email', '/offer/2-for-1-mains-bb?utm_medium=email', 'old offer links with a campaign id'],
  ['/promotions/spring?campaign=cmp-2241', '/offer/2-for-1-mains', 'old offer links with a campaign id'],
];

describe('redirects', () => {
  it.each(TABLE)('%s → %s (%s)', async (from, to, rule) => {
    expect(await resolveRedirect(from, ctx())).toEqual({ location: to, rule });
  });

  it('has a row for every rule', () => {
    const covered = new Set(TABLE.map(([, , rule]) => rule));
    expect(REDIRECT_RULES.map((r) => r.name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(TABLE.filter(([, to]) => to.startsWith('/')))('never loops: %s lands on %s, which stays put', async (_from, to) => {
    expect(await resolveRedirect(to.replace(/#.*$/, ''), ctx())).toBeNull();
  });

  it.each([
    ['/'],
    ['/our-menu'],
    ['/restaurants/london/st-pauls'],
    ['/offers'],
    ['/offers?campaignId=cmp-unknown'],
    ['/menu/allergens'],
    ['/bistro-brasserie/a/b/c/d'],
  ])('leaves %s alone', async (url) => {
    expect(await resolveRedirect(url, ctx())).toBeNull();
  });

  it('never leaves the site except for the sister brand: without SISTER_BRAND_URL st-pauls stays on this site', async () => {
    expect(await resolveRedirect('/bistro-brasserie/st-pauls', ctx(null))).toEqual({ location: '/restaurants/london/st-pauls', rule: 'old site pages' });
    for (const [from] of TABLE) {
      const moved = await resolveRedirect(from, ctx(null));
      expect(moved?.location.startsWith('/') && !moved.location.startsWith('//')).toBe(true);
    }
  });

  it.each([
    ['//evil.example/x', '/evil.example/x'],
    ['/', '/'],
    ['///', '/'],
    ['/a//b/', '/a/b'],
  ])('normalises %s to %s (a path, never a protocol-relative address)', (path, expected) => {
    expect(normalisePath(path)).toBe(expected);
  });
});

describe('paths asked for in another case', () => {
  const PAGES = new Set(['faqs', 'careers', 'group-bookings/thanks']);
  const exists = async (id: string) => PAGES.has(id);

  it.each([
    ['/FAQS', '/faqs'],
    ['/Careers', '/careers'],
    ['/Careers?utm_source=mail', '/careers?utm_source=mail'],
    ['/Group-Bookings/Thanks', '/group-bookings/thanks'],
    ['/Find-Us?q=Bath', '/find-us?q=Bath'],
    ['/Careers/Job-Search', '/careers/job-search'],
    ['/Restaurants/London/Victoria/Book-Now?date=2027-04-20', '/restaurants/london/victoria/book-now?date=2027-04-20'],
    ['/Offer/2-for-1-mains', '/offer/2-for-1-mains'],
  ])('%s → %s', async (from, to) => {
    expect(await resolveCanonicalCase(from, exists)).toEqual({ location: to, rule: CANONICAL_CASE_RULE });
  });

  it.each([
    ['/faqs', 'already canonical'],
    ['/find-us?q=Bath', 'already canonical; the query is not the path'],
    ['/careers/job/MR-1001', 'a job id is kept as written'],
    ['/No-Such-Page', 'no such content page: it answers 404 where it is'],
    ['/a/b/c', 'no route'],
  ])('%s stays put (%s)', async (url) => {
    expect(await resolveCanonicalCase(url, exists)).toBeNull();
  });
});
