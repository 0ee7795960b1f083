import crypto from 'node:crypto';
import type { Offer, Referral, ReferralInvite } from '@riviere/api-client';
import type { Db } from '../db/db';
import { DomainError, badRequest, notFound } from '@riviere/server-kit';
import { composeEmail, emailBrand } from '../mail/compose-email';
import { enqueueEmail } from '../mail/outbox-repository';
import { createMarketingRepository } from '../marketing/marketing-repository';
import type { UnsubscribeLinks } from '../marketing/unsubscribe-link';
import { referralEmail } from './referral-email';

/** What the sender confirms for the friend; its version is stored with every invitation. */
export const REFERRAL_CONSENT = {
  version: '2026-11-21',
  text: 'My friend is happy for me to give Maison Rivière their e-mail address, so it can send them this one invitation.',
};

/** The offer a referred friend is welcomed with (stored per invitation, so changing it never breaks old links). */
export const WELCOME_OFFER_SLUG = '2-for-1-mains';

/** Unambiguous characters (no 0/O, 1/I/L): a friend may type the code from a printed e-mail. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 'RF-' and 10 characters (~49 bits from the CSPRNG): a link nobody can guess. */
export function newReferralCode(random: (size: number) => Buffer = crypto.randomBytes): string {
  let code = '';
  while (code.length < 10) {
    for (const byte of random(16)) {
      if (byte < 248 && code.length < 10) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `RF-${code}`;
}

export const REFERRAL_CODE_PATTERN = '^RF-[2-9A-HJKMNP-Z]{10}$';

export type ReferralRepository = ReturnType<typeof createReferralRepository>;

export function createReferralRepository(db: Db, unsubscribe: UnsubscribeLinks, now: () => number = Date.now) {
  const marketing = createMarketingRepository(db);
  async function offerBySlug(slug: string): Promise<Offer> {
    const { rows } = await db.query<{ data: Offer }>('SELECT data FROM offers WHERE slug = $1', [slug]);
    if (!rows[0]) throw notFound('OFFER_NOT_FOUND', `Could not find offer "${slug}".`);
    return rows[0].data;
  }

  return {
    /**
     * One invitation per friend address, whoever sends it: a second one is refused (409), so a
     * friend is never e-mailed twice. The e-mail is written to the outbox in the same transaction,
     * unless the friend's address unsubscribed from marketing e-mails: then nothing is sent, and
     * the sender is told the same as for any other friend (whether an address unsubscribed is
     * nobody else's business).
     */
    async invite(invite: ReferralInvite, context: { siteName: string; siteUrl: string }): Promise<{ code: string; offerSlug: string }> {
      if (!invite.consent) throw badRequest('consent must be true: please confirm your friend is happy to hear from us', 'consent', { rule: 'accept' });
      const referrerEmail = invite.referrerEmail.trim().toLowerCase();
      const friendEmail = invite.friendEmail.trim().toLowerCase();
      if (friendEmail === referrerEmail) throw badRequest("friendEmail must be your friend's address, not your own", 'friendEmail', { rule: 'notOwn' });
      const offer = await offerBySlug(WELCOME_OFFER_SLUG);
      const referrerName = invite.referrerName.trim();
      return db.transaction(async (tx) => {
        const code = newReferralCode();
        const { rows } = await tx.query<{ code: string }>(
          `INSERT INTO referrals (code, referrer_name, referrer_email, friend_email, offer_slug, consent_version, consent_text, consent_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (friend_email) DO NOTHING RETURNING code`,
          [code, referrerName, referrerEmail, friendEmail, offer.slug, REFERRAL_CONSENT.version, REFERRAL_CONSENT.text, new Date(now()).toISOString()],
        );
        if (!rows[0]) {
          throw new DomainError(409, 'REFERRAL_EXISTS', 'Your friend has already been invited: we send each friend one invitation only.', 'friendEmail');
        }
        if (await marketing.isUnsubscribed(friendEmail, tx)) return { code, offerSlug: offer.slug };
        const brand = emailBrand(context.siteName, context.siteUrl);
        const words = referralEmail(referrerName, offer, { link: `${brand.siteUrl}/referral?code=${encodeURIComponent(code)}`, unsubscribeUrl: unsubscribe.url(friendEmail) }, context.siteName);
        await enqueueEmail(tx, await composeEmail({ kind: 'referral', to: friendEmail, ...words, headers: unsubscribe.headers(friendEmail) }, brand));
        return { code, offerSlug: offer.slug };
      });
    },

    /** What a friend's link shows: who invited them (first name only) and the welcome offer. */
    async byCode(code: string): Promise<Referral> {
      const { rows } = await db.query<{ code: string; referrer_name: string; offer_slug: string }>(
        'SELECT code, referrer_name, offer_slug FROM referrals WHERE code = $1',
        [code],
      );
      const row = rows[0];
      if (!row) throw notFound('REFERRAL_NOT_FOUND', 'We could not find that referral code. Please check the link in your e-mail.');
      return { code: row.code, referrerName: row.referrer_name.split(/\s+/)[0]!, offer: await offerBySlug(row.offer_slug) };
    },
  };
}
