/**
 * The outline the offline map draws: a static file of this remote (`public/maps/`), not API
 * data, so it comes from the remote's own versioned folder. Fetched once a page, when a map
 * first shows; a failed fetch is forgotten, so the next map tries again.
 */
declare const __webpack_public_path__: string;

export interface Outline {
  source: string;
  /** One SVG path per country, in Web Mercator world pixels (256 at zoom 0). */
  regions: { id: string; d: string }[];
}

const FILE = 'maps/uk-outline.json';
let loading: Promise<Outline> | null = null;

/** The remote's folder (its manifest's location at run time), or the origin in a standalone page. */
function outlineUrl(): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== 'auto' ? __webpack_public_path__ : '/';
  return `${base}${FILE}`;
}

async function fetchOutline(): Promise<Outline> {
  const response = await fetch(outlineUrl());
  if (!response.ok) throw new Error(`map outline: HTTP ${response.status}`);
  return (await response.json()) as Outline; // our own build's file, made by extract-outline.mjs
}

export function loadOutline(): Promise<Outline> {
  loading ??= fetchOutline().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
