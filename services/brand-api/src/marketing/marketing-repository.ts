import type { Queryable } from '../db/db';

export type UnsubscribeSource = 'unsubscribe-link' | 'preferences';

/** The addresses that get no marketing e-mail. Every function runs in the caller's transaction or on the pool. */
export function createMarketingRepository(db: Queryable) {
  return {
    async isUnsubscribed(email: string, tx: Queryable = db): Promise<boolean> {
      const { rows } = await tx.query<{ found: number }>('SELECT 1 AS found FROM marketing_unsubscribes WHERE email = $1', [email.trim().toLowerCase()]);
      return rows.length > 0;
    },

    /** Idempotent: the first unsubscribe's time and source are kept. */
    async unsubscribe(email: string, source: UnsubscribeSource, tx: Queryable = db): Promise<void> {
      await tx.query('INSERT INTO marketing_unsubscribes (email, source) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING', [email.trim().toLowerCase(), source]);
    },

    /** A fresh consent (a sign-up) or the customer's own choice on their preferences page. */
    async resubscribe(email: string, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM marketing_unsubscribes WHERE email = $1', [email.trim().toLowerCase()]);
    },
  };
}

export type MarketingRepository = ReturnType<typeof createMarketingRepository>;
