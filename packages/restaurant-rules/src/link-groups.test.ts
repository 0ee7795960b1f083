import { allowedByLinkGroup, filterByLinkGroup, type LinkGroup } from './link-groups';

const menus = [{ id: 'a-la-carte' }, { id: 'set-menu' }, { id: 'afternoon-tea' }, { id: 'christmas-day' }];
const ids = (list: { id: string }[]) => list.map((m) => m.id);

describe('filterByLinkGroup', () => {
  it.each<[string, LinkGroup | null | undefined, string[]]>([
    ['no group: everything', null, ['a-la-carte', 'set-menu', 'afternoon-tea', 'christmas-day']],
    ['undefined group: everything', undefined, ['a-la-carte', 'set-menu', 'afternoon-tea', 'christmas-day']],
    ['inclusive: only the links', { type: 'inclusive', links: ['afternoon-tea'] }, ['afternoon-tea']],
    ['inclusive, links in another order: list order kept', { type: 'inclusive', links: ['set-menu', 'a-la-carte'] }, ['a-la-carte', 'set-menu']],
    ['inclusive with no links: nothing', { type: 'inclusive', links: [] }, []],
    ['inclusive with unknown links only: nothing', { type: 'inclusive', links: ['nope'] }, []],
    ['exclusive: all but the links', { type: 'exclusive', links: ['afternoon-tea', 'christmas-day'] }, ['a-la-carte', 'set-menu']],
    ['exclusive with no links: everything', { type: 'exclusive', links: [] }, ['a-la-carte', 'set-menu', 'afternoon-tea', 'christmas-day']],
    ['links to unknown ids are ignored', { type: 'inclusive', links: ['nope', 'set-menu'] }, ['set-menu']],
  ])('%s', (_, group, expected) => {
    expect(ids(filterByLinkGroup(menus, group))).toEqual(expected);
    expect(filterByLinkGroup(ids(menus), group, (id) => id)).toEqual(expected);
  });

  it('answers for one id', () => {
    expect(allowedByLinkGroup({ type: 'exclusive', links: ['terrace'] }, 'terrace')).toBe(false);
    expect(allowedByLinkGroup({ type: 'exclusive', links: ['terrace'] }, 'restaurant')).toBe(true);
    expect(allowedByLinkGroup({ type: 'inclusive', links: ['terrace'] }, 'terrace')).toBe(true);
    expect(allowedByLinkGroup(undefined, 'anything')).toBe(true);
  });
});
