import type { Transporter } from 'nodemailer';
import type { Db } from '../db/db';
import { createOutboxRepository, type ClaimedEmail } from './outbox-repository';

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

/** The domain of the sender's address (`Maison Rivière <hello@maison-riviere.example>` → `maison-riviere.example`). */
function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim().toLowerCase();
  return /^[a-z0-9.-]+$/.test(domain) && domain.includes('.') ? domain : 'localhost';
}

/**
 * The Message-ID of an outbox row: the same on every try, so if the relay sends a message and
 * dies before recording it, the copy a restarted relay sends is folded by the mail client.
 */
export function outboxMessageId(id: string, from: string): string {
  return `<outbox-${id}@${senderDomain(from)}>`;
}

/**
 * Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, and sent
 * outside any transaction, so several API instances can relay at once and a slow SMTP server
 * never holds a database lock.
 */
export function createRelay({ db, transport, from, batchSize = 20, claimSeconds = 120, log }: RelayOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const outbox = createOutboxRepository(db);

  async function deliver(row: ClaimedEmail): Promise<boolean> {
    try {
      await transport.sendMail({
        from,
        messageId: outboxMessageId(row.id, from),
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        headers: row.headers,
        attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
      await outbox.markSent(row.id);
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      log?.warn({ id: row.id, attempts, err: error }, 'e-mail delivery failed; will retry');
      await outbox.markFailed(row.id, attempts, backoffSeconds(attempts), String((error as Error).message ?? error).slice(0, 500));
      return false;
    }
  }

  /** Sends what is due now; resolves with how many were sent. */
  async function runOnce(): Promise<number> {
    if (running) return running;
    running = (async () => {
      let sent = 0;
      for (const row of await outbox.claimDue(batchSize, claimSeconds)) if (await deliver(row)) sent++;
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
