import { serverPropsFor } from '@riviere/remote-kit/testing';
import { TEST_CONFIG } from './render-app';

export const NOW = Date.UTC(2026, 6, 14, 11, 30);
export const ORIGIN = 'https://www.maison-riviere.test';

/** What the site server hands the menus' server entry for `path`. */
export const serverProps = serverPropsFor({ config: TEST_CONFIG, now: NOW, origin: ORIGIN });
