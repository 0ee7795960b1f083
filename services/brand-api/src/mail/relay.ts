import type { Transporter } from 'nodemailer';
import type { Db } from '../db/db';

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
  attempts: number;
}

export interface RelayOptions {
  db: Db;
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  batchSize?: number;
  /** How long a claimed row is ours before another relay may take it (a relay that died). */
  claimSeconds?: number;
  log?: { warn: (obj: object, msg: string) => void };
}

/** Seconds to wait before the next try: 2, 4, 8 … capped at an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 2 ** Math.max(1, attempts));
}

/**
 * Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, and sent
 * outside any transaction, so several API instances can relay at once and a slow SMTP server
 * never holds a database lock.
 */
export function createRelay({ db, transport, from, batchSize = 20, claimSeconds = 120, log }: RelayOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function claim(): Promise<OutboxRow[]> {
    const { rows } = await db.query<OutboxRow>(
      `UPDATE outbox SET claimed_until = now() + make_interval(secs => $2)
       WHERE id IN (
         SELECT id FROM outbox
         WHERE sent_at IS NULL AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY id LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, to_address, subject, text_body, html_body, attachments, attempts`,
      [batchSize, claimSeconds],
    );
    return rows;
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      await transport.sendMail({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
      await db.query('UPDATE outbox SET sent_at = now(), attempts = attempts + 1, claimed_until = NULL, last_error = NULL WHERE id = $1', [row.id]);
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      log?.warn({ id: row.id, attempts, err: error }, 'e-mail delivery failed; will retry');
      await db.query(
        'UPDATE outbox SET attempts = $2, next_attempt_at = now() + make_interval(secs => $3), claimed_until = NULL, last_error = $4 WHERE id = $1',
        [row.id, attempts, backoffSeconds(attempts), String((error as Error).message ?? error).slice(0, 500)],
      );
      return false;
    }
  }

  /** Sends what is due now; resolves with how many were sent. */
  async function runOnce(): Promise<number> {
    if (running) return running;
    running = (async () => {
      let sent = 0;
      for (const row of await claim()) if (await deliver(row)) sent++;
      return sent;
    })();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  return {
    runOnce,
    start(intervalMs = 1000): void {
      if (timer) return;
      const tick = () => {
        // A full batch means more may be waiting (a backlog after a restart): go again at once.
        let claimedFullBatch = false;
        runOnce()
          .then((sent) => void (claimedFullBatch = sent >= batchSize))
          .catch((error: unknown) => log?.warn({ err: error }, 'outbox relay pass failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, claimedFullBatch ? 0 : intervalMs);
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running.catch(() => undefined);
    },
  };
}
