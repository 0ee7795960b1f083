/** @jest-environment jsdom */
import { act, useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { EMPTY } from 'rxjs';
import type { MountProps } from './contract';
import { REMOTE_HYDRATED_EVENT } from './hydrated-event';
import { holdInteractions } from './pre-hydration';
import { createReactMount } from './react-mount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const registered = new WeakSet<Element>();

/** A remote's form: controlled fields, a field a form library resets when it registers, a counter button and a submit. */
function Form({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  const [name, setName] = useState('');
  const [party, setParty] = useState('2');
  const [terms, setTerms] = useState(false);
  const [note, setNote] = useState('');
  const [count, setCount] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name, party, terms, note, count });
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <select aria-label="Party" value={party} onChange={(e) => setParty(e.target.value)}>
        <option value="2">2</option>
        <option value="4">4</option>
      </select>
      <input aria-label="Terms" type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
      {/* Like react-hook-form's register: the ref puts the default back into the DOM when it registers the field. */}
      <textarea
        aria-label="Note"
        defaultValue=""
        ref={(el) => {
          if (el && !registered.has(el)) {
            registered.add(el);
            el.value = '';
          }
        }}
        onChange={(e) => setNote(e.target.value)}
      />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Added {count}
      </button>
      <button type="submit">Send</button>
    </form>
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

function serverRendered(onSubmit: (values: Record<string, unknown>) => void) {
  const element = document.createElement('div');
  element.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
  document.body.append(element);
  const mount = createReactMount(() => <Form onSubmit={onSubmit} />, { name: 'mf-test', version: '2.0.0' });
  const q = <T extends Element>(selector: string) => element.querySelector<T>(selector)!;
  return { element, mount, q };
}

/** Lets the hold's one-action-per-task replay run to the end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** What a visitor's typing does to a field before any script handles it. */
function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('holdInteractions: what a visitor does before the remote hydrates', () => {
  afterEach(() => document.body.replaceChildren());

  it('hands typed text, a choice, a tick, a click and a submit over to the hydrated form, in order', async () => {
    const onSubmit = jest.fn();
    const { element, mount, q } = serverRendered(onSubmit);
    const hold = holdInteractions(element);
    element.addEventListener(REMOTE_HYDRATED_EVENT, () => hold.replay());

    type(q('input[aria-label="Name"]'), 'Ada Lovelace');
    type(q('select'), '4');
    q<HTMLInputElement>('input[type="checkbox"]').click();
    type(q('textarea'), 'Window seat');
    q<HTMLButtonElement>('button[type="button"]').click();
    q<HTMLButtonElement>('button[type="submit"]').click();

    await act(async () => {
      mount(element, props({ hydrate: { state: null, now: 0, version: '2.0.0' } }));
    });
    await act(settle);

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada Lovelace', party: '4', terms: true, note: 'Window seat', count: 1 });
    expect(q('textarea')).toHaveProperty('value', 'Window seat');
    expect(q('button[type="button"]')).toHaveProperty('textContent', 'Added 1');
  });

  it('picks up text typed before the hold started (while the page was loading)', async () => {
    const onSubmit = jest.fn();
    const { element, mount, q } = serverRendered(onSubmit);
    q<HTMLInputElement>('input[aria-label="Name"]').value = 'Grace';
    const hold = holdInteractions(element);
    element.addEventListener(REMOTE_HYDRATED_EVENT, () => hold.replay());

    await act(async () => {
      mount(element, props({ hydrate: { state: null, now: 0, version: '2.0.0' } }));
    });
    await act(async () => q<HTMLButtonElement>('button[type="submit"]').click());

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Grace' }));
  });

  it('does nothing twice: a click is replayed by the hold only, once', async () => {
    const { element, mount, q } = serverRendered(jest.fn());
    const hold = holdInteractions(element);
    element.addEventListener(REMOTE_HYDRATED_EVENT, () => hold.replay());
    q<HTMLButtonElement>('button[type="button"]').click();
    await act(async () => {
      mount(element, props({ hydrate: { state: null, now: 0, version: '2.0.0' } }));
    });
    await act(settle);
    await act(async () => {
      hold.replay();
      await settle();
    });
    expect(q('button[type="button"]')).toHaveProperty('textContent', 'Added 1');
  });

  it('lets the browser submit natively when the remote never hydrates', async () => {
    const { element, q } = serverRendered(jest.fn());
    const form = q<HTMLFormElement>('form');
    const submitted = jest.fn((event: Event) => event.preventDefault());
    const hold = holdInteractions(element);
    q<HTMLButtonElement>('button[type="submit"]').click();
    document.addEventListener('submit', submitted);
    expect(submitted).not.toHaveBeenCalled();

    hold.release();
    await settle();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0]?.[0].target).toBe(form);
    document.removeEventListener('submit', submitted);
  });

  it('waits to replay a click until React has taken its part of the page over (a lazy part hydrates later)', async () => {
    const host = document.createElement('div');
    host.innerHTML = '<button type="button">Apply for this job</button>';
    document.body.append(host);
    const button = host.querySelector('button')!;
    const clicks = jest.fn();
    const hold = holdInteractions(host);
    button.click();
    button.addEventListener('click', clicks);

    hold.replay();
    await settle();
    expect(clicks).not.toHaveBeenCalled();

    // What React leaves on an element it has hydrated.
    Object.assign(button, { __reactProps$test: {} });
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("leaves what happens in another remote's widget inside the page to that widget's own hold", async () => {
    const page = document.createElement('div');
    page.dataset.remoteHost = 'mf-finder';
    page.innerHTML = '<button type="button">Show the map</button><div data-widget-host="mf-booking/booking-strip"><select aria-label="Party"><option value="2">2</option><option value="4">4</option></select><button type="submit">Check availability</button></div>';
    document.body.append(page);
    const strip = page.querySelector<HTMLElement>('[data-widget-host]')!;
    const hosts = '[data-remote-host], [data-widget-host]';
    const pageHold = holdInteractions(page, { nestedHosts: hosts });
    const stripHold = holdInteractions(strip, { nestedHosts: hosts });
    const [map, check] = Array.from(page.querySelectorAll('button'));
    const mapClicks = jest.fn();
    const checkClicks = jest.fn();
    type(strip.querySelector('select')!, '4');
    map!.click();
    check!.click();
    map!.addEventListener('click', mapClicks);
    check!.addEventListener('click', checkClicks);
    for (const element of [map!, check!, strip.querySelector('select')!]) Object.assign(element, { __reactProps$test: {} });

    // The page hydrates first: it replays its own click only.
    pageHold.replay();
    await settle();
    expect(mapClicks).toHaveBeenCalledTimes(1);
    expect(checkClicks).not.toHaveBeenCalled();

    // Then the widget: its click, once.
    stripHold.replay();
    await settle();
    expect(checkClicks).toHaveBeenCalledTimes(1);
    expect(mapClicks).toHaveBeenCalledTimes(1);
  });
});
