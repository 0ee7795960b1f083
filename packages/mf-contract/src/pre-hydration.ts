/**
 * What a visitor does in a remote's server-rendered HTML before the remote's script has taken it
 * over. Typed text and ticks stay in the DOM, but React (and react-hook-form, which resets a
 * registered field to its default) do not know them; a click on a button has no handler yet.
 *
 * The shell holds them from its first script on (`holdInteractions` on the remote's host); the
 * remote's mount announces on that element when hydration has committed (`REMOTE_HYDRATED_EVENT`,
 * hydrated-event.ts), and the hold hands everything to the live page: each changed field through
 * the events React listens to, then the clicks and submits in the order they happened. A part
 * still hydrating after the announcement (a lazy route whose code is on its way) stays held, and
 * what the visitor does there meanwhile too, until React has committed it. A remote that never
 * hydrates gets them back as the browser would have done them (`release`).
 */
export interface HeldInteractions {
  /** The page is live: hands the fields, clicks and submits over to it. */
  replay(): void;
  /** The remote will not hydrate: stops holding and lets the browser do what was held. */
  release(): void;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A held click (on a scripted control) or submit. */
export type Action = { target: HTMLElement; form?: undefined } | { form: HTMLFormElement; submitter: HTMLElement | null };

/** Controls whose click does nothing without a script (a link or a tick box works on its own). */
const SCRIPTED_CONTROLS = 'button, [role="button"], input[type="submit"], input[type="button"], input[type="image"]';

const isField = (node: EventTarget | null): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
const isTick = (field: Element): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * What the visitor changed in a field, or undefined when it still holds what the server sent. A
 * select with no `selected` option shows its first one without the visitor choosing it: that
 * option is its default, although its `defaultSelected` is false.
 */
function changed(field: Field): string | boolean | undefined {
  if (isTick(field)) return field.checked !== field.defaultChecked ? field.checked : undefined;
  if (field instanceof HTMLSelectElement) return selectionChanged(field) ? field.value : undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}

export interface HoldOptions {
  /**
   * Hosts of other remotes' server HTML that may sit inside this one (another remote's widget in
   * a page), as a selector: what happens inside them is theirs to hold, not this host's.
   */
  nestedHosts?: string;
  /** Clicks and submits kept before the shell's first script ran: this host's come first in its hold. */
  early?: EarlyActions;
}

/**
 * The clicks and submits the page's first script (tools/webpack/paint-first.js) kept before the
 * shell's script ran, for each hold to claim those in its host; `release` gives the rest back to
 * the browser (a host nobody holds).
 */
export interface EarlyActions {
  claim(host: HTMLElement, ours: (element: Element) => boolean): Action[];
  release(): void;
}

/** Where the first script leaves its function that stops keeping and hands over what it kept. */
const EARLY_ACTIONS = '__riviereEarlyActions';

/** Takes what the first script kept, and stops it keeping more (nothing when the page has no such script). */
export function takeEarlyActions(win: Window = window): EarlyActions {
  const take = (win as unknown as Record<string, (() => Action[]) | undefined>)[EARLY_ACTIONS];
  let left = typeof take === 'function' ? take() : [];
  return {
    claim(host, ours) {
      const mine = left.filter((action) => {
        const element = action.form ?? action.target;
        return host.contains(element) && ours(element);
      });
      left = left.filter((action) => !mine.includes(action));
      return mine;
    },
    release() {
      for (const action of left.splice(0)) act(action);
    },
  };
}

/** Does a held click or submit, as the browser would have done it. */
function act(action: Action) {
  if (action.form) {
    if (action.form.isConnected) action.form.requestSubmit(isSubmitter(action.submitter, action.form) ? action.submitter : null);
  } else if (action.target.isConnected) action.target.click();
}

function selectionChanged(select: HTMLSelectElement): boolean {
  const options = Array.from(select.options);
  if (select.multiple || select.size > 1) return options.some((o) => o.selected !== o.defaultSelected);
  // The browser's choice for a drop-down nobody has touched: the last `selected` option, else the first enabled one.
  const initial = options.filter((o) => o.defaultSelected).at(-1) ?? options.find((o) => !o.disabled);
  return (select.selectedOptions[0] ?? undefined) !== initial;
}

/** A field's latest value as the visitor left it, and whether React had the field then (its event was held back from React). */
interface HeldField {
  value: string | boolean;
  whileLive: boolean;
}

export function holdInteractions(host: HTMLElement, { nestedHosts, early }: HoldOptions = {}): HeldInteractions {
  /** The fields the visitor changed, in the order of their last change. */
  const fields = new Map<Field, HeldField>();
  const actions: Action[] = [];
  /** Once the remote has announced hydration: what is held goes to the page as its parts go live. */
  let handing = false;
  /** While the hold itself sends an event, its own listeners let it through. */
  let replaying = false;
  let deadline = Infinity;
  /** Not inside another remote's host nested in this one (that remote holds its own). */
  const ours = (node: Element) => {
    const inner = nestedHosts ? node.parentElement?.closest(nestedHosts) : null;
    return !inner || inner === host || !host.contains(inner);
  };
  // Clicked before this script ran, and typed.
  if (early) actions.push(...early.claim(host, ours));
  for (const field of Array.from(host.querySelectorAll<Field>('input, textarea, select'))) {
    const value = changed(field);
    if (value !== undefined && ours(field)) fields.set(field, { value, whileLive: false });
  }

  /**
   * What the visitor does once handing over has begun, in a part React has taken over and with
   * nothing of theirs still waiting, is React's alone. Anything else is held back from React and
   * handed over in turn: an event in a part still hydrating is dropped (and its form then resets
   * its fields), and a step that overtook one still held would find the page as the visitor never
   * saw it (a year chosen before the day is handed over takes 29 February out of the day list).
   */
  const reachesReact = (element: Element) => replaying || (handing && fields.size === 0 && actions.length === 0 && isLive(element));
  const onInput = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !host.contains(field) || !ours(field) || reachesReact(field)) return;
    event.stopImmediatePropagation();
    fields.delete(field);
    fields.set(field, { value: isTick(field) ? field.checked : field.value, whileLive: isLive(field) });
  };
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(SCRIPTED_CONTROLS) : null;
    if (!target || !host.contains(target) || isTick(target) || !ours(target) || reachesReact(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    actions.push({ target });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !host.contains(form) || !ours(form) || reachesReact(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    actions.push({ form, submitter: (event as SubmitEvent).submitter });
  };
  // Captured on the window, ahead of every React root on the page: the shell's root, around this
  // host, stops a discrete event (a keystroke's `input`, a click) whose target is still hydrating
  // in the remote's root, so a listener on the host itself would never see it; and the hold alone
  // replays a click, so React does not replay it a second time once hydrated.
  const win = host.ownerDocument.defaultView ?? window;
  const listeners = [
    ['input', onInput],
    ['change', onInput],
    ['click', onClick],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) win.addEventListener(type, listener, true);

  let done = false;
  const stop = () => {
    const first = !done;
    done = true;
    for (const [type, listener] of listeners) win.removeEventListener(type, listener, true);
    return first;
  };
  const perform = (action: Action) => {
    replaying = true;
    try {
      act(action);
    } finally {
      replaying = false;
    }
  };
  /**
   * A field changed before React took it over is handed over only if the page does not show the
   * visitor's value: React keeps what is in the DOM when it hydrates, and a form library that
   * registers the field either takes that value (react-hook-form, for a field edited before the
   * form was ready) or puts its default back (handed over then). Handing over what the page
   * already took would do the step again after later ones (a month handed again after the year
   * clears the day's note). A change React missed because the hold kept it back is always handed
   * over. A value the field can no longer take is never handed over: the page has moved on (the
   * day list lost 29 when February 2001 was chosen), and the field would get another value.
   */
  const giveField = (field: Field, { value, whileLive }: HeldField) => {
    if (!field.isConnected || !canTake(field, value) || (!whileLive && shows(field, value))) return;
    replaying = true;
    try {
      handOver(field, value);
    } finally {
      replaying = false;
    }
  };
  /**
   * One step per task, each once its element is live: the fields in the order the visitor last
   * changed them (a day list follows the month handed before it, each change rendered before the
   * next), then the clicks and submits in order. A part of the page in a Suspense boundary React
   * has not hydrated yet (a lazy route whose code is on its way) waits; the hold ends when nothing
   * is left to hand over and every control in the host is React's (or after `LIVE_WAIT_MS`: what
   * can be done is done).
   */
  const step = () => {
    if (done) return;
    const expired = Date.now() > deadline;
    const ready = (element: Element) => expired || !element.isConnected || isLive(element);
    const next = fields.entries().next();
    if (!next.done) {
      const [field, held] = next.value;
      if (!ready(field)) return void setTimeout(step, POLL_MS);
      fields.delete(field);
      giveField(field, held);
      return void setTimeout(step, 0);
    }
    const action = actions[0];
    if (action) {
      if (!ready(action.form ?? action.target)) return void setTimeout(step, POLL_MS);
      actions.shift();
      perform(action);
      return void setTimeout(step, 0);
    }
    if (expired || Array.from(host.querySelectorAll(CONTROLS)).filter(ours).every(isLive)) stop();
    else setTimeout(step, POLL_MS);
  };
  return {
    replay() {
      if (handing || done) return;
      handing = true;
      deadline = Date.now() + LIVE_WAIT_MS;
      step();
    },
    release() {
      if (!stop()) return;
      fields.clear();
      for (const action of actions.splice(0)) perform(action);
    },
  };
}

/** How long the hold waits for the parts of the page to hydrate, from the announcement on. */
const LIVE_WAIT_MS = 10_000;
const POLL_MS = 50;
const CONTROLS = `input, textarea, select, form, ${SCRIPTED_CONTROLS}`;

/**
 * Whether React has committed this element, so that an event on it reaches the page: the test
 * React's own event system makes (`getNearestMountedFiber`), on the fiber React keeps on each
 * element it renders (an `__reactFiber$…` key). While a part hydrates, its elements already carry
 * a fiber (and props) but sit under a fiber still flagged as being placed or hydrated
 * (`Placement | Hydrating`, 2 | 4096, the same since React 18); an event there is dropped, and
 * its form (react-hook-form's `register`) puts its defaults back into the DOM when it commits.
 */
const isLive = (element: Element): boolean => {
  const key = Object.keys(element).find((k) => k.startsWith('__reactFiber$'));
  const fiber = key ? (element as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  if (!fiber) return false;
  let nearestMounted: Fiber | null = fiber;
  let node = fiber;
  for (let next: Fiber | null = fiber; next && !next.alternate; next = next.return) {
    node = next;
    if (node.flags & PLACED_OR_HYDRATING) nearestMounted = node.return;
  }
  while (node.return) node = node.return;
  return node.tag === HOST_ROOT && nearestMounted === fiber;
};

/**
 * Whether the page shows this value in the field: a controlled field's (React's `value` or
 * `checked` prop, on the element as `__reactProps$…`), else the DOM's, which is what an
 * uncontrolled field's page reads.
 */
function shows(field: Field, value: string | boolean): boolean {
  const key = Object.keys(field).find((k) => k.startsWith('__reactProps$'));
  const props = key ? (field as unknown as Record<string, { value?: unknown; checked?: unknown } | undefined>)[key] : undefined;
  if (typeof value === 'boolean') return (props?.checked ?? (field as HTMLInputElement).checked) === value;
  return String(props?.value ?? field.value) === value;
}

/** Whether the field can hold this value: a select only one of its options'. */
const canTake = (field: Field, value: string | boolean) =>
  !(field instanceof HTMLSelectElement) || Array.from(field.options).some((option) => option.value === value);

/** The few fields of a React fiber `isLive` reads. */
interface Fiber {
  return: Fiber | null;
  alternate: Fiber | null;
  flags: number;
  tag: number;
}
const PLACED_OR_HYDRATING = 2 | 4096;
const HOST_ROOT = 3;

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
