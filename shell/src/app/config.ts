import type { SiteConfig } from '@riviere/mf-contract';

const DEFAULTS: SiteConfig = { brandKey: 'local-brand', siteName: 'Maison Rivière', apiBase: '' };

/** Reads the `app-config` data block the site server injects into index.html. */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const block = doc.getElementById('app-config');
  if (!block?.textContent) return DEFAULTS;
  try {
    return { ...DEFAULTS, ...(JSON.parse(block.textContent) as Partial<SiteConfig>) };
  } catch {
    return DEFAULTS;
  }
}
