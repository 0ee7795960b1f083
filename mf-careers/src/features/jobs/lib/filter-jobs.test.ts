import { JOBS, PLACES } from '../../../test-support/jobs';
import { filterJobs } from './filter-jobs';
import { DEFAULT_SEARCH, type JobSearch } from './search-query';
import type { LatLng } from '@riviere/restaurant-rules';

const ids = (search: Partial<JobSearch>, origin: LatLng | null = null) =>
  filterJobs(JOBS, { ...DEFAULT_SEARCH, ...search }, origin).map((r) => r.job.jobId);

describe('filterJobs', () => {
  it.each<[string, Partial<JobSearch>, LatLng | null, string[]]>([
    ['no filter, no place: every job in the API order', {}, null, ['MR-1', 'MR-2', 'MR-3', 'MR-4', 'MR-5']],
    ['part time only', { types: ['part time'] }, null, ['MR-2', 'MR-3', 'MR-5']],
    ['full time only', { types: ['full time'] }, null, ['MR-1', 'MR-4']],
    ['neither type', { types: [] }, null, []],
    ['a title group', { titleGroup: 'foh support' }, null, ['MR-2', 'MR-3']],
    ['a role category', { category: 'management' }, null, ['MR-4']],
    ['type and title group together', { types: ['full time'], titleGroup: 'foh support' }, null, []],
    ['from Bath: within 100 miles, nearest first (Manchester dropped)', {}, PLACES.bath, ['MR-1', 'MR-4', 'MR-3', 'MR-2']],
    ['from Bath within 20 miles', { within: 20 }, PLACES.bath, ['MR-1', 'MR-4']],
    ['from London, part time foh support within 20 miles', { types: ['part time'], titleGroup: 'foh support', within: 20 }, PLACES.london, ['MR-2', 'MR-3']],
    ['from London within 10 miles', { within: 10 }, PLACES.london, ['MR-2']],
    ['from Manchester: everything else is over 100 miles', {}, PLACES.manchester, ['MR-5']],
    ['a distance above 100 is still capped at 100', { within: 500 }, PLACES.manchester, ['MR-5']],
  ])('%s', (_case, search, origin, expected) => {
    expect(ids(search, origin)).toEqual(expected);
  });

  it('gives the distance in miles only when there is a place to measure from', () => {
    expect(filterJobs(JOBS, DEFAULT_SEARCH, null)[0]).not.toHaveProperty('miles');
    const [nearest] = filterJobs(JOBS, DEFAULT_SEARCH, PLACES.london);
    expect(nearest?.job.jobId).toBe('MR-2');
    expect(nearest?.miles).toBeCloseTo(0, 5);
  });
});
