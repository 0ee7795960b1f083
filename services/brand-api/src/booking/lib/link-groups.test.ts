import { allowedByLinkGroup, filterByLinkGroup } from './link-groups';

const menus = [{ id: 'a-la-carte' }, { id: 'set-menu' }, { id: 'afternoon-tea' }, { id: 'christmas-day' }];
const ids = (list: { id: string }[]) => list.map((m) => m.id);

describe('link groups', () => {
  it.each([
    ['no group: everything', null, ['a-la-carte', 'set-menu', 'afternoon-tea', 'christmas-day']],
    ['inclusive: only the links', { type: 'inclusive' as const, links: ['afternoon-tea'] }, ['afternoon-tea']],
    ['inclusive, links in another order: list order kept', { type: 'inclusive' as const, links: ['set-menu', 'a-la-carte'] }, ['a-la-carte', 'set-menu']],
    ['inclusive with no links: nothing', { type: 'inclusive' as const, links: [] }, []],
    ['exclusive: all but the links', { type: 'exclusive' as const, links: ['afternoon-tea', 'christmas-day'] }, ['a-la-carte', 'set-menu']],
    ['exclusive with no links: everything', { type: 'exclusive' as const, links: [] }, ['a-la-carte', 'set-menu', 'afternoon-tea', 'christmas-day']],
    ['links to unknown ids are ignored', { type: 'inclusive' as const, links: ['nope', 'set-menu'] }, ['set-menu']],
  ])('%s', (_, group, expected) => expect(ids(filterByLinkGroup(menus, group, (m) => m.id))).toEqual(expected));

  it('answers for one id', () => {
    expect(allowedByLinkGroup({ type: 'exclusive', links: ['terrace'] }, 'terrace')).toBe(false);
    expect(allowedByLinkGroup({ type: 'exclusive', links: ['terrace'] }, 'restaurant')).toBe(true);
    expect(allowedByLinkGroup(undefined, 'anything')).toBe(true);
  });
});
