import { DEFAULT_SEARCH, parseSearch, withSearch, type JobSearch } from './search-query';

const search = (overrides: Partial<JobSearch>): JobSearch => ({ ...DEFAULT_SEARCH, ...overrides });

describe('parseSearch', () => {
  it.each<[string, JobSearch]>([
    ['', DEFAULT_SEARCH],
    ['?type=part-time', search({ types: ['part time'] })],
    ['?type=full-time,part-time', DEFAULT_SEARCH],
    ['?type=', search({ types: [] })],
    // What the filters' GET form sends without scripts: a parameter per ticked box, empty selects.
    ['?type=full-time&type=part-time&group=&category=&within=100', DEFAULT_SEARCH],
    ['?location=Bath&type=part-time&group=foh-support&category=&within=20', search({ types: ['part time'], titleGroup: 'foh support', within: 20, location: 'Bath' })],
    ['?type=weekends', search({ types: [] })],
    ['?group=foh-support', search({ titleGroup: 'foh support' })],
    ['?group=Bar', DEFAULT_SEARCH],
    ['?category=management', search({ category: 'management' })],
    ['?category=spa', DEFAULT_SEARCH],
    ['?within=20', search({ within: 20 })],
    ['?within=7', DEFAULT_SEARCH],
    ['?within=abc', DEFAULT_SEARCH],
    ['?location=SW1A%201AA', search({ location: 'SW1A 1AA' })],
    ['?location=%20%20', DEFAULT_SEARCH],
    ['?near=me', search({ nearMe: true })],
    ['?near=me&location=Bath', search({ location: 'Bath' })],
  ])('%p', (query, expected) => {
    expect(parseSearch(query)).toEqual(expected);
  });
});

describe('withSearch', () => {
  it.each<[string, Partial<JobSearch>, string]>([
    ['', {}, ''],
    ['', { types: ['part time'], titleGroup: 'foh support', within: 20, location: ' SW1A 1AA ' }, '?type=part-time&group=foh-support&within=20&location=SW1A+1AA'],
    ['', { types: [] }, '?type='],
    ['', { category: 'quick-service', nearMe: true }, '?category=quick-service&near=me'],
    ['?utm_source=mail&type=full-time', {}, '?utm_source=mail'],
    ['?near=me', { location: 'Bath', nearMe: true }, '?location=Bath'],
  ])('%p with %p → %p', (before, overrides, after) => {
    expect(withSearch(before, search(overrides))).toBe(after);
  });

  it.each(['?type=part-time&group=bar&within=50&location=Bath', '?category=management&near=me', ''])('round-trips %p', (query) => {
    expect(withSearch('', parseSearch(query))).toBe(query);
  });
});
