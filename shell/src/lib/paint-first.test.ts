/**
 * The loader the shell's HTML starts with (tools/webpack/paint-first.js, added by
 * PaintFirstPlugin): the page's scripts are requested once the server-rendered page has painted.
 */
import fs from 'node:fs';
import path from 'node:path';

const LOADER = fs.readFileSync(path.join(__dirname, '../../../tools/webpack/paint-first.js'), 'utf8');
const files = { scripts: ['/main.1.js', '/late.2.js'], preloads: ['/470.3.js'] };

function runLoader(visibility: DocumentVisibilityState, remoteLists: string[] = []) {
  document.head.innerHTML = `<script type="application/json" id="after-paint">${JSON.stringify(files)}</script>${remoteLists.map((list) => `<script type="application/json" data-after-paint>${list}</script>`).join('')}`;
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  new Function(LOADER)();
}

const scripts = () => [...document.head.querySelectorAll('script[src]')].map((s) => [s.getAttribute('src'), (s as HTMLScriptElement).async]);
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [l.getAttribute('href'), l.getAttribute('as')]);

let frames: FrameRequestCallback[];
beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});
afterEach(() => {
  // A loader that was never taken from gives its clicks back and stops keeping.
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the paint-first loader', () => {
  it('requests nothing before the first frame, then every preload and the scripts in order', () => {
    runLoader('visible');
    expect(scripts()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(scripts()).toEqual([]); // the frame paints first
    jest.advanceTimersByTime(0);
    expect(preloads()).toEqual([['/470.3.js', 'script']]);
    expect(scripts()).toEqual([['/main.1.js', false], ['/late.2.js', false]]);
  });

  describe('in a browser that reports its paints', () => {
    let report: ((names: string[]) => void) | undefined;
    beforeEach(() => {
      report = undefined;
      class Observer {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
          report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
        }
        observe() {}
        disconnect() {
          report = undefined;
        }
      }
      Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true });
    });
    afterEach(() => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it('requests nothing until the first contentful paint is on screen, however many frames pass before it', () => {
      runLoader('visible');
      frames.forEach((frame) => frame(0));
      report?.(['first-paint']);
      jest.advanceTimersByTime(500);
      expect(scripts()).toEqual([]);
      expect(preloads()).toEqual([]);
      report?.(['first-contentful-paint']);
      expect(scripts()).toEqual([]); // after the task that reported it
      jest.advanceTimersByTime(0);
      expect(scripts()).toEqual([['/main.1.js', false], ['/late.2.js', false]]);
      expect(preloads()).toEqual([['/470.3.js', 'script']]);
    });

    it('still never waits more than a second for it', () => {
      runLoader('visible');
      jest.advanceTimersByTime(1000);
      expect(scripts()).toHaveLength(2);
    });
  });

  it('starts at once in a hidden tab, which paints no frames', () => {
    runLoader('hidden');
    expect(scripts()).toHaveLength(2);
  });

  it('never waits more than a second for a frame, and adds each script once', () => {
    runLoader('visible');
    jest.advanceTimersByTime(999);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts()).toHaveLength(2);
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(1000);
    expect(scripts()).toHaveLength(2);
    expect(preloads()).toHaveLength(1);
  });

  it("preloads the scripts of the remotes the page mounts after the paint too (the site server's lists); a broken list is only skipped", () => {
    runLoader('visible', ['["/remotes/mf-menus/1.0.0/remoteEntry.js","/remotes/mf-menus/1.0.0/13.js"]', '{not json', '["/remotes/mf-booking/2.0.0/remoteEntry.js"]']);
    expect(preloads()).toEqual([]);
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(0);
    expect(preloads()).toEqual([
      ['/470.3.js', 'script'],
      ['/remotes/mf-menus/1.0.0/remoteEntry.js', 'script'],
      ['/remotes/mf-menus/1.0.0/13.js', 'script'],
      ['/remotes/mf-booking/2.0.0/remoteEntry.js', 'script'],
    ]);
  });

  describe('a click before the shell\'s script has run', () => {
    function page() {
      document.body.innerHTML = `
        <div data-remote-host="mf-menus"><button type="button">Vegan</button><a href="#menus">Menus</a>
          <form action="/find-us"><input name="q" value="Bath"><button type="submit">Search</button></form></div>
        <section class="cookie-banner"><button type="button">Accept</button></section>
        <header><button type="button">Menu</button></header>`;
      const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
      const clicks = jest.fn((event: Event) => (event.target as HTMLElement).textContent);
      const submits = jest.fn((event: Event) => event.preventDefault());
      document.addEventListener('click', clicks);
      document.addEventListener('submit', submits);
      return { button, clicks, submits, link: document.querySelector('a')! };
    }
    const take = () => (window as unknown as { __riviereEarlyActions: () => { target?: Element; form?: Element }[] }).__riviereEarlyActions();

    it('is kept, in order, in a remote\'s server HTML and the cookie banner only, for the shell to take once', () => {
      const { button, clicks, link } = page();
      runLoader('visible');
      button('Vegan').click();
      button('Accept').click();
      button('Menu').click();
      link.click();
      expect(clicks.mock.results.map((r) => r.value)).toEqual(['Menu', 'Menus']);
      expect(take().map((action) => action.target?.textContent)).toEqual(['Vegan', 'Accept']);
      // Taken: the shell's own holds answer from now on.
      button('Vegan').click();
      expect(take()).toEqual([]);
      expect(clicks.mock.results.map((r) => r.value)).toEqual(['Menu', 'Menus', 'Vegan']);
    });

    it('goes back to the browser after 10 seconds when the shell never takes it: a search is submitted as without scripts', () => {
      const { button, clicks, submits } = page();
      runLoader('visible');
      button('Search').click();
      button('Accept').click();
      jest.advanceTimersByTime(9_999);
      expect(submits).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(submits).toHaveBeenCalledTimes(1);
      expect(clicks.mock.results.map((r) => r.value)).toEqual(['Search', 'Accept']);
      expect(take()).toEqual([]);
    });

    it("goes back to the browser at once when the shell's script fails to load", () => {
      const { button, clicks, submits } = page();
      runLoader('hidden');
      button('Search').click();
      expect(submits).not.toHaveBeenCalled();
      document.head.querySelector('script[src="/main.1.js"]')!.dispatchEvent(new Event('error'));
      expect(submits).toHaveBeenCalledTimes(1);
      expect(clicks.mock.results.map((r) => r.value)).toEqual(['Search']);
      // Once: the next script's failure has nothing left to give.
      document.head.querySelector('script[src="/late.2.js"]')!.dispatchEvent(new Event('error'));
      expect(submits).toHaveBeenCalledTimes(1);
    });
  });
});
