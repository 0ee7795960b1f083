/**
 * What a visitor does in a remote's server-rendered HTML before the remote's script has taken it
 * over. Typed text and ticks stay in the DOM, but React (and react-hook-form, which resets a
 * registered field to its default) do not know them; a click on a button has no handler yet.
 *
 * The shell holds them from its first script on (`holdInteractions` on the remote's host); the
 * remote's mount announces on that element once its root and the lazy parts its server HTML
 * shows have committed (`REMOTE_HYDRATED_EVENT`, hydrated-event.ts; react-mount.tsx loads their
 * code before it hydrates), and the hold hands everything to the live page: each
 * changed field through the events React listens to, then the clicks and submits in the order
 * they happened. The announcement is the only signal: nothing here reads React's own state. A
 * remote that never hydrates gets them back as the browser would have done them (`release`).
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

export function holdInteractions(host: HTMLElement, { nestedHosts, early }: HoldOptions = {}): HeldInteractions {
  /** The fields the visitor changed, each with its latest value, in the order of their last change. */
  const fields = new Map<Field, string | boolean>();
  const actions: Action[] = [];
  /** Once the remote has announced hydration: what is held goes to the page, one step per task. */
  let handing = false;
  /** While the hold itself sends an event, its own listeners let it through. */
  let replaying = false;
  /** Everything handed over (or given back): the hold listens no more. */
  let done = false;
  /** Not inside another remote's host nested in this one (that remote holds its own). */
  const ours = (node: Element) => {
    const inner = nestedHosts ? node.parentElement?.closest(nestedHosts) : null;
    return !inner || inner === host || !host.contains(inner);
  };
  // Clicked before this script ran, and typed.
  if (early) actions.push(...early.claim(host, ours));
  for (const field of Array.from(host.querySelectorAll<Field>('input, textarea, select'))) {
    const value = changed(field);
    if (value !== undefined && ours(field)) fields.set(field, value);
  }

  /**
   * Until the remote announces that it has hydrated, every event in the host is held back from
   * React: React would drop it (its root is not there yet, or the shell's root around the host
   * stops it). Once it has, what the visitor does while held steps are still being handed over
   * waits its turn behind them: a step that overtook one still held would find the page as the
   * visitor never saw it (a year chosen before the day is handed over takes 29 February out of
   * the day list). The hold ends when nothing is left: from then on everything is React's.
   */
  const holding = () => !replaying && !done && !(handing && fields.size === 0 && actions.length === 0);
  const onInput = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !host.contains(field) || !ours(field) || !holding()) return;
    event.stopImmediatePropagation();
    fields.delete(field);
    fields.set(field, isTick(field) ? field.checked : field.value);
  };
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(SCRIPTED_CONTROLS) : null;
    if (!target || !host.contains(target) || isTick(target) || !ours(target) || !holding()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    actions.push({ target });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !host.contains(form) || !ours(form) || !holding()) return;
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

  const stop = () => {
    const first = !done;
    done = true;
    for (const [type, listener] of listeners) win.removeEventListener(type, listener, true);
    return first;
  };
  const perform = (run: () => void) => {
    replaying = true;
    try {
      run();
    } finally {
      replaying = false;
    }
  };
  /**
   * One step per task, so each renders before the next: every field the visitor changed, once,
   * in the order they last changed it (a day list follows the month handed before it; a form
   * library that took a field's DOM value when it registered hears the same change again, as the
   * visitor made it, so what follows from it follows in the same order), then the clicks and
   * submits in order. A field that can no longer take its value is left alone: the page has moved
   * on (the day list lost 29 when February 2001 was chosen).
   */
  const step = () => {
    if (done) return;
    const next = fields.entries().next();
    if (!next.done) {
      const [field, value] = next.value;
      fields.delete(field);
      if (field.isConnected && canTake(field, value)) perform(() => handOver(field, value));
      return void setTimeout(step, 0);
    }
    const action = actions.shift();
    if (action) {
      perform(() => act(action));
      return void setTimeout(step, 0);
    }
    stop();
  };
  return {
    replay() {
      if (handing || done) return;
      handing = true;
      step();
    },
    release() {
      if (!stop()) return;
      fields.clear();
      for (const action of actions.splice(0)) perform(() => act(action));
    },
  };
}

/** Whether the field can hold this value: a select only one of its options'. */
const canTake = (field: Field, value: string | boolean) =>
  !(field instanceof HTMLSelectElement) || Array.from(field.options).some((option) => option.value === value);

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
