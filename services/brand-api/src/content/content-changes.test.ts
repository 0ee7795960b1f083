import { loadSeedContent, type SeedContent } from '../seed/seed-content';
import { contentChanges } from './content-changes';

const seed = loadSeedContent();
/** A copy of the seed with one edit made to it. */
const edited = (edit: (content: SeedContent) => void): SeedContent => {
  const copy = structuredClone(seed);
  edit(copy);
  return copy;
};
const bath = (c: SeedContent) => c.restaurants.find((r) => r.slug === 'bath')!;

describe('contentChanges: what a publish changes and the keys it purges', () => {
  it.each<[string, (c: SeedContent) => void, { changed: string[]; added: string[]; keys: string[] }]>([
    ['nothing', () => undefined, { changed: [], added: [], keys: [] }],
    ['a restaurant’s phone', (c) => void (bath(c).phoneNumber = '01632 960999'), { changed: ['restaurant:101'], added: [], keys: ['restaurant:bath/bath', 'restaurants'] }],
    [
      'a restaurant’s address on the site (its slug)',
      (c) => void (bath(c).slug = 'bath-abbey'),
      { changed: ['restaurant:101'], added: [], keys: ['restaurant:bath/bath', 'restaurants', 'restaurant:bath/bath-abbey'] },
    ],
    ['a menu’s description', (c) => void (c.menus[0]!.description = 'New'), { changed: ['menu:a-la-carte'], added: [], keys: ['menu:a-la-carte', 'menus'] }],
    ['a content page', (c) => void (c.pages.find((p) => p.id === 'christmas')!.title = 'Christmas 2027'), { changed: ['page:christmas'], added: [], keys: ['page:christmas'] }],
    ['a job', (c) => void (c.jobs[0]!.salary = '£50,000 a year'), { changed: [`job:${seed.jobs[0]!.jobId}`], added: [], keys: [`job:${seed.jobs[0]!.jobId}`, 'jobs'] }],
    ['an offer', (c) => void (c.offers[0]!.title = 'New'), { changed: [`offer:${seed.offers[0]!.id}`], added: [], keys: [`offer:${seed.offers[0]!.slug}`, 'offers'] }],
    ['the brand settings (shown on every page)', (c) => void (c.settings.site_name = 'Rivière'), { changed: ['document:settings'], added: [], keys: ['settings', 'all'] }],
    [
      'a new job',
      (c) => void c.jobs.push({ ...c.jobs[0]!, jobId: 'MR-9999' }),
      { changed: [], added: ['job:MR-9999'], keys: ['job:MR-9999', 'jobs'] },
    ],
  ])('%s', (_what, edit, expected) => {
    const changes = contentChanges(seed, edited(edit));
    expect({
      changed: changes.changed.map((r) => `${r.kind}:${r.id}`),
      added: changes.added.map((r) => `${r.kind}:${r.id}`),
      keys: changes.keys,
    }).toEqual(expected);
  });

  it('compares by value, whatever order a record’s fields come back in', () => {
    const reordered = edited((c) => {
      c.restaurants = c.restaurants.map((r) => Object.fromEntries(Object.entries(r).reverse()) as typeof r);
    });
    expect(contentChanges(reordered, seed).keys).toEqual([]);
  });

  it('a record left out of the new content is kept, and reported', () => {
    const changes = contentChanges(seed, edited((c) => void c.jobs.shift()));
    expect(changes.missing.map((r) => `${r.kind}:${r.id}`)).toEqual([`job:${seed.jobs[0]!.jobId}`]);
    expect(changes.keys).toEqual([]);
  });
});
