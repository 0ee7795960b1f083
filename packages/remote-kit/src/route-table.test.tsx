/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate, useParams } from 'react-router-dom';
import { createRouteTable } from './route-table';

function Menu() {
  const { id } = useParams();
  const [opened] = useState(() => `opened at ${id}`);
  return (
    <p>
      menu {id}, {opened}
    </p>
  );
}
let go: (to: string) => void = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

const Routes = createRouteTable([
  { path: '/our-menu', element: <p>every menu</p> },
  { path: '/our-menu/kids', element: <p>the kids menu page</p> },
  { path: '/our-menu/:id', element: <Menu /> },
  { path: '*', element: <p>not ours</p> },
]);

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <Routes />
    </MemoryRouter>,
  );

describe('createRouteTable', () => {
  it.each([
    ['/our-menu', 'every menu'],
    ['/Our-Menu', 'every menu'],
    ['/our-menu/', 'every menu'],
    ['/our-menu/kids', 'the kids menu page'],
    ['/our-menu/a-la-carte', 'menu a-la-carte, opened at a-la-carte'],
    ['/our-menu/caf%C3%A9', 'menu café, opened at café'],
    ['/find-us', 'not ours'],
    ['/our-menu/a/b', 'not ours'],
  ])('%s shows %p', (path, text) => {
    renderAt(path);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('answers the same path the same way every time, and keeps a page across two paths of its route', () => {
    renderAt('/our-menu/a-la-carte').unmount();
    renderAt('/our-menu/a-la-carte');
    expect(screen.getByText('menu a-la-carte, opened at a-la-carte')).toBeInTheDocument();
    act(() => go('/our-menu/set-menu'));
    expect(screen.getByText('menu set-menu, opened at a-la-carte')).toBeInTheDocument();
    act(() => go('/our-menu'));
    expect(screen.getByText('every menu')).toBeInTheDocument();
  });
});
