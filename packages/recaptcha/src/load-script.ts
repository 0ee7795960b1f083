/** Loads a script URL once; resolves when it has run. */
export type ScriptLoader = (src: string) => Promise<void>;

/**
 * The browser loader: one `<script async>` per URL. A second call for the same URL reuses the
 * first promise; a failed load is forgotten so a later form submit can try again.
 */
const pending = new Map<string, Promise<void>>();

export const loadScriptTag: ScriptLoader = (src) => {
  const existing = pending.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    });
    document.head.appendChild(script);
  });
  pending.set(src, loading);
  return loading;
};
