import { createContext, useContext } from 'react';
import { useHead } from '@riviere/remote-kit';

/** The site's public origin ('https://www.example.co.uk'), given by a server render only. */
export const SiteOriginContext = createContext<string | null>(null);

/**
 * A page's description, canonical URL (`path` on the site's origin) and schema.org objects for the
 * server's <head>. In the browser the head came from the server, so nothing is built there.
 */
export function usePageHead(path: string, description: string, jsonLd?: (origin: string) => Record<string, unknown>[]): void {
  const origin = useContext(SiteOriginContext);
  useHead(origin === null ? {} : { description, canonical: `${origin}${path}`, ...(jsonLd ? { jsonLd: jsonLd(origin) } : {}) });
}
