import { loadScriptTag } from './load-script';

function scripts(src: string): HTMLScriptElement[] {
  return Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src === src);
}

describe('loadScriptTag', () => {
  it('adds one async script per URL and resolves when it loads', async () => {
    const src = 'https://example.test/one.js';
    const first = loadScriptTag(src);
    const second = loadScriptTag(src);
    expect(second).toBe(first);
    expect(scripts(src)).toHaveLength(1);
    scripts(src)[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects on error, removes the tag and lets a later call try again', async () => {
    const src = 'https://example.test/two.js';
    const first = loadScriptTag(src);
    scripts(src)[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not load');
    expect(scripts(src)).toHaveLength(0);
    const retry = loadScriptTag(src);
    expect(retry).not.toBe(first);
    expect(scripts(src)).toHaveLength(1);
  });
});
