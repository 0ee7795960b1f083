import type { CDPSession, Page } from '@playwright/test';
import { centre, screen, signatures, tagTargets, untag, type Run, type TargetInfo } from './contrast-in-page';
import { decodePng, type Bitmap } from './png';
import { blend, contrastRatio, cssRgb, meets, requiredRatio, type Rgb } from './wcag';

type ContrastState = 'rest' | 'hover' | 'focus';

export interface ContrastFailure {
  page: string;
  state: ContrastState;
  role: string;
  name: string;
  selector: string;
  text: Rgb;
  background: Rgb;
  ratio: number;
  required: number;
}

export interface ContrastReport {
  failures: ContrastFailure[];
  /** How many element × state pairs were measured in a screenshot (the others kept their verdict at rest). */
  measured: number;
  /** Visible targets never seen whole and uncovered in any screen (taller than the screen, always under a banner). */
  unmeasured: string[];
}

/** Rules the check adds while it looks: no transition half-way, and a way to make all text transparent. */
const CHECK_STYLE = `
  *, *::before, *::after { transition: none !important; scroll-behavior: auto !important; }
  html[data-cc-clear] :is(*, #cc-never), html[data-cc-clear] :is(*, #cc-never)::before, html[data-cc-clear] :is(*, #cc-never)::after,
  html[data-cc-clear] :is(*, #cc-never)::placeholder, html[data-cc-clear] :is(*, #cc-never)::marker {
    color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important;
    caret-color: transparent !important; text-decoration-color: transparent !important;
  }`;

/** Pixels this close to a text box's edge are left out: the edge of a border or a rounded corner, smoothed. */
const ANTI_ALIASING_MARGIN = 1;

const sessions = new WeakMap<Page, Promise<CDPSession>>();
/** One DevTools session per page, kept for the page's life. */
function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        return cdp;
      });
    sessions.set(page, session);
  }
  return session;
}

/**
 * Adds a stylesheet the page's CSP (`style-src 'self'`) would refuse as a <style> element, through
 * the DevTools protocol; an author sheet after all others, unlayered. Returns its removal.
 */
export async function addStyleSheet(page: Page, css: string): Promise<() => Promise<void>> {
  const cdp = await sessionOf(page);
  const { frameTree } = await cdp.send('Page.getFrameTree');
  // force: a sheet of its own (without it every call gets the same sheet, and replaces its text).
  const { styleSheetId } = await cdp.send('CSS.createStyleSheet', { frameId: frameTree.frame.id, force: true });
  await cdp.send('CSS.setStyleSheetText', { styleSheetId, text: css });
  return async () => {
    await cdp.send('CSS.setStyleSheetText', { styleSheetId, text: '' });
  };
}

/**
 * Measures the painted contrast of every visible link, button, label and text field of the page as
 * it is now: at rest, then with :hover forced, then with :focus and :focus-visible forced (DevTools
 * protocol). The background is read from a screenshot with all text made transparent, under each
 * text's own line boxes (not the element's box, so borders do not count), and the worst pixel
 * decides: text over a gradient or a photograph is judged where it is hardest to read (one
 * screenshot per screenful for all elements at once). Hover and focus are forced on every
 * interactive element at once; only elements that paint differently that way (colours,
 * backgrounds, shadows, opacity, theirs or their contents') are measured again, the others keep
 * their verdict at rest; one that fails is measured again with the state forced on it alone, so a
 * neighbour's focus ring never counts against it. Leaves the page as it found it.
 */
export async function checkContrast(page: Page, label: string): Promise<ContrastReport> {
  const cdp = await sessionOf(page);
  const removeStyle = await addStyleSheet(page, CHECK_STYLE);
  // Judge the settled page: entrance animations pass through low-contrast frames by design.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const targets = await page.evaluate(tagTargets);
  const byId = new Map(targets.map((t) => [t.id, t]));
  const report: ContrastReport = { failures: [], measured: 0, unmeasured: [] };
  const fail = (state: ContrastState, target: TargetInfo, worst: Worst) =>
    report.failures.push({ page: label, state, role: target.role, name: target.name, selector: target.selector, text: worst.text, background: worst.background, ratio: round(worst.ratio), required: worst.required });
  try {
    const rest = await measureScreens(page, cdp, targets.map((t) => t.id));
    report.measured += rest.results.size;
    report.unmeasured = rest.unmeasured.map((id) => describe(byId.get(id)!));
    for (const [id, worst] of rest.results) if (!meets(worst.ratio, worst.required)) fail('rest', byId.get(id)!, worst);

    const interactive = targets.filter((t) => t.interactive);
    const atRest = await page.evaluate(signatures, interactive.map((t) => t.id));
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-cc-interactive]' });
    if (nodeIds.length !== interactive.length) throw new Error(`the page changed while it was being measured (${interactive.length} interactive elements marked, ${nodeIds.length} found)`);
    const force = (ids: number[], pseudo: string[]) => Promise.all(ids.map((nodeId) => cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: pseudo })));
    for (const [state, pseudo] of [['hover', ['hover']], ['focus', ['focus', 'focus-visible']]] as const) {
      await force(nodeIds, [...pseudo]);
      // Only what paints differently in this state is looked at again; the rest paints as at rest.
      const forced = await page.evaluate(signatures, interactive.map((t) => t.id));
      // …and what could not be seen at rest (a skip link appears on focus).
      const changed = interactive.filter((t, i) => forced[i] !== atRest[i] || !rest.results.has(t.id));
      const all = await measureScreens(page, cdp, changed.map((t) => t.id));
      await force(nodeIds, []);
      for (const t of interactive) {
        const same = rest.results.get(t.id);
        if (!changed.includes(t) && same && !meets(same.ratio, same.required)) fail(state, t, same);
      }
      report.measured += all.results.size;
      for (const [id, worst] of all.results) {
        if (meets(worst.ratio, worst.required)) continue;
        // Alone: the same element (interactive targets and their node ids are both in document order).
        const nodeId = nodeIds[interactive.findIndex((t) => t.id === id)]!;
        await force([nodeId], [...pseudo]);
        await page.evaluate(centre, id);
        const alone = await measureScreens(page, cdp, [id], { stay: true });
        await force([nodeId], []);
        const verdict = alone.results.get(id) ?? worst;
        if (!meets(verdict.ratio, verdict.required)) fail(state, byId.get(id)!, verdict);
      }
    }
  } finally {
    await page.evaluate(untag);
    await removeStyle();
  }
  return report;
}

interface Worst {
  ratio: number;
  required: number;
  text: Rgb;
  background: Rgb;
}

/**
 * Screen by screen down the scroller: each pending target is measured in the first screen that
 * shows all of its text uncovered.
 */
async function measureScreens(page: Page, cdp: CDPSession, ids: number[], options: { stay?: boolean } = {}): Promise<{ results: Map<number, Worst>; unmeasured: number[] }> {
  const pending = new Set(ids);
  const results = new Map<number, Worst>();
  let top: number | null = options.stay ? null : 0;
  for (let retries = 0; ; ) {
    const seen = await page.evaluate(screen, { pending: [...pending], top, recheck: false });
    for (const id of seen.empty) pending.delete(id);
    let moved = false;
    if (seen.measured.length) {
      const bitmap = await captureFresh(cdp, seen.mark);
      // What changed between measuring and the screenshot (a banner that came in late) is measured again.
      const now = await page.evaluate(screen, { pending: seen.measured.map((m) => m.id), top: null, recheck: true });
      const scale = bitmap.width / (await page.evaluate(() => window.innerWidth));
      for (const { id, runs } of seen.measured) {
        const still = now.measured.find((m) => m.id === id);
        if (!still || JSON.stringify(still.runs.map((r) => r.boxes)) !== JSON.stringify(runs.map((r) => r.boxes))) {
          moved = true;
          continue;
        }
        results.set(id, worstOf(bitmap, runs, scale));
        pending.delete(id);
      }
    } else await page.evaluate(screen, { pending: [], top: null, recheck: true });
    if (moved && retries < 2) {
      retries += 1;
      top = null;
      continue;
    }
    retries = 0;
    if (!pending.size || options.stay || seen.next === null) break;
    top = seen.next;
  }
  return { results, unmeasured: [...pending] };
}

/** A screenshot of the viewport that shows the frame with the mark `mark` (see `stamp`). */
async function captureFresh(cdp: CDPSession, mark: number): Promise<Bitmap> {
  for (let attempt = 1; ; attempt += 1) {
    const shot = await cdp.send('Page.captureScreenshot', { format: 'png' });
    const bitmap = decodePng(Buffer.from(shot.data, 'base64'));
    const [r, g, b] = bitmap.data;
    if (r === mark && g === 200 && b === 100) return bitmap;
    if (attempt === 5) throw new Error(`the screenshot shows a frame from before the text was made transparent (mark rgb(${r}, ${g}, ${b}), expected rgb(${mark}, 200, 100))`);
  }
}

/** The lowest margin over WCAG's threshold among the runs' pixels, with its colours. */
function worstOf(bitmap: Bitmap, runs: Run[], scale: number): Worst {
  let worst: Worst | undefined;
  for (const run of runs) {
    const required = requiredRatio(run.fontSize, run.fontWeight);
    const seen = new Set<number>();
    for (const box of run.boxes) {
      const [x0, x1] = span(box.x, box.w, scale, bitmap.width);
      const [y0, y1] = span(box.y, box.h, scale, bitmap.height);
      for (let y = y0; y <= y1; y += 1) {
        for (let x = x0; x <= x1; x += 1) {
          const at = (y * bitmap.width + x) * 4;
          const background: Rgb = [bitmap.data[at]!, bitmap.data[at + 1]!, bitmap.data[at + 2]!];
          const key = (background[0] << 16) | (background[1] << 8) | background[2];
          if (seen.has(key)) continue;
          seen.add(key);
          const text = blend(run.rgba, background);
          const ratio = contrastRatio(text, background);
          if (!worst || ratio / required < worst.ratio / worst.required) worst = { ratio, required, text, background };
        }
      }
    }
  }
  return worst!;
}

/** Pixel columns (or rows) inside a box, less the anti-aliasing margin; the middle one if it is that thin. */
function span(start: number, size: number, scale: number, limit: number): [number, number] {
  let from = Math.ceil(start * scale) + ANTI_ALIASING_MARGIN;
  let to = Math.floor((start + size) * scale) - 1 - ANTI_ALIASING_MARGIN;
  if (from > to) from = to = Math.floor((start + size / 2) * scale);
  return [Math.max(0, Math.min(from, limit - 1)), Math.max(0, Math.min(to, limit - 1))];
}

const round = (ratio: number) => Math.floor(ratio * 100) / 100;
const describe = (t: TargetInfo) => `${t.role} "${t.name}" (${t.selector})`;

/** One line a person can act on: page, state, element, colours, ratio. */
export function formatFailure(f: ContrastFailure): string {
  return `${f.page} [${f.state}] ${f.role} "${f.name}" (${f.selector}): text ${cssRgb(f.text)} on ${cssRgb(f.background)} = ${f.ratio.toFixed(2)}:1, needs ${f.required}:1`;
}
