import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/db';
import type { OpenApiDocument } from './operations';

/** Any use of the database while only the document is read is a mistake worth hearing about. */
const unused = (): Promise<never> => Promise.reject(new Error('Reading the OpenAPI document needs no database'));

/**
 * The brand API's OpenAPI document, from the app itself built over a database it never asks
 * anything: what `/api/docs/json` serves, without migrating and seeding one first.
 */
export async function apiDocument(): Promise<OpenApiDocument> {
  const db: Db = { engine: 'pglite', query: unused, exec: unused, transaction: unused, ping: unused, close: async () => undefined };
  const app = await buildApp({ config: { ...loadConfig({}), dataDir: path.join(os.tmpdir(), 'brand-api-document') }, db, tokenSecret: 'document-only' });
  await app.ready();
  const document = app.swagger() as OpenApiDocument;
  await app.close();
  return document;
}
