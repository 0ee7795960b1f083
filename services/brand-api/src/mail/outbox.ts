import type { Queryable } from '../db/db';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string /* utf-8 text */ }[];
}

/**
 * Writes an e-mail to the outbox inside the caller's transaction: the e-mail exists exactly
 * when the data it talks about exists, and the relay delivers it later, retrying on failure.
 */
export async function enqueueEmail(tx: Queryable, email: OutgoingEmail): Promise<void> {
  await tx.query(
    'INSERT INTO outbox (kind, to_address, subject, text_body, html_body, attachments) VALUES ($1, $2, $3, $4, $5, $6)',
    [email.kind, email.to, email.subject, email.text, email.html ?? null, JSON.stringify(email.attachments ?? [])],
  );
}
