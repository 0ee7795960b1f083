import crypto from 'node:crypto';
import type { Offer } from '@riviere/api-client';
import type { Db } from '../db/db';
import { notFound } from '@riviere/server-kit';
import { composeEmail } from '../mail/compose-email';
import type { EmailBrand, RestaurantCard } from '../mail/email-content';
import { enqueueEmail } from '../mail/outbox-repository';
import { templates } from '../mail/templates';

/** What the voucher e-mail needs besides the offer: the brand, and the offer's one restaurant if it has one. */
export interface VoucherMailContext {
  brand: EmailBrand;
  restaurantFor(offer: Offer): Promise<RestaurantCard | null>;
}

/** Unambiguous characters only (no 0/O, 1/I/L): codes are read aloud at the till. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 10 characters from a 31-letter alphabet: ~49 bits from the CSPRNG, unguessable in practice. */
export function newVoucherCode(random: (size: number) => Buffer = crypto.randomBytes): string {
  let code = '';
  while (code.length < 10) {
    for (const byte of random(16)) {
      // Rejection sampling keeps every letter equally likely.
      if (byte < 248 && code.length < 10) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `MR-${code.slice(0, 5)}-${code.slice(5)}`;
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;

export function createOffersRepository(db: Db) {
  async function bySlug(slug: string): Promise<Offer> {
    const { rows } = await db.query<{ data: Offer }>('SELECT data FROM offers WHERE slug = $1', [slug]);
    if (!rows[0]) throw notFound('OFFER_NOT_FOUND', `Could not find offer "${slug}".`);
    return rows[0].data;
  }

  return {
    bySlug,
    async byId(id: number): Promise<Offer> {
      const { rows } = await db.query<{ data: Offer }>('SELECT data FROM offers WHERE id = $1', [id]);
      if (!rows[0]) throw notFound('OFFER_NOT_FOUND', `Could not find offer ${id}.`);
      return rows[0].data;
    },
    async forRestaurant(storeId: number): Promise<Offer[]> {
      const { rows } = await db.query<{ data: Offer }>('SELECT data FROM offers ORDER BY id');
      return rows.map((r) => r.data).filter((o) => o.restaurantIds.length === 0 || o.restaurantIds.includes(storeId));
    },
    async slugForCampaign(campaignId: string): Promise<string | null> {
      const { rows } = await db.query<{ offer_slug: string }>('SELECT offer_slug FROM offer_campaigns WHERE campaign_id = $1', [campaignId]);
      return rows[0]?.offer_slug ?? null;
    },
    /**
     * One code per offer and e-mail: asking again returns the same code (and e-mails it again),
     * so a visitor who lost the e-mail is never refused and never collects a second code.
     */
    async claimCode(slug: string, emailAddress: string, mail: VoucherMailContext): Promise<string> {
      const offer = await bySlug(slug);
      const email = emailAddress.trim().toLowerCase();
      // Read before the transaction: PGlite has one connection.
      const restaurant = await mail.restaurantFor(offer);
      const { siteName, siteUrl } = mail.brand;
      const words = (code: string) => templates.voucher(offer, code, {
        siteName, restaurant, offerUrl: `${siteUrl}/offer/${encodeURIComponent(offer.slug)}`, findUsUrl: `${siteUrl}/find-us`,
      });
      return db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO vouchers (offer_slug, email, code) VALUES ($1, $2, $3) ON CONFLICT (offer_slug, email) DO NOTHING',
          [slug, email, newVoucherCode()],
        );
        const { rows } = await tx.query<{ code: string }>('SELECT code FROM vouchers WHERE offer_slug = $1 AND email = $2', [slug, email]);
        const code = rows[0]!.code;
        await enqueueEmail(tx, await composeEmail({ kind: 'voucher', to: email, ...words(code) }, mail.brand));
        return code;
      });
    },
  };
}
