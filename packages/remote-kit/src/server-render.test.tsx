/** @jest-environment node */
import { Suspense, lazy } from 'react';
import { ApiError } from '@riviere/api-client';
import { createServerRender } from './server-render';
import { useAsync } from './use-async';
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
});
