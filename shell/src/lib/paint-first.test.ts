/**
 * The loader the shell's HTML starts with (tools/webpack/paint-first.js, added by
 * PaintFirstPlugin): the page's scripts are requested once the server-rendered page has painted.
 */
import fs from 'node:fs';
import path from 'node:path';

const LOADER = fs.readFileSync(path.join(__dirname, '../../../tools/webpack/paint-first.js'), 'utf8');
const files = { scripts: ['/main.1.js', '/late.2.js'], preloads: ['/470.3.js'] };

function runLoader(visibility: DocumentVisibilityState) {
  document.head.innerHTML = `<script type="application/json" id="after-paint">${JSON.stringify(files)}</script>`;
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
  jest.useRealTimers();
  jest.restoreAllMocks();
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
});
