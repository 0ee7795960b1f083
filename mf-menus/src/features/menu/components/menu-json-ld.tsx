import type { Menu } from '@riviere/api-client';
import { buildMenuJsonLd, serializeJsonLd } from '../lib/menu-json-ld';

/**
 * schema.org Menu as a JSON-LD data block. A data block is never executed, so the CSP's
 * script-src 'self' allows it; the serialiser escapes '<' so content cannot end the element.
 */
export function MenuJsonLd({ menu, pageUrl }: { menu: Menu; pageUrl?: string }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildMenuJsonLd(menu, pageUrl)) }} />
  );
}
