import type { Job, Menu, Offer, RestaurantLocation } from '@riviere/api-client';
import type { Queryable } from '../db/db';
import type { Campaign, ContactContent, SeedContent } from '../seed/seed-content';
import type { ContentRecord } from './content-changes';

/** Writes one changed or new content record (a content publish, inside its transaction). */
export async function writeContentRecord(tx: Queryable, record: ContentRecord, position: number): Promise<void> {
  const json = JSON.stringify(record.data);
  switch (record.kind) {
    case 'document':
      await tx.query('INSERT INTO documents (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [record.id, json]);
      return;
    case 'restaurant': {
      const r = record.data as RestaurantLocation;
      await tx.query(
        `INSERT INTO restaurants (store_id, slug, city, title, position, data) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (store_id) DO UPDATE SET slug = EXCLUDED.slug, city = EXCLUDED.city, title = EXCLUDED.title, position = EXCLUDED.position, data = EXCLUDED.data`,
        [r.storeId, r.slug, r.city, r.title, position, json],
      );
      return;
    }
    case 'menu':
      await tx.query('INSERT INTO menus (id, position, data) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, data = EXCLUDED.data', [record.id, position, json]);
      return;
    case 'page':
      await tx.query('INSERT INTO pages (id, data) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data', [record.id, json]);
      return;
    case 'offer': {
      const o = record.data as Offer;
      await tx.query('INSERT INTO offers (id, slug, data) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data', [o.id, o.slug, json]);
      return;
    }
    case 'campaign': {
      const c = record.data as Campaign;
      await tx.query('INSERT INTO offer_campaigns (campaign_id, offer_slug) VALUES ($1, $2) ON CONFLICT (campaign_id) DO UPDATE SET offer_slug = EXCLUDED.offer_slug', [c.campaignId, c.offerSlug]);
      return;
    }
    case 'job':
      await tx.query('INSERT INTO jobs (job_id, position, data) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO UPDATE SET position = EXCLUDED.position, data = EXCLUDED.data', [record.id, position, json]);
      return;
  }
}

/** The content as the database holds it, in the seed's shape (to compare a publish with). */
export async function readContent(tx: Queryable): Promise<SeedContent> {
  const data = async <T>(sql: string) => (await tx.query<{ data: T }>(sql)).rows.map((r) => r.data);
  const documents = new Map((await tx.query<{ key: string; value: unknown }>('SELECT key, value FROM documents')).rows.map((r) => [r.key, r.value]));
  return {
    settings: documents.get('settings') as SeedContent['settings'],
    contact: documents.get('contact') as ContactContent,
    choices: documents.get('choices') as SeedContent['choices'],
    social: documents.get('social') as SeedContent['social'],
    restaurants: await data<RestaurantLocation>('SELECT data FROM restaurants ORDER BY position'),
    menus: await data<Menu>('SELECT data FROM menus ORDER BY position'),
    pages: await data<SeedContent['pages'][number]>('SELECT data FROM pages ORDER BY id'),
    offers: await data<Offer>('SELECT data FROM offers ORDER BY id'),
    campaigns: (await tx.query<{ campaign_id: string; offer_slug: string }>('SELECT campaign_id, offer_slug FROM offer_campaigns ORDER BY campaign_id')).rows.map((r) => ({ campaignId: r.campaign_id, offerSlug: r.offer_slug })),
    jobs: await data<Job>('SELECT data FROM jobs ORDER BY position'),
  };
}
