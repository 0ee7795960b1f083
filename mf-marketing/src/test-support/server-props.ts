import type { MountProps, ServerRenderProps } from '@riviere/mf-contract';
import { TEST_CONFIG, toLocation } from './fake-api';

/** The instant the tests render for: 14 July 2026, 12:30 in London. */
export const NOW = Date.UTC(2026, 6, 14, 11, 30);

/** What the site server hands `render` for a path (query string included). */
export function serverProps(path: string, extra: Partial<ServerRenderProps> = {}): ServerRenderProps {
  return {
    widget: 'app',
    location: toLocation(path),
    config: TEST_CONFIG,
    origin: 'https://www.example.test',
    now: NOW,
    api: { baseUrl: 'http://brand-api.test', token: { accessToken: 'server-token', expiresAt: NOW + 3_600_000 } },
    ...extra,
  };
}

/** The rendered HTML as a visitor reads it: tags out, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

export type HydrationData = NonNullable<MountProps['hydrate']>;
