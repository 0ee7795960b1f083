import { serverPropsFor } from '@riviere/remote-kit/testing';
import { TEST_CONFIG } from './fake-api';

/**
 * Tuesday 14 July 2026, 21:30 UTC: 22:30 in London (summer time), so the restaurants that close
 * at 22:00 are closed there, while a UTC clock would still call them open.
 */
export const NOW = Date.UTC(2026, 6, 14, 21, 30);
export const ORIGIN = 'https://www.maison-riviere.test';

/** What the site server hands the finder's server entry for `path`. */
export const serverProps = serverPropsFor({ config: TEST_CONFIG, now: NOW, origin: ORIGIN });
