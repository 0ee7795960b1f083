import type { ServerRenderProps } from '@riviere/mf-contract';
import { TEST_CONFIG, toLocation } from './render-app';

export const NOW = Date.UTC(2026, 6, 14, 11, 30);
export const ORIGIN = 'https://www.maison-riviere.test';

/** What the site server hands the menus' server entry for `path`. */
export function serverProps(path: string, extra: Partial<ServerRenderProps> = {}): ServerRenderProps {
  return {
    widget: 'app',
    location: toLocation(path),
    config: TEST_CONFIG,
    origin: ORIGIN,
    now: NOW,
    api: { baseUrl: 'http://brand-api.test', token: { accessToken: 'server-token', expiresAt: NOW + 3_600_000 } },
    ...extra,
  };
}

/** The rendered HTML as text, tags and entities out, for reading what a visitor reads. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
