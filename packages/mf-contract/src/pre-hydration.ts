/**
 * What a visitor does in a remote's server-rendered HTML before the remote's script has taken it
 * over. Typed text and ticks stay in the DOM, but React (and react-hook-form, which resets a
 * registered field to its default) do not know them; a click on a button has no handler yet.
 *
 * The shell holds them from its first script on (`holdInteractions` on the remote's host); the
 * remote's mount announces on that element when hydration has committed (`REMOTE_HYDRATED_EVENT`,
 * hydrated-event.ts),
 * and the hold hands everything to the live page: each changed field through the events React
 * listens to, then the clicks and submits in the order they happened. A remote that never hydrates
 * gets them back as the browser would have done them (`release`).
 */
export interface HeldInteractions {
  /** The page is live: hands the fields, clicks and submits over to it. */
  replay(): void;
  /** The remote will not hydrate: stops holding and lets the browser do what was held. */
  release(): void;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Action = { target: HTMLElement; form?: undefined } | { form: HTMLFormElement; submitter: HTMLElement | null };

/** Controls whose click does nothing without a script (a link or a tick box works on its own). */
const SCRIPTED_CONTROLS = 'button, [role="button"], input[type="submit"], input[type="button"], input[type="image"]';

const isField = (node: EventTarget | null): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
const isTick = (field: Element): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What the visitor changed in a field, or undefined when it still holds what the server sent. */
function changed(field: Field): string | boolean | undefined {
  if (isTick(field)) return field.checked !== field.defaultChecked ? field.checked : undefined;
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((o) => o.selected !== o.defaultSelected) ? field.value : undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}

export interface HoldOptions {
  /**
   * Hosts of other remotes' server HTML that may sit inside this one (another remote's widget in
   * a page), as a selector: what happens inside them is theirs to hold, not this host's.
   */
  nestedHosts?: string;
}

export function holdInteractions(host: HTMLElement, { nestedHosts }: HoldOptions = {}): HeldInteractions {
  const fields = new Map<Field, string | boolean>();
  const actions: Action[] = [];
  const ours = (node: Element) => {
    const inner = nestedHosts ? node.parentElement?.closest(nestedHosts) : null;
    return !inner || inner === host || !host.contains(inner);
  };
  // Typed before this script ran (while the page was still loading).
  for (const field of Array.from(host.querySelectorAll<Field>('input, textarea, select'))) {
    const value = changed(field);
    if (value !== undefined && ours(field)) fields.set(field, value);
  }

  const onInput = (event: Event) => {
    const field = event.target;
    if (isField(field) && ours(field)) fields.set(field, isTick(field) ? field.checked : field.value);
  };
  // Capture on the host, ahead of the remote's own root listeners: the hold alone replays a click,
  // so React does not replay it a second time once hydrated.
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(SCRIPTED_CONTROLS) : null;
    if (!target || !host.contains(target) || isTick(target) || !ours(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    actions.push({ target });
  };
  const onSubmit = (event: Event) => {
    if (event.target instanceof Element && !ours(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    actions.push({ form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter });
  };
  host.addEventListener('input', onInput, true);
  host.addEventListener('change', onInput, true);
  host.addEventListener('click', onClick, true);
  host.addEventListener('submit', onSubmit, true);

  let done = false;
  let live = isLive;
  /** Resolves once React has taken `element` over (or after `LIVE_WAIT_MS`: what can be done is done). */
  const whenLive = (element: Element) =>
    new Promise<void>((resolve) => {
      const started = Date.now();
      const check = () => (live(element) || !element.isConnected || Date.now() - started > LIVE_WAIT_MS ? resolve() : setTimeout(check, 50));
      check();
    });
  const stop = () => {
    const first = !done;
    done = true;
    host.removeEventListener('input', onInput, true);
    host.removeEventListener('change', onInput, true);
    host.removeEventListener('click', onClick, true);
    host.removeEventListener('submit', onSubmit, true);
    return first;
  };
  // One action per task, each once its element is live: what the visitor did reaches the page
  // in order, each step seeing the page as the one before left it. A part of the page still in
  // a Suspense boundary React has not hydrated (a lazy route whose code is on its way) would drop
  // an event, so each waits for its element.
  const performInOrder = () => {
    const action = actions.shift();
    if (!action) return;
    const target = action.form ?? action.target;
    void whenLive(target).then(() => {
      if (action.form) {
        if (action.form.isConnected) action.form.requestSubmit(isSubmitter(action.submitter, action.form) ? action.submitter : null);
      } else if (action.target.isConnected) action.target.click();
      performInOrder();
    });
  };
  return {
    replay() {
      if (!stop()) return;
      const handed = [...fields].map(([field, value]) => whenLive(field).then(() => field.isConnected && handOver(field, value)));
      fields.clear();
      void Promise.all(handed).then(performInOrder);
    },
    release() {
      if (!stop()) return;
      fields.clear();
      live = () => true;
      performInOrder();
    },
  };
}

/** How long a held action waits for its part of the page to hydrate. */
const LIVE_WAIT_MS = 10_000;

/**
 * Whether React has hydrated this element: it keeps its props on each element it owns (an
 * `__reactProps$…` key, the same since React 17); one inside a boundary still dehydrated has none.
 */
const isLive = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

const isSubmitter = (node: HTMLElement | null, form: HTMLFormElement): node is HTMLButtonElement | HTMLInputElement =>
  (node instanceof HTMLButtonElement || node instanceof HTMLInputElement) && node.form === form && node.type === 'submit';

/**
 * Gives a field the visitor's value so that React hears it: React only reports a change when the
 * value differs from the one it last saw (its value tracker, fed by the element's `value` setter),
 * so the tracker is first given something else, then the DOM the visitor's value behind its back
 * (the prototype's setter), then the event React listens to for that kind of field.
 */
function handOver(field: Field, value: string | boolean) {
  if (typeof value === 'boolean') {
    const tick = field as HTMLInputElement;
    // A radio button is handed over by the one of its group the visitor chose.
    if (tick.type === 'radio' && !value) return;
    tick.checked = !value;
    tick.click();
    return;
  }
  field.value = `${value}\u200b`;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
