import { journeySearch, positionOf, type JourneyPosition } from './journey-url';

const AT_MENU: JourneyPosition = { step: 'menu', restaurant: 119, date: '2026-12-12', time: '19:30', covers: 2, slot: { storeId: 114, time: '19:45' }, menu: 'set-menu' };

describe('the journey in the URL', () => {
  it.each<[string, string, JourneyPosition | null]>([
    ['no step: a plain deep link, not a position', '?restaurant=greenwich&covers=4', null],
    ['an unknown step', '?step=payment&restaurant=119', null],
    ['the party step with its search', '?step=party&restaurant=119&date=2026-12-12&time=19:30&covers=2', { step: 'party', restaurant: 119, date: '2026-12-12', time: '19:30', covers: 2 }],
    ['the menu step with its slot and menu', '?step=menu&restaurant=119&date=2026-12-12&time=19:30&covers=2&slot=114@19:45&menu=set-menu', AT_MENU],
    ['the details step with an area and an occasion', '?step=details&restaurant=119&occasion=11905&children=1&menu=m&area=terrace', { step: 'details', restaurant: 119, occasion: 11905, children: 1, menu: 'm', area: 'terrace' }],
    ['nonsense values are left out', '?step=slot&restaurant=bath&date=2026-02-30&time=19:31&covers=0&children=-1&slot=119@25:00', { step: 'slot' }],
    ['a party beyond the limit is left out', '?step=party&covers=101', { step: 'party' }],
    ['the confirmation', '?step=confirmation', { step: 'confirmation' }],
  ])('reads %s', (_case, search, expected) => {
    expect(positionOf(search)).toEqual(expected);
  });

  it.each<[string, string, JourneyPosition | null, string]>([
    ['writes a position, slot and time readable', '', AT_MENU, '?step=menu&restaurant=119&date=2026-12-12&time=19:30&covers=2&slot=114@19:45&menu=set-menu'],
    ["keeps the page's own query", '?q=bath', { step: 'party', restaurant: 119 }, '?q=bath&step=party&restaurant=119'],
    ['replaces an earlier position', '?step=menu&slot=114@19:45&menu=x', { step: 'slot', restaurant: 119 }, '?step=slot&restaurant=119'],
    ['no position: the journey keys go, the page keeps its own', '?q=bath&step=details&restaurant=119&menu=x', null, '?q=bath'],
    ['no position and nothing else: no query at all', '?step=confirmation', null, ''],
  ])('%s', (_case, search, position, expected) => {
    expect(journeySearch(search, position)).toBe(expected);
  });

  it('reads back what it writes', () => {
    expect(positionOf(journeySearch('?q=bath', AT_MENU))).toEqual(AT_MENU);
  });
});
