/**
 * The painted-contrast check's eyes inside the page. Each export runs through `page.evaluate`,
 * so each is self-contained: no imports, nothing from outside its own body.
 */

export interface TargetInfo {
  id: number;
  role: string;
  name: string;
  selector: string;
  interactive: boolean;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Text of one colour and size: a text node's line boxes, or a field's content box. */
export interface Run {
  /** The colour the text is painted in: its fill colour, alpha times every ancestor's opacity. */
  rgba: [number, number, number, number];
  fontSize: number;
  fontWeight: number;
  /** In viewport pixels (CSS px), every one inside the scroller's visible area. */
  boxes: Box[];
}

export interface ScreenResult {
  /** Targets wholly visible and uncovered in this screen, with their text. */
  measured: { id: number; runs: Run[] }[];
  /** Targets with no visible text anywhere (clipped away, transparent): nothing to measure. */
  empty: number[];
  /** The red channel of the 2 × 2 px mark in the screen's top left corner: a screenshot without it is stale. */
  mark: number;
  /**
   * Where to scroll next: the highest pending target below the sticky things at the top of this
   * screen, put just under them, but at least half a screen on. Null: nothing left below.
   */
  next: number | null;
}

/**
 * Marks every visible link, button, label, legend and text field (inside the open modal when one
 * is open: the page behind it is inert) with `data-cc="<id>"`, interactive ones also with
 * `data-cc-interactive`, and the element that scrolls them with `data-cc-scroller`.
 */
export function tagTargets(): TargetInfo[] {
  const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="option"], [role="switch"]';
  const TEXT_INPUTS = ['', 'text', 'email', 'tel', 'search', 'url', 'number', 'password', 'date', 'time', 'datetime-local', 'month', 'week', 'submit', 'button', 'reset'];
  const modal = [...document.querySelectorAll('dialog[open], [aria-modal="true"]')].filter((el) => el.checkVisibility()).pop();
  const scope = modal ?? document.body;
  const scroller = modal ? [modal, ...modal.querySelectorAll('*')].find((el) => el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY)) : undefined;
  scroller?.setAttribute('data-cc-scroller', '');

  const roleOf = (el: Element): string => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit;
    const tag = el.tagName.toLowerCase();
    if (tag === 'a') return 'link';
    if (tag === 'button' || tag === 'summary') return 'button';
    if (tag === 'select') return 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'input') {
      const type = (el as HTMLInputElement).type;
      return ['submit', 'button', 'reset'].includes(type) ? 'button' : type === 'number' ? 'spinbutton' : 'textbox';
    }
    return tag;
  };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const nameOf = (el: Element): string => {
    const aria = el.getAttribute('aria-label');
    if (aria) return squash(aria);
    const by = el.getAttribute('aria-labelledby');
    if (by) return squash(by.split(/\s+/).map((id) => document.getElementById(id)?.textContent).join(' '));
    const field = el as HTMLInputElement;
    if (field.labels?.[0]) return squash(field.labels[0].textContent);
    return squash(el.textContent) || squash(field.value) || squash(field.placeholder) || squash(el.getAttribute('title'));
  };
  const short = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].slice(0, 2).map((c) => `.${c}`).join('')}`;
  const selectorOf = (el: Element) => (el.parentElement && el.parentElement !== document.body ? `${short(el.parentElement)} > ${short(el)}` : short(el));

  const candidates = [...scope.querySelectorAll(`${INTERACTIVE}, label, legend`)];
  const targets: TargetInfo[] = [];
  for (const el of candidates) {
    if (el instanceof HTMLInputElement && !TEXT_INPUTS.includes(el.getAttribute('type')?.toLowerCase() ?? '')) continue;
    if (el.closest('[inert]') || el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true') continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const id = targets.length;
    const interactive = el.matches(INTERACTIVE);
    el.setAttribute('data-cc', String(id));
    if (interactive) el.setAttribute('data-cc-interactive', '');
    targets.push({ id, role: roleOf(el), name: nameOf(el), selector: selectorOf(el), interactive });
  }
  return targets;
}

/**
 * One screen of the walk down the page. Measuring (`recheck` false): scrolls the scroller to `top`
 * (when given), lets the page answer the scroll (a back-to-top button appears), measures every
 * pending target wholly inside the visible area and not covered by anything else (a sticky
 * header, a banner), then makes all text on the page transparent for the background screenshot
 * and stamps the frame. Rechecking (`recheck` true, after the screenshot): measures the same
 * targets again where they are now (anything that moved or got covered since does not count),
 * then paints the text again.
 */
export async function screen({ pending, top, recheck }: { pending: number[]; top: number | null; recheck: boolean }): Promise<ScreenResult> {
  const root = document.documentElement;
  const scroller = document.querySelector<HTMLElement>('[data-cc-scroller]') ?? (document.scrollingElement as HTMLElement);
  if (!recheck) {
    root.removeAttribute('data-cc-clear');
    if (top !== null) scroller.scrollTop = top;
    // Two frames: scroll listeners run and what they render is laid out.
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const isWindow = scroller === document.scrollingElement;
  const view = isWindow ? { left: 0, top: 0, right: root.clientWidth, bottom: window.innerHeight } : scroller.getBoundingClientRect();
  const area = { left: Math.max(view.left, 0), top: Math.max(view.top, 0), right: Math.min(view.right, root.clientWidth), bottom: Math.min(view.bottom, window.innerHeight) };

  const w = window as unknown as { __ccPaint?: CanvasRenderingContext2D };
  w.__ccPaint ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const paint = w.__ccPaint;
  /** Any CSS colour the browser computes (rgb(), oklch(), color()…) as sRGB bytes and alpha. */
  const rgbaOf = (css: string): [number, number, number, number] => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = '#000';
    paint.fillStyle = css;
    paint.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const opacities = new Map<Element, number>();
  const opacityOf = (el: Element | null): number => {
    if (!el) return 1;
    let value = opacities.get(el);
    if (value === undefined) {
      value = Number(getComputedStyle(el).opacity) * opacityOf(el.parentElement);
      opacities.set(el, value);
    }
    return value;
  };
  type Edges = { left: number; top: number; right: number; bottom: number };
  const EVERYWHERE: Edges = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
  /** What the ancestors between `el` and the scroller let through (null: nothing, e.g. visually hidden text). */
  const clips = new Map<Element, Edges | null>();
  const clipOf = (el: Element | null): Edges | null => {
    if (!el || el === scroller || el === root || el === document.body) return EVERYWHERE;
    if (clips.has(el)) return clips.get(el)!;
    const outer = clipOf(el.parentElement);
    const style = getComputedStyle(el);
    let clip = outer;
    if (outer && style.clip !== 'auto' && style.position !== 'static') clip = null;
    else if (outer && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
      const r = el.getBoundingClientRect();
      clip = { left: Math.max(outer.left, r.left), top: Math.max(outer.top, r.top), right: Math.min(outer.right, r.right), bottom: Math.min(outer.bottom, r.bottom) };
      if (clip.right <= clip.left || clip.bottom <= clip.top) clip = null;
    }
    clips.set(el, clip);
    return clip;
  };
  /**
   * The visible part of a text's boxes. Null: never visible (clipped away by an ancestor, or
   * beside the page). Undefined: not in this screen (partly scrolled away, or covered).
   */
  const boxesIn = (rects: DOMRect[], owner: Element): Box[] | null | undefined => {
    const clip = clipOf(owner);
    if (!clip) return null;
    const visible: Box[] = [];
    for (const r of rects) {
      const left = Math.max(r.left, clip.left, area.left);
      const right = Math.min(r.right, clip.right, area.right);
      const top = Math.max(r.top, clip.top);
      const bottom = Math.min(r.bottom, clip.bottom);
      // Beside the page, or above its top (a skip link waiting for focus): nobody can scroll to it.
      if (right - left < 2 || bottom - top < 1 || bottom - area.top + scroller.scrollTop <= 0) continue;
      if (top < area.top - 0.5 || bottom > area.bottom + 0.5) return undefined;
      visible.push({ x: left, y: top, w: right - left, h: bottom - top });
    }
    if (!visible.length) return null;
    // Covered anywhere (a sticky header over its top edge, a banner): measured in another screen.
    const covered = visible.some((b) =>
      [b.y + Math.min(1, b.h / 4), b.y + b.h / 2, b.y + b.h - Math.min(1, b.h / 4)].some((y) =>
        [b.x + Math.min(1, b.w / 4), b.x + b.w / 2, b.x + b.w - Math.min(1, b.w / 4)].some((x) => {
          const hit = document.elementFromPoint(x, y);
          if (!hit || hit === owner || owner.contains(hit) || hit.contains(owner)) return false;
          // A stretched link's pseudo-element reports its link: only a box that is really there covers.
          const r = hit.getBoundingClientRect();
          return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
        }),
      ),
    );
    return covered ? undefined : visible;
  };
  const runOf = (owner: Element, color: string, boxes: Box[]): Run => {
    const style = getComputedStyle(owner);
    const [r, g, b, a] = rgbaOf(color);
    return { rgba: [r, g, b, a * opacityOf(owner)], fontSize: parseFloat(style.fontSize), fontWeight: Number(style.fontWeight) || 400, boxes };
  };

  const measured: ScreenResult['measured'] = [];
  const empty: number[] = [];
  /** Room left at the top of a screen for a sticky header. */
  const HEADROOM = 120;
  let below = Infinity;
  const range = document.createRange();
  for (const id of pending) {
    const el = document.querySelector(`[data-cc="${id}"]`);
    if (!el) {
      empty.push(id);
      continue;
    }
    const runs: Run[] = [];
    let away = false;
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
      const style = getComputedStyle(el);
      const hasText = el instanceof HTMLSelectElement ? !!el.selectedOptions[0]?.text.trim() : el.value !== '' || /date|time|month|week/.test(el.type);
      const placeholder = !hasText && 'placeholder' in el && el.placeholder ? getComputedStyle(el, '::placeholder').webkitTextFillColor : null;
      if (hasText || placeholder) {
        const r = el.getBoundingClientRect();
        const px = (v: string) => parseFloat(v) || 0;
        const left = r.left + px(style.borderLeftWidth) + px(style.paddingLeft);
        const width = r.width - px(style.borderLeftWidth) - px(style.paddingLeft) - px(style.borderRightWidth) - px(style.paddingRight);
        // Only where the text is: not the search field's clear button, a select's arrow, a date's calendar icon.
        paint.font = style.font;
        const shown = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : /date|time|month|week/.test(el.type) ? '00/00/0000' : hasText ? el.value : el.placeholder;
        const textWidth = Math.min(width, paint.measureText(shown).width + 2);
        const start = style.textAlign === 'center' ? left + (width - textWidth) / 2 : /right|end/.test(style.textAlign) ? left + width - textWidth : left;
        const content = new DOMRect(
          start,
          r.top + px(style.borderTopWidth) + px(style.paddingTop),
          textWidth,
          r.height - px(style.borderTopWidth) - px(style.paddingTop) - px(style.borderBottomWidth) - px(style.paddingBottom),
        );
        const boxes = boxesIn([content], el);
        if (boxes === undefined) away = true;
        else if (boxes) runs.push(runOf(el, placeholder ?? style.webkitTextFillColor, boxes));
      }
    } else {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        if (!owner || !node.textContent?.trim() || owner.closest('[data-cc]') !== el) continue;
        if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        range.selectNodeContents(node);
        const boxes = boxesIn([...range.getClientRects()], owner);
        if (boxes === undefined) away = true;
        else if (boxes) runs.push(runOf(owner, getComputedStyle(owner).webkitTextFillColor, boxes));
      }
    }
    if (away) {
      const docTop = el.getBoundingClientRect().top - area.top + scroller.scrollTop;
      if (docTop > scroller.scrollTop + HEADROOM) below = Math.min(below, docTop);
      continue;
    }
    // While rechecking all text is transparent: only where it is counts.
    const painted = recheck ? runs : runs.filter((run) => run.rgba[3] > 0);
    if (painted.length) measured.push({ id, runs: painted });
    else empty.push(id);
  }
  if (recheck) {
    root.removeAttribute('data-cc-clear');
    return { measured, empty, next: null, mark: 0 };
  }
  /**
   * Paints a 2 × 2 px mark in a new colour in the top left corner, above everything (a manual
   * popover is in the top layer, over a modal dialog too), and returns its red channel. A
   * screenshot that shows the mark in that colour shows this frame, not one from before.
   */
  const stamp = (): number => {
    const w = window as unknown as { __ccMarks?: number };
    w.__ccMarks = ((w.__ccMarks ?? 0) % 250) + 1;
    let mark = document.getElementById('cc-mark');
    if (!mark) {
      mark = document.createElement('div');
      mark.id = 'cc-mark';
      mark.popover = 'manual';
      Object.assign(mark.style, { position: 'fixed', inset: '0 auto auto 0', margin: '0', padding: '0', border: '0', width: '2px', height: '2px', pointerEvents: 'none' });
      document.body.append(mark);
    }
    if (mark.matches(':popover-open')) mark.hidePopover();
    mark.style.background = `rgb(${w.__ccMarks}, 200, 100)`;
    mark.showPopover();
    return w.__ccMarks;
  };
  root.setAttribute('data-cc-clear', '');
  const mark = stamp();
  const maxScroll = scroller.scrollHeight - scroller.clientHeight;
  // At least half a screen on: a target that stays covered (under a pin of a sticky map, say) must not hold the walk back.
  const clientHeight = isWindow ? window.innerHeight : scroller.clientHeight;
  const next = below === Infinity || scroller.scrollTop >= maxScroll - 1 ? null : Math.min(Math.max(below - HEADROOM, scroller.scrollTop + clientHeight / 2), maxScroll);
  return { measured, empty, next, mark };
}

/**
 * What decides each target's painted contrast, as text: the colours, backgrounds, shadows,
 * filters and opacity of the target, its ::before and ::after, and every element inside it. A
 * target whose signature is the same in a forced state as at rest paints the same.
 */
export function signatures(ids: number[]): string[] {
  const PROPERTIES = ['color', '-webkit-text-fill-color', 'background-color', 'background-image', 'opacity', 'box-shadow', 'text-shadow', 'filter', 'mix-blend-mode', 'font-weight', 'font-size', 'visibility'];
  const of = (el: Element, pseudo?: string) => {
    const style = getComputedStyle(el, pseudo);
    return PROPERTIES.map((p) => style.getPropertyValue(p)).join('|');
  };
  return ids.map((id) => {
    const el = document.querySelector(`[data-cc="${id}"]`);
    if (!el) return '';
    return [el, ...el.querySelectorAll('*')].map((e) => `${of(e)}/${of(e, '::before')}/${of(e, '::after')}`).join(';');
  });
}

/** Brings one target into the middle of the scroller's visible area (to measure it alone). */
export function centre(id: number): void {
  document.querySelector(`[data-cc="${id}"]`)?.scrollIntoView({ block: 'center', inline: 'nearest' });
}

/** Leaves the page as it was: no marks, text painted, scrolled to the top. */
export function untag(): void {
  const root = document.documentElement;
  root.removeAttribute('data-cc-clear');
  for (const el of document.querySelectorAll('[data-cc]')) {
    el.removeAttribute('data-cc');
    el.removeAttribute('data-cc-interactive');
  }
  document.getElementById('cc-mark')?.remove();
  const scroller = document.querySelector('[data-cc-scroller]');
  scroller?.removeAttribute('data-cc-scroller');
  if (scroller) scroller.scrollTop = 0;
  window.scrollTo(0, 0);
}
