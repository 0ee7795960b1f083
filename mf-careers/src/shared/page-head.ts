import { createContext, useContext } from 'react';
import { useHead } from '@riviere/remote-kit';

/** The site's public origin ('https://www.example.co.uk'), given by a server render only. */
export const SiteOriginContext = createContext<string | null>(null);

/**
 * A page's description, canonical URL (`path` on the site's origin) and schema.org objects for the
 * server's <head>; `jsonLd` gets the page's absolute URL. In the browser the head came from the
 * server, so nothing is built there.
 */
export function usePageHead(path: string, description: string | null, jsonLd?: (pageUrl: string) => Record<string, unknown>[]): void {
  const origin = useContext(SiteOriginContext);
  const canonical = origin === null ? '' : `${origin}${path}`;
  // No description: the page has nothing to say yet (its job is unknown), so the head keeps the site's.
  useHead(origin === null || description === null ? {} : { description, canonical, ...(jsonLd ? { jsonLd: jsonLd(canonical) } : {}) });
}
