/** @jest-environment node */
import { Suspense, lazy, use } from 'react';
import { ApiError } from '@riviere/api-client';
import { createServerRender, KEPT_ANSWERS_MS, renderHtml } from './server-render';
import { usePersonalPage } from './remote-root';
import { useAsync } from './use-async';
import { lazyPart, type MountProps } from '@riviere/mf-contract';
import { FakeApp } from './test-support/fake-remote';
import { NOW, fakeApi, serverProps } from './test-support/server-props';

function renderWith(api = fakeApi()) {
  return { api, render: createServerRender({ name: 'mf-fake', version: '1.2.3', App: FakeApp, apiFor: () => api }) };
}

describe('createServerRender', () => {
  it('renders the page with its data, a dependent key included, and carries the data', async () => {
    const { api, render } = renderWith();
    const result = await render(serverProps('/our-menu/a-la-carte'));
    expect(result.html).toContain('<h1>À la carte</h1>');
    expect(result.html).toContain('Served at Rivière Bath');
    expect(result.html).toContain(new Date(NOW).toISOString());
    expect(result.status).toBe(200);
    expect(result.state).toEqual({
      queries: {
        'menu:a-la-carte': { data: { id: 'a-la-carte', name: 'À la carte', restaurant: 'bath' } },
        'restaurant:bath': { data: { name: 'Rivière Bath' } },
      },
    });
    expect(api.menu).toHaveBeenCalledTimes(1);
    expect(api.restaurant).toHaveBeenCalledTimes(1);
  });

  it('takes the title, description and JSON-LD from the page', async () => {
    const { render } = renderWith();
    const { head, cacheable } = await render(serverProps('/our-menu/a-la-carte'));
    expect(head).toEqual({ title: 'À la carte', description: 'The À la carte', jsonLd: [{ '@type': 'Menu', name: 'À la carte' }] });
    expect(cacheable).toBeUndefined();
  });

  it('answers 404 when the page says nothing is there, and carries the 404 to the browser', async () => {
    const { render } = renderWith();
    const result = await render(serverProps('/our-menu/nope'));
    expect(result.status).toBe(404);
    expect(result.html).toContain('No such menu');
    expect(result.state).toEqual({ queries: { 'menu:nope': { error: { status: 404, code: 'NOT_FOUND', message: 'Menu not found' } } } });
  });

  it.each([
    ['a 500', new ApiError('Server error', { status: 500 })],
    ['no answer', new ApiError('fetch failed', { status: 0, code: 'NETWORK' })],
  ])('rejects on %s, so the site server renders in the browser', async (_case, error) => {
    const api = fakeApi();
    api.restaurant.mockRejectedValue(error);
    const { render } = renderWith(api);
    await expect(render(serverProps('/our-menu/a-la-carte'))).rejects.toBe(error);
  });

  it('rejects when the page throws while rendering', async () => {
    const render = createServerRender({
      name: 'mf-fake',
      version: '1.2.3',
      App: () => {
        throw new Error('broken page');
      },
      apiFor: fakeApi,
    });
    await expect(render(serverProps('/our-menu/a-la-carte'))).rejects.toThrow('broken page');
  });

  it('rejects when its signal is aborted while data loads, and when it comes aborted', async () => {
    const api = fakeApi();
    api.menu.mockReturnValue(new Promise(() => undefined)); // hangs
    const { render } = renderWith(api);
    const controller = new AbortController();
    const rendering = render(serverProps('/our-menu/a-la-carte', { signal: controller.signal }));
    while (api.menu.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    await expect(rendering).rejects.toThrow('mf-fake@1.2.3: server render aborted');
    await expect(render(serverProps('/our-menu/a-la-carte', { signal: AbortSignal.abort() }))).rejects.toThrow();
  });

  it('follows a chain of keys, each needing the last one\'s answer, to its end in one render, loading each once', async () => {
    const loads: number[] = [];
    const render = createServerRender({ name: 'mf-fake', version: '1.2.3', App: () => <Link n={0} />, apiFor: () => null });
    function Link({ n }: { n: number }) {
      const step = useAsync(`step:${n}`, async () => {
        loads.push(n);
        return n < 5 ? n + 1 : null;
      });
      if (step.status !== 'success') return <i>loading {n}</i>;
      return step.data === null ? <b>end at {n}</b> : <Link n={step.data} />;
    }
    const result = await render(serverProps('/chain'));
    expect(result.html).toBe('<b>end at <!-- -->5</b>');
    expect(loads).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('renders a component with two keys, and one whose key a sibling already loaded, with their data', async () => {
    const loads: string[] = [];
    const load = (key: string) => async () => {
      loads.push(key);
      return key.toUpperCase();
    };
    function Page() {
      const menus = useAsync('menus', load('menus'));
      const restaurant = useAsync('restaurant', load('restaurant'));
      return <p>{menus.status === 'success' && restaurant.status === 'success' ? `${menus.data} at ${restaurant.data}` : 'loading'}</p>;
    }
    function Again() {
      const restaurant = useAsync('restaurant', load('restaurant'));
      return <i>{restaurant.status === 'success' ? restaurant.data : 'loading'}</i>;
    }
    const render = createServerRender({ name: 'mf-fake', version: '1.2.3', App: () => <><Page /><Again /></>, apiFor: () => null });
    const { html } = await render(serverProps('/two'));
    expect(html).toBe('<p>MENUS at RESTAURANT</p><i>RESTAURANT</i>');
    expect(loads).toEqual(['menus', 'restaurant']);
  });

  it('an endless chain of loads is stopped by its signal', async () => {
    const render = createServerRender({ name: 'mf-fake', version: '1.2.3', App: () => <Endless n={0} />, apiFor: () => null });
    function Endless({ n }: { n: number }) {
      const step = useAsync(`step:${n}`, () => new Promise<number>((resolve) => setTimeout(() => resolve(n + 1), 1)));
      return step.status === 'success' ? <Endless n={step.data} /> : null;
    }
    await expect(render(serverProps('/endless', { signal: AbortSignal.timeout(50) }))).rejects.toThrow('mf-fake@1.2.3: server render aborted');
  });

  it('renders a lazy part with its content, not its fallback', async () => {
    const Lazy = lazy(async () => ({ default: () => <p>The lazy page</p> }));
    const render = createServerRender({
      name: 'mf-fake',
      version: '1.2.3',
      App: () => (
        <Suspense fallback={<p>Loading…</p>}>
          <Lazy />
        </Suspense>
      ),
      apiFor: () => null,
    });
    const { html } = await render(serverProps('/lazy'));
    expect(html).toContain('The lazy page');
    expect(html).not.toContain('Loading…');
  });

  it.each([
    ['the first render', 1],
    ['a render from kept answers', 2],
  ])('names the lazy parts its HTML shows, and only those (%s)', async (_case, renders) => {
    const Shown = lazyPart('shown-part', async () => () => <p>The lazy page</p>);
    const NotShown = lazyPart('not-shown-part', async () => () => <p>Elsewhere</p>);
    const render = createServerRender({
      name: 'mf-fake',
      version: '1.2.3',
      App: ({ props }) => (
        <Suspense fallback={<p>Loading…</p>}>{props.location.pathname === '/lazy' ? <Shown /> : <NotShown />}</Suspense>
      ),
      apiFor: () => null,
    });
    let result = await render(serverProps('/lazy'));
    for (let i = 1; i < renders; i += 1) result = await render(serverProps('/lazy'));
    expect(result.html).toContain('The lazy page');
    expect(result.parts).toEqual(['shown-part']);
    expect((await render(serverProps('/plain'))).parts).toEqual(['not-shown-part']);
  });

  it('writes a long lazy part in place, with no script to swap it in (the CSP blocks inline scripts)', async () => {
    // Well over React's 12,800-byte progressive chunk: a finder's ten results, a long menu.
    const dishes = Array.from({ length: 400 }, (_, i) => `Dish number ${i} with a long description`);
    const Lazy = lazy(async () => ({
      default: () => (
        <ul>
          {dishes.map((dish) => (
            <li key={dish}>{dish}</li>
          ))}
        </ul>
      ),
    }));
    const render = createServerRender({
      name: 'mf-fake',
      version: '1.2.3',
      App: () => (
        <section>
          <h2>Results</h2>
          <Suspense fallback={<p>Loading…</p>}>
            <Lazy />
          </Suspense>
        </section>
      ),
      apiFor: () => null,
    });
    const { html } = await render(serverProps('/long'));
    expect(html.length).toBeGreaterThan(12_800);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Loading…');
    expect(html).toMatch(/^<section><h2>Results<\/h2><!--\$--><ul><li>Dish number 0 /);
    expect(html).toContain('<li>Dish number 399 with a long description</li></ul><!--/$--></section>');
  });

  describe('a page rendered again within the content cache time', () => {
    it('is the same HTML, head and state, from the answers the first render kept: no API call', async () => {
      const { api, render } = renderWith();
      const first = await render(serverProps('/our-menu/a-la-carte'));
      const again = await render(serverProps('/our-menu/a-la-carte', { now: NOW + KEPT_ANSWERS_MS - 1 }));
      expect(again.state).toEqual(first.state);
      expect(again.head).toEqual(first.head);
      // The same markup, but for the instant it was rendered for.
      expect(again.html).toBe(first.html.replace(new Date(NOW).toISOString(), new Date(NOW + KEPT_ANSWERS_MS - 1).toISOString()));
      expect(api.menu).toHaveBeenCalledTimes(1);
      expect(api.restaurant).toHaveBeenCalledTimes(1);
    });

    it('with `fresh` (a shared cache in front keeps the pages), asks the API every time and keeps nothing', async () => {
      const { api, render } = renderWith();
      const first = await render(serverProps('/our-menu/a-la-carte', { fresh: true }));
      const again = await render(serverProps('/our-menu/a-la-carte', { fresh: true }));
      expect(again.html).toBe(first.html);
      expect(api.menu).toHaveBeenCalledTimes(2);
      await render(serverProps('/our-menu/a-la-carte'));
      expect(api.menu).toHaveBeenCalledTimes(3);
    });

    it('keeps a 404 as it was carried, and nothing once the time is up', async () => {
      const { api, render } = renderWith();
      const missing = await render(serverProps('/our-menu/nope'));
      expect(await render(serverProps('/our-menu/nope'))).toEqual(missing);
      expect(api.menu).toHaveBeenCalledTimes(1);
      await render(serverProps('/our-menu/a-la-carte'));
      await render(serverProps('/our-menu/a-la-carte', { now: NOW + KEPT_ANSWERS_MS }));
      expect(api.menu).toHaveBeenCalledTimes(3);
    });

    it('asks the API again once the answers are older than the content cache time, however often the page was rendered from them meanwhile', async () => {
      const { api, render } = renderWith();
      await render(serverProps('/our-menu/a-la-carte'));
      await render(serverProps('/our-menu/a-la-carte', { now: NOW + KEPT_ANSWERS_MS / 2 }));
      await render(serverProps('/our-menu/a-la-carte', { now: NOW + KEPT_ANSWERS_MS - 1 }));
      expect(api.menu).toHaveBeenCalledTimes(1);
      await render(serverProps('/our-menu/a-la-carte', { now: NOW + KEPT_ANSWERS_MS + 1 }));
      expect(api.menu).toHaveBeenCalledTimes(2);
    });

    it("asks the API for what the kept answers lack and renders it in full (another brand's page is its own)", async () => {
      const api = { greeting: jest.fn(async (site: string) => `Welcome to ${site}`) };
      function Greeting({ props }: { props: MountProps }) {
        const site = props.config.siteName;
        const greeting = useAsync(`greeting:${site}`, () => api.greeting(site));
        return <h1>{greeting.status === 'success' ? greeting.data : 'Loading'}</h1>;
      }
      const render = createServerRender({ name: 'mf-fake', version: '1.2.3', App: Greeting, apiFor: () => api });
      const config = serverProps('/').config;
      expect((await render(serverProps('/'))).html).toBe('<h1>Welcome to Rivière</h1>');
      const renamed = await render(serverProps('/', { config: { ...config, siteName: 'Rivière Café' } }));
      expect(renamed.html).toBe('<h1>Welcome to Rivière Café</h1>');
      expect(renamed.state).toEqual({ queries: { 'greeting:Rivière': { data: 'Welcome to Rivière' }, 'greeting:Rivière Café': { data: 'Welcome to Rivière Café' } } });
      await render(serverProps('/', { config: { ...config, brandKey: 'other' } }));
      expect(api.greeting).toHaveBeenCalledTimes(3);
    });

    it("never keeps a person's page", async () => {
      const api = { preferences: jest.fn(async () => ({ email: 'ada@example.com' })) };
      function Preferences() {
        usePersonalPage();
        const preferences = useAsync('preferences:1', () => api.preferences());
        return <p>{preferences.status === 'success' ? preferences.data.email : 'Loading'}</p>;
      }
      const render = createServerRender({ name: 'mf-fake', version: '1.2.3', App: Preferences, apiFor: () => api });
      await render(serverProps('/preferences/1'));
      const again = await render(serverProps('/preferences/1'));
      expect(again.html).toBe('<p>ada@example.com</p>');
      expect(again.cacheable).toBe(false);
      expect(api.preferences).toHaveBeenCalledTimes(2);
    });
  });

  it('renderHtml: a lazy part and what suspends render with their content, the first time as every later one', async () => {
    const Lazy = lazy(async () => ({ default: () => <p>The lazy part</p> }));
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve('Loaded late'), 5));
    const tree = () => (
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>
    );
    expect(await renderHtml(tree(), undefined)).toBe('<!--$--><p>The lazy part</p><!--/$-->');
    expect(await renderHtml(tree(), undefined)).toBe('<!--$--><p>The lazy part</p><!--/$-->');
    function Late() {
      return <p>{use(slow)}</p>;
    }
    expect(await renderHtml(<Suspense fallback={<p>Loading</p>}><Late /></Suspense>, undefined)).toBe('<!--$--><p>Loaded late</p><!--/$-->');
  });
});
