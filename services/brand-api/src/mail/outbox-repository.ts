import type { Queryable } from '../db/db';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string /* utf-8 text */ }[];
  /** Extra headers: a marketing e-mail's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** An outbox row a relay has claimed and must now deliver. */
export interface ClaimedEmail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
  headers: Record<string, string>;
  attempts: number;
}

/**
 * Writes an e-mail to the outbox inside the caller's transaction: the e-mail exists exactly
 * when the data it talks about exists, and the relay delivers it later, retrying on failure.
 */
export async function enqueueEmail(tx: Queryable, email: OutgoingEmail): Promise<void> {
  await tx.query(
    'INSERT INTO outbox (kind, to_address, subject, text_body, html_body, attachments, headers) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [email.kind, email.to, email.subject, email.text, email.html ?? null, JSON.stringify(email.attachments ?? []), JSON.stringify(email.headers ?? {})],
  );
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/** What the relay reads and writes. Each call is one statement, so none holds a lock across a send. */
export function createOutboxRepository(db: Queryable) {
  return {
    /**
     * Takes up to `batchSize` due, unclaimed rows for `claimSeconds`. FOR UPDATE SKIP LOCKED lets
     * several relays claim at once without waiting on, or taking, each other's rows.
     */
    async claimDue(batchSize: number, claimSeconds: number): Promise<ClaimedEmail[]> {
      const { rows } = await db.query<ClaimedEmail>(
        `UPDATE outbox SET claimed_until = now() + make_interval(secs => $2)
         WHERE id IN (
           SELECT id FROM outbox
           WHERE sent_at IS NULL AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY id LIMIT $1
           FOR UPDATE SKIP LOCKED)
         RETURNING id, to_address, subject, text_body, html_body, attachments, headers, attempts`,
        [batchSize, claimSeconds],
      );
      return rows;
    },

    async markSent(id: string): Promise<void> {
      await db.query('UPDATE outbox SET sent_at = now(), attempts = attempts + 1, claimed_until = NULL, last_error = NULL WHERE id = $1', [id]);
    },

    /** Releases the claim and schedules the next try `retryInSeconds` from now. */
    async markFailed(id: string, attempts: number, retryInSeconds: number, error: string): Promise<void> {
      await db.query(
        'UPDATE outbox SET attempts = $2, next_attempt_at = now() + make_interval(secs => $3), claimed_until = NULL, last_error = $4 WHERE id = $1',
        [id, attempts, retryInSeconds, error],
      );
    },
  };
}
