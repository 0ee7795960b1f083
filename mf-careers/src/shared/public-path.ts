/**
 * Where this remote's files live (its versioned folder, found from its manifest at run time):
 * files copied from `public/` are referenced relative to it, never to the page's origin.
 */
declare const __webpack_public_path__: string;

export function publicUrl(file: string): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== 'auto' ? __webpack_public_path__ : '/';
  return `${base}${file.replace(/^\/+/, '')}`;
}
