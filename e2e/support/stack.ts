import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export { freePort } from '@riviere/server-kit/testing';

export const ROOT = path.resolve(__dirname, '../..');

/** What the global setup started (scripts/stack.mjs), as the tests see it. */
export interface Stack {
  siteUrl: string;
  apiUrl: string;
  inboxUrl: string;
  releaseFile: string;
  remotesStore: string;
  dataDir: string;
}


export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
