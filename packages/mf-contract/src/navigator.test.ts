import { createNavigator } from './navigator';

describe('createNavigator', () => {
  it.each([
    ['/menu/a-la-carte', '/menu/a-la-carte'],
    [{ pathname: '/our-menu', search: '?diet=vegan', hash: '#mains' }, '/our-menu?diet=vegan#mains'],
  ])('hands %p to the shell as %s', (to, expected) => {
    const navigate = jest.fn();
    const navigator = createNavigator(navigate);
    navigator.push(to);
    navigator.replace(to);
    expect(navigate.mock.calls).toEqual([[expected], [expected, { replace: true }]]);
    expect(navigator.createHref(to)).toBe(expected);
  });
});
