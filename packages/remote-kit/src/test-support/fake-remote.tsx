import { useMemo } from 'react';
import { ApiError } from '@riviere/api-client';
import type { MountProps } from '@riviere/mf-contract';
import { createApiAccess } from '../api-access';
import { useHead, useNow } from '../remote-root';
import { ShellContext, useNotFound, usePageTitle } from '../shell-context';
import { useAsync } from '../use-async';

/** A remote in miniature for the server-render tests: a menu, then (a dependent key) its restaurant. */
export interface FakeApi {
  menu(id: string): Promise<{ id: string; name: string; restaurant: string }>;
  restaurant(slug: string): Promise<{ name: string }>;
}

const access = createApiAccess<FakeApi>('fake', () => {
  throw new Error('the tests hand in their own API');
});

export function FakeApp({ props, api }: { props: MountProps; api: FakeApi }) {
  const shell = useMemo(() => ({ bus: props.bus, config: props.config }), [props.bus, props.config]);
  const id = props.location.pathname.split('/').pop() ?? '';
  return (
    <ShellContext.Provider value={shell}>
      <access.ApiContext.Provider value={api}>
        <MenuPage id={id} />
      </access.ApiContext.Provider>
    </ShellContext.Provider>
  );
}

function MenuPage({ id }: { id: string }) {
  const api = access.useApi();
  const menu = useAsync(`menu:${id}`, () => api.menu(id));
  const missing = menu.status === 'error' && menu.error instanceof ApiError && menu.error.status === 404;
  useNotFound(missing);
  usePageTitle(menu.status === 'success' ? menu.data.name : null);
  useHead(menu.status === 'success' ? { description: `The ${menu.data.name}`, jsonLd: [{ '@type': 'Menu', name: menu.data.name }] } : {});
  if (menu.status === 'loading') return <p>Loading</p>;
  if (menu.status === 'error') return <p>{missing ? 'No such menu' : 'Something went wrong'}</p>;
  return (
    <main>
      <h1>{menu.data.name}</h1>
      <Restaurant slug={menu.data.restaurant} />
    </main>
  );
}

function Restaurant({ slug }: { slug: string }) {
  const api = access.useApi();
  const restaurant = useAsync(`restaurant:${slug}`, () => api.restaurant(slug));
  const now = useNow();
  return (
    <p>
      {restaurant.status === 'success' ? `Served at ${restaurant.data.name}` : 'Finding the restaurant'} — as of {new Date(now).toISOString()}
    </p>
  );
}
