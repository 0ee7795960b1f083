import type { Queryable } from '../db/db';

/** A file sent with a contact message, as the file store kept it. */
export interface StoredAttachment {
  name: string;
  path: string;
  contentType: string;
}

/** Both run inside the caller's transaction, beside the outbox rows that announce them. */
export async function insertContactMessage(tx: Queryable, data: unknown, files: readonly StoredAttachment[]): Promise<void> {
  await tx.query('INSERT INTO contact_messages (data, files) VALUES ($1, $2)', [JSON.stringify(data), JSON.stringify(files)]);
}

export async function insertGroupEnquiry(tx: Queryable, reference: string, data: unknown): Promise<void> {
  await tx.query('INSERT INTO group_enquiries (reference, data) VALUES ($1, $2)', [reference, JSON.stringify(data)]);
}
