import nodemailer from 'nodemailer';
import { createTestDb, ENGINES } from '../test-support/test-app';
import { startMailCatcher, type CaughtEmail } from '../test-support/mail-catcher';
import type { Db } from '../db/db';
import { enqueueEmail } from './outbox-repository';
import { backoffSeconds, createRelay, outboxMessageId } from './relay';

const mail = (to: string) => ({ kind: 'test', to, subject: `Hello ${to}`, text: 'Bonjour', attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }] });

describe.each(ENGINES)('outbox relay on %s', (engine) => {
  let db: Db & { drop(): Promise<void> };
  beforeEach(async () => {
    db = await createTestDb(engine);
  });
  afterEach(() => db.drop());

  it('delivers queued e-mails over SMTP to the mail catcher, once each', async () => {
    const catcher = await startMailCatcher();
    try {
      await db.transaction(async (tx) => {
        await enqueueEmail(tx, mail('a@example.com'));
        await enqueueEmail(tx, mail('b@example.com'));
      });
      const relay = createRelay({ db, transport: nodemailer.createTransport(catcher.smtpUrl), from: 'Test <test@example.com>' });
      expect(await relay.runOnce()).toBe(2);
      expect(await relay.runOnce()).toBe(0);
      const emails = await catcher.waitFor(2);
      expect(emails.map((e) => e.to[0]!.address).sort()).toEqual(['a@example.com', 'b@example.com']);
      expect(emails[0]!.attachments?.[0]).toMatchObject({ fileName: 'a.ics', contentType: 'text/calendar' });
    } finally {
      await catcher.close();
    }
  });

  it('sends the copy a restarted relay makes after a crash with the same Message-ID', async () => {
    const catcher = await startMailCatcher();
    try {
      await db.transaction((tx) => enqueueEmail(tx, mail('d@example.com')));
      const smtp = nodemailer.createTransport(catcher.smtpUrl);
      // The first relay hands the e-mail to SMTP and dies before it can record the send.
      const dying = { sendMail: async (message: object) => { await smtp.sendMail(message); return new Promise<never>(() => undefined); } };
      void createRelay({ db, transport: dying, from: 'Maison Rivière <hello@maison-riviere.example>' }).runOnce();
      await catcher.waitFor(1);
      // Its claim runs out; a restarted relay finds the row unsent and sends it again.
      await db.query("UPDATE outbox SET claimed_until = now() - interval '1 second'");
      expect(await createRelay({ db, transport: smtp, from: 'Maison Rivière <hello@maison-riviere.example>' }).runOnce()).toBe(1);
      const copies = (await catcher.waitFor(2)) as (CaughtEmail & { messageId?: string })[];
      const { rows } = await db.query<{ id: string }>('SELECT id FROM outbox');
      expect(copies).toHaveLength(2);
      expect(copies.map((c) => c.messageId)).toEqual([`outbox-${rows[0]!.id}@maison-riviere.example`, `outbox-${rows[0]!.id}@maison-riviere.example`]);
    } finally {
      await catcher.close();
    }
  });

  it('keeps a failed e-mail and retries it later with a backoff', async () => {
    await db.transaction((tx) => enqueueEmail(tx, mail('c@example.com')));
    const failing = { sendMail: jest.fn().mockRejectedValue(new Error('connection refused')) };
    const relay = createRelay({ db, transport: failing, from: 'x@example.com' });
    expect(await relay.runOnce()).toBe(0);
    const { rows } = await db.query<{ attempts: number; last_error: string; due_later: boolean; sent_at: Date | null }>(
      'SELECT attempts, last_error, next_attempt_at > now() AS due_later, sent_at FROM outbox',
    );
    expect(rows[0]).toMatchObject({ attempts: 1, last_error: 'connection refused', due_later: true, sent_at: null });
    // Not due yet: nothing is tried again at once.
    expect(await relay.runOnce()).toBe(0);
    expect(failing.sendMail).toHaveBeenCalledTimes(1);
    await db.query('UPDATE outbox SET next_attempt_at = now()');
    const working = { sendMail: jest.fn().mockResolvedValue({}) };
    expect(await createRelay({ db, transport: working, from: 'x@example.com' }).runOnce()).toBe(1);
  });

  it('never hands one e-mail to two relays at once', async () => {
    await db.transaction(async (tx) => {
      for (let i = 0; i < 10; i++) await enqueueEmail(tx, mail(`r${i}@example.com`));
    });
    const sent: string[] = [];
    const transport = { sendMail: jest.fn(async (m: { to: string }) => void sent.push(m.to)) };
    const relays = [1, 2, 3].map(() => createRelay({ db, transport, from: 'x@example.com', batchSize: 4 }));
    for (let round = 0; round < 4; round++) await Promise.all(relays.map((r) => r.runOnce()));
    expect(sent.sort()).toEqual([...Array(10).keys()].map((i) => `r${i}@example.com`).sort());
  });
});

describe('outboxMessageId', () => {
  it.each([
    ['42', 'Maison Rivière <hello@maison-riviere.example>', '<outbox-42@maison-riviere.example>'],
    ['7', 'bookings@Example.COM', '<outbox-7@example.com>'],
    ['7', 'not an address', '<outbox-7@localhost>'],
  ])('row %s from %s → %s', (id, from, expected) => {
    expect(outboxMessageId(id, from)).toBe(expected);
  });

  it('differs between rows and stays the same for one row', () => {
    const from = 'hello@maison-riviere.example';
    expect(outboxMessageId('1', from)).toBe(outboxMessageId('1', from));
    expect(outboxMessageId('1', from)).not.toBe(outboxMessageId('2', from));
  });
});

describe('draining a backlog', () => {
  it('goes again at once after a full batch instead of waiting for the next tick', async () => {
    const db = await createTestDb('pglite');
    try {
      await db.transaction(async (tx) => {
        for (let i = 0; i < 45; i++) await enqueueEmail(tx, mail(`b${i}@example.com`));
      });
      const transport = { sendMail: jest.fn().mockResolvedValue({}) };
      const relay = createRelay({ db, transport, from: 'x@example.com', batchSize: 10 });
      relay.start(60_000); // the next ordinary tick is a minute away
      for (let waited = 0; transport.sendMail.mock.calls.length < 45 && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      await relay.stop();
      expect(transport.sendMail).toHaveBeenCalledTimes(45);
    } finally {
      await db.drop();
    }
  });
});

describe('backoffSeconds', () => {
  it.each([[1, 2], [2, 4], [5, 32], [20, 3600]])('after %i attempts waits %i s', (attempts, seconds) => {
    expect(backoffSeconds(attempts)).toBe(seconds);
  });
});
