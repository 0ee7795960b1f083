import { serverPropsFor } from '@riviere/remote-kit/testing';
import { TEST_CONFIG } from './fake-api';

/** The instant the tests render for: 14 July 2026, 12:30 in London. */
export const NOW = Date.UTC(2026, 6, 14, 11, 30);
export const ORIGIN = 'https://www.example.test';

/** What the site server hands `render` for a path (query string included). */
export const serverProps = serverPropsFor({ config: TEST_CONFIG, now: NOW, origin: ORIGIN });
