import type { Db } from '../db/db';
import { notFound } from '@riviere/server-kit';
import { createMarketingRepository } from './marketing-repository';
import type { UnsubscribeLinks, UnsubscribeToken } from './unsubscribe-link';

export const UNSUBSCRIBED_MESSAGE = 'You are unsubscribed: we will send no more marketing e-mails to this address.';
const INVALID_LINK = 'This unsubscribe link is not valid. Please use the link in the e-mail exactly as it came, or manage your preferences.';

/** The signed unsubscribe link's two calls: what it would do (GET) and doing it (POST). */
export function createMarketingService(db: Db, links: UnsubscribeLinks) {
  const repo = createMarketingRepository(db);

  function addressOf(token: UnsubscribeToken): string {
    const email = links.verify(token);
    if (!email) throw notFound('UNSUBSCRIBE_LINK_INVALID', INVALID_LINK);
    return email;
  }

  return {
    /** Changes nothing: mail scanners open links, so only the POST unsubscribes. */
    async state(token: UnsubscribeToken): Promise<{ email: string; marketingEmails: boolean }> {
      const email = addressOf(token);
      return { email, marketingEmails: !(await repo.isUnsubscribed(email)) };
    },

    /** Idempotent: a second POST answers the same. */
    async unsubscribe(token: UnsubscribeToken): Promise<{ email: string; marketingEmails: false; message: string }> {
      const email = addressOf(token);
      await repo.unsubscribe(email, 'unsubscribe-link');
      return { email, marketingEmails: false, message: UNSUBSCRIBED_MESSAGE };
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
