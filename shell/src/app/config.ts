import type { SiteConfig } from '@riviere/mf-contract';
import type { InitialData } from '../shared/shell-services';

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

/** Reads the `initial-data` block the site server writes beside server-rendered HTML. */
export function readInitialData(doc: Document = document): InitialData {
  const block = doc.getElementById('initial-data');
  if (!block?.textContent) return {};
  try {
    return JSON.parse(block.textContent) as InitialData;
  } catch {
    return {};
  }
}
