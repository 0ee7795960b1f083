import { parseDeepLink } from './deep-link';

const TODAY = '2026-11-21';

describe('parseDeepLink', () => {
  it.each([
    ['everything', '?restaurant=greenwich&date=2026-12-12&time=18:15&covers=4', { restaurant: 'greenwich', date: '2026-12-12', time: '18:15', covers: 4 }],
    ['a storeId and a dd/MM/yyyy date', '?restaurant=119&date=12/12/2026', { restaurant: '119', date: '2026-12-12' }],
    ['today is allowed', '?date=2026-11-21', { date: '2026-11-21' }],
    ['a past date is dropped', '?date=2026-11-20', {}],
    ['an off-grid time is dropped', '?time=19:40', {}],
    ['covers out of range are dropped', '?covers=0', {}],
    ['covers not an integer are dropped', '?covers=2.5', {}],
    ['covers of 100 are kept', '?covers=100', { covers: 100 }],
    ['nothing', '', {}],
  ])('%s', (_case, search, expected) => {
    expect(parseDeepLink(search, TODAY)).toEqual(expected);
  });
});
