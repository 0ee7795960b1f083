/** @jest-environment jsdom */
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { EMPTY } from 'rxjs';
import type { MountProps } from './contract';
import { createReactMount } from './react-mount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ start }: { start: number }) {
  const [n, setN] = useState(start);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Count {n}
    </button>
  );
}

const props = (extra: Partial<MountProps> = {}): MountProps => ({
  widget: 'app',
  location: { pathname: '/', search: '', hash: '' },
  navigate: jest.fn(),
  config: { brandKey: 'b', siteName: 'S', apiBase: '' },
  bus: { emit: jest.fn(), events$: EMPTY },
  onError: jest.fn(),
  ...extra,
});

const mount = createReactMount((p) => <Counter start={Number(p.params?.start ?? 0)} />, { name: 'mf-test', version: '2.0.0' });

function serverRendered(start: number): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = renderToString(<Counter start={start} />);
  document.body.append(element);
  return element;
}

describe('createReactMount', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
    document.body.replaceChildren();
  });

  it('hydrates server HTML of the same version: the same button, no error, and it responds', async () => {
    const element = serverRendered(3);
    const button = element.querySelector('button');
    await act(async () => {
      mount(element, props({ params: { start: '3' }, hydrate: { state: null, now: 0, version: '2.0.0' } }));
    });
    expect(element.querySelector('button')).toBe(button);
    await act(async () => button?.click());
    expect(button).toHaveProperty('textContent', 'Count 4');
    expect(errors).not.toHaveBeenCalled();
  });

  it('reports a hydration mismatch instead of failing the page', async () => {
    const element = serverRendered(3);
    await act(async () => {
      mount(element, props({ params: { start: '9' }, hydrate: { state: null, now: 0, version: '2.0.0' } }));
    });
    expect(element.textContent).toBe('Count 9');
    expect(errors.mock.calls.some(([tag]) => tag === '[hydration]')).toBe(true);
  });

  it('replaces server HTML rendered by another version instead of hydrating it', async () => {
    const element = serverRendered(3);
    const button = element.querySelector('button');
    await act(async () => {
      mount(element, props({ params: { start: '5' }, hydrate: { state: null, now: 0, version: '1.9.0' } }));
    });
    expect(element.querySelector('button')).not.toBe(button);
    expect(element.textContent).toBe('Count 5');
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders afresh without hydration data, and marks the element with the build', async () => {
    const element = document.createElement('div');
    await act(async () => {
      mount(element, props({ params: { start: '1' } }));
    });
    expect(element.textContent).toBe('Count 1');
    expect(element.dataset).toMatchObject({ remote: 'mf-test', remoteVersion: '2.0.0' });
  });
});
