import { filterByLinkGroup } from './link-groups';

const menus = ['a-la-carte', 'set-menu', 'kids', 'afternoon-tea'].map((id) => ({ id }));

describe('filterByLinkGroup', () => {
  it.each([
    ['no group keeps everything', null, ['a-la-carte', 'set-menu', 'kids', 'afternoon-tea']],
    ['inclusive keeps only the links', { type: 'inclusive' as const, links: ['afternoon-tea'] }, ['afternoon-tea']],
    ['exclusive keeps all but the links', { type: 'exclusive' as const, links: ['afternoon-tea', 'kids'] }, ['a-la-carte', 'set-menu']],
    ['inclusive with unknown links keeps nothing', { type: 'inclusive' as const, links: ['nope'] }, []],
  ])('%s', (_case, group, expected) => {
    expect(filterByLinkGroup(menus, group).map((m) => m.id)).toEqual(expected);
  });
});
