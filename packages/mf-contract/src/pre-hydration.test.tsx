/** @jest-environment jsdom */
import { act, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { EMPTY } from 'rxjs';
import type { MountProps } from './contract';
import { REMOTE_HYDRATED_EVENT } from './hydrated-event';
import fs from 'node:fs';
import path from 'node:path';
import { holdInteractions, takeEarlyActions } from './pre-hydration';
import { createReactMount } from './react-mount';
import { lazyPart } from './lazy-part';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const registered = new WeakSet<Element>();
/** A form library that puts its default (empty) back into the DOM when it registers a field (react-hook-form before it kept fields edited early). */
const resetOnRegister = (el: HTMLInputElement | HTMLTextAreaElement | null) => {
  if (el && !registered.has(el)) {
    registered.add(el);
    el.value = '';
  }
};

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
      {/* Its form library puts the default back into the DOM when it registers the field. */}
      <textarea
        aria-label="Note"
        defaultValue=""
        ref={resetOnRegister}
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

/**
 * Runs the hold's hand-over to its end on the test's clock (the suite's fake timers): a step per
 * task. A second of it is far more than the few steps need, and stays a second on a busy machine.
 */
const settle = () => jest.advanceTimersByTimeAsync(1000);

/** What a visitor's typing does to a field before any script handles it. */
function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const taken = new WeakSet<Element>();

/**
 * Birthday selects as react-hook-form registers them (uncontrolled: a field the visitor changed
 * before it registered keeps its value, and the form takes it), whose day list follows the month
 * and year: a day that no longer exists is cleared, and the page says why until the visitor
 * changes a choice (hearing a choice it already has changes nothing).
 */
function Birthday() {
  const [date, setDate] = useState({ day: '', month: '', year: '' });
  const [note, setNote] = useState('');
  const days = date.month === '2' ? (date.year === '2001' ? 28 : 29) : 31;
  const day = useRef<HTMLSelectElement | null>(null);
  useEffect(() => {
    if (Number(date.day) > days) {
      setNote(`There is no ${date.day} February ${date.year}`);
      setDate((d) => ({ ...d, day: '' }));
      if (day.current) day.current.value = '';
    }
  }, [date, days]);
  const select = (part: keyof typeof date, values: string[]) => (
    <select
      aria-label={part}
      ref={(el) => {
        if (part === 'day') day.current = el;
        if (el && !taken.has(el)) {
          taken.add(el);
          setDate((d) => ({ ...d, [part]: el.value }));
        }
      }}
      onChange={(e) => {
        if (e.target.value !== date[part]) setNote('');
        setDate((d) => ({ ...d, [part]: e.target.value }));
      }}
    >
      <option value="">-</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </select>
  );
  return (
    <>
      {select('day', Array.from({ length: days }, (_, i) => String(i + 1)))}
      {select('month', ['1', '2', '3'])}
      {select('year', ['2000', '2001'])}
      <p>{note}</p>
    </>
  );
}

function serverRenderedBirthday() {
  const element = document.createElement('div');
  element.innerHTML = renderToString(<Birthday />);
  document.body.append(element);
  const hold = holdInteractions(element);
  element.addEventListener(REMOTE_HYDRATED_EVENT, () => hold.replay());
  return {
    q: (part: 'day' | 'month' | 'year') => element.querySelector<HTMLSelectElement>(`[aria-label="${part}"]`)!,
    note: () => element.querySelector('p')!.textContent,
    mount: () =>
      act(async () => {
        createReactMount(() => <Birthday />, { name: 'mf-test', version: '2.0.0' })(element, props({ hydrate: { state: null, now: 0, version: '2.0.0' } }));
      }),
  };
}

describe('holdInteractions: what a visitor does before the remote hydrates', () => {
  // The hold's steps run when the test says (`settle`), so what a test reads is where they end.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.replaceChildren();
  });

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

  it("holds what is typed and clicked while the shell's root around the host stops those events (its React waits on the remote's hydration)", async () => {
    const onSubmit = jest.fn();
    const { element, mount, q } = serverRendered(onSubmit);
    // The shell's root: React stops a discrete event whose target is still hydrating in another root.
    const shellRoot = document.createElement('div');
    document.body.append(shellRoot);
    shellRoot.append(element);
    const stop = (event: Event) => event.stopPropagation();
    for (const type of ['input', 'click', 'submit']) shellRoot.addEventListener(type, stop, true);
    const hold = holdInteractions(element);
    element.addEventListener(REMOTE_HYDRATED_EVENT, () => hold.replay());

    type(q('input[aria-label="Name"]'), 'Ada');
    q<HTMLButtonElement>('button[type="button"]').click();
    type(q('input[aria-label="Name"]'), 'Ada Lovelace');
    q<HTMLButtonElement>('button[type="submit"]').click();
    for (const type of ['input', 'click', 'submit']) shellRoot.removeEventListener(type, stop, true);

    await act(async () => {
      mount(element, props({ hydrate: { state: null, now: 0, version: '2.0.0' } }));
    });
    await act(settle);

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ada Lovelace', count: 1 }));
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

  it("hands over first what was clicked before the shell's script ran (kept by the page's first script), and gives a click in a part nobody holds back to the browser", async () => {
    const onSubmit = jest.fn();
    const { element, mount, q } = serverRendered(onSubmit);
    element.dataset.remoteHost = 'mf-test';
    const other = document.createElement('div');
    other.dataset.remoteHost = 'mf-other';
    other.innerHTML = '<button type="button">Other</button>';
    document.body.append(other);
    const otherClicks = jest.fn();
    other.querySelector('button')!.addEventListener('click', otherClicks);
    // The page's first script, as the shell's HTML starts with it.
    new Function(fs.readFileSync(path.join(__dirname, '../../../tools/webpack/paint-first.js'), 'utf8'))();
    q<HTMLButtonElement>('button[type="button"]').click();
    other.querySelector('button')!.click();
    type(q('input[aria-label="Name"]'), 'Ada');
    q<HTMLButtonElement>('button[type="submit"]').click();
    expect(otherClicks).not.toHaveBeenCalled();

    // The shell's script: it takes them, holds its hosts and gives back what no hold claimed.
    const early = takeEarlyActions();
    const hold = holdInteractions(element, { early });
    element.addEventListener(REMOTE_HYDRATED_EVENT, () => hold.replay());
    early.release();
    expect(otherClicks).toHaveBeenCalledTimes(1);
    expect(takeEarlyActions().claim(element, () => true)).toEqual([]);

    await act(async () => {
      mount(element, props({ hydrate: { state: null, now: 0, version: '2.0.0' } }));
    });
    await act(settle);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ada', count: 1 }));
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

  it('leaves a drop-down the visitor never touched to the form: its default, set when the form registers it, stays', async () => {
    const chosen = jest.fn();
    const element = document.createElement('div');
    const Restaurant = () => (
      <select
        aria-label="Restaurant"
        // Like react-hook-form's register: the ref puts the form's default into the DOM.
        ref={(el) => {
          if (el) el.value = 'bath';
        }}
        onChange={(e) => chosen(e.target.value)}
      >
        <option value="">Please choose</option>
        <option value="bath">Bath</option>
      </select>
    );
    element.innerHTML = renderToString(<Restaurant />);
    document.body.append(element);
    const hold = holdInteractions(element);
    element.addEventListener(REMOTE_HYDRATED_EVENT, () => hold.replay());

    await act(async () => {
      createReactMount(() => <Restaurant />, { name: 'mf-test', version: '2.0.0' })(element, props({ hydrate: { state: null, now: 0, version: '2.0.0' } }));
    });
    await act(settle);

    expect(element.querySelector('select')).toHaveProperty('value', 'bath');
    expect(chosen).not.toHaveBeenCalled();
  });

  it('lets nothing overtake what is still held: a year chosen while the day waits does not take the day out of its list first', async () => {
    const { q, note, mount } = serverRenderedBirthday();
    type(q('month'), '2');
    type(q('day'), '29');
    // The hold's steps run when the test says, so the visitor's next choice lands between two of them.
    await mount();
    // The month is done; the day is next.
    act(() => type(q('year'), '2001'));
    act(() => jest.advanceTimersByTime(1000));

    expect(note()).toBe('There is no 29 February 2001');
    expect(q('day')).toHaveProperty('value', '');
    expect(q('year')).toHaveProperty('value', '2001');
  });

  it('hands each field over once, in the visitor\'s order, also one the page took when it registered it (react-hook-form keeps a field edited before it registered)', async () => {
    const { q, note, mount } = serverRenderedBirthday();
    type(q('month'), '2');
    type(q('day'), '29');
    type(q('year'), '2001');

    await mount();
    await act(settle);

    expect(note()).toBe('There is no 29 February 2001');
    expect(q('day')).toHaveProperty('value', '');
    expect(q('month')).toHaveProperty('value', '2');
  });

  let partNumber = 0;
  describe.each([
    ['the server render names it (hydrate.parts)', 'server'],
    ["the remote's beforeHydrate names it", 'remote'],
  ] as const)('a lazy part in the server HTML (a route whose code is a chunk of its own): %s', (_name, namedBy) => {
    /** The route: a field its form library resets to empty when it registers it, and a button that sends what React knows. */
    function Part({ onSend }: { onSend: (name: string) => void }) {
      const [name, setName] = useState('');
      return (
        <>
          <input
            aria-label="Name"
            defaultValue=""
            ref={resetOnRegister}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="button" onClick={() => onSend(name)}>
            Send
          </button>
        </>
      );
    }

    /** The server's HTML of the page, and the remote mounting it while the part's code is still on its way. */
    async function mountBeforeThePartsCode(onSend: (name: string) => void) {
      const element = document.createElement('div');
      element.innerHTML = renderToString(
        <Suspense fallback={<p>Loading…</p>}>
          <Part onSend={onSend} />
        </Suspense>,
      );
      document.body.append(element);
      const hold = holdInteractions(element);
      const announced = jest.fn(() => hold.replay());
      element.addEventListener(REMOTE_HYDRATED_EVENT, announced);
      let arrive = () => {};
      const code = new Promise<void>((resolve) => (arrive = resolve));
      const partName = `part-${(partNumber += 1)}`;
      const LazyPart = lazyPart(partName, async () => {
        await code;
        return Part;
      });
      const mount = createReactMount(
        () => (
          <Suspense fallback={<p>Loading…</p>}>
            <LazyPart onSend={onSend} />
          </Suspense>
        ),
        // As a remote's mount loads the parts its server HTML shows, when the page does not name them.
        { name: 'mf-test', version: '2.0.0', ...(namedBy === 'remote' ? { beforeHydrate: () => [LazyPart] } : {}) },
      );
      await act(async () => {
        mount(element, props({ hydrate: { state: null, now: 0, version: '2.0.0', ...(namedBy === 'server' ? { parts: [partName] } : {}) } }));
      });
      await act(settle);
      const q = <T extends Element>(selector: string) => element.querySelector<T>(selector)!;
      return { q, announced, codeArrives: () => act(async () => arrive()) };
    }

    it('hydrates once the code is there, announces then, and hands over what the visitor did meanwhile', async () => {
      const onSend = jest.fn();
      const { q, announced, codeArrives } = await mountBeforeThePartsCode(onSend);

      type(q('input'), 'Ada');
      q<HTMLButtonElement>('button').click();
      expect(announced).not.toHaveBeenCalled();
      expect(onSend).not.toHaveBeenCalled();

      await codeArrives();
      await act(settle);

      expect(announced).toHaveBeenCalledTimes(1);
      expect(q('input')).toHaveProperty('value', 'Ada');
      expect(onSend).toHaveBeenCalledTimes(1);
      expect(onSend).toHaveBeenCalledWith('Ada');
    });

    it('gives the page back to React alone once it is live: a later click is done once', async () => {
      const onSend = jest.fn();
      const { q, codeArrives } = await mountBeforeThePartsCode(onSend);
      await codeArrives();
      await act(settle);

      await act(async () => q<HTMLButtonElement>('button').click());

      expect(onSend).toHaveBeenCalledTimes(1);
    });
  });

  it("announces once the root has committed when the server render named no part, though the remote's own guess names one that never renders", async () => {
    const element = document.createElement('div');
    element.innerHTML = renderToString(<button type="button">Send</button>);
    document.body.append(element);
    const announced = jest.fn();
    element.addEventListener(REMOTE_HYDRATED_EVENT, announced);
    const Elsewhere = lazyPart('never-rendered', async () => () => <p>Elsewhere</p>);
    const mount = createReactMount(() => <button type="button">Send</button>, { name: 'mf-test', version: '2.0.0', beforeHydrate: () => [Elsewhere] });
    await act(async () => {
      mount(element, props({ hydrate: { state: null, now: 0, version: '2.0.0', parts: [] } }));
    });
    await act(settle);

    expect(announced).toHaveBeenCalledTimes(1);
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
