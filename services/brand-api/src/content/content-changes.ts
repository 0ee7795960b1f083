import type { SeedContent } from '../seed/seed-content';

/**
 * A content change, record by record: what a publish of new content changes, adds and leaves
 * out, and the surrogate keys of the pages and API answers that show it (the names the site
 * server and the brand API file them under: shell/server/src/pages/surrogate-keys.ts,
 * src/lib/http-cache.ts), so a purge drops exactly those.
 */
export type ContentKind = 'document' | 'restaurant' | 'menu' | 'page' | 'offer' | 'campaign' | 'job';

export interface ContentRecord {
  kind: ContentKind;
  id: string;
  /** Where it is shown: a purge of these keys drops every page and answer that shows it. */
  keys: string[];
  data: unknown;
}

export interface ContentChanges {
  changed: ContentRecord[];
  added: ContentRecord[];
  /** In the database, not in the new content: kept (bookings and applications point at them). */
  missing: ContentRecord[];
  /** The surrogate keys to purge, without repeats. */
  keys: string[];
}

/** Every record of a content set with the keys of what shows it. */
export function contentRecords(content: SeedContent): ContentRecord[] {
  // Settings, contact details, choices and social links show on every page (header, footer, forms).
  const documents = (['settings', 'contact', 'choices', 'social'] as const).map((key) => ({ kind: 'document' as const, id: key, keys: [key, 'all'], data: content[key] }));
  return [
    ...documents,
    ...content.restaurants.map((r) => ({ kind: 'restaurant' as const, id: String(r.storeId), keys: [`restaurant:${r.city}/${r.slug}`, 'restaurants'], data: r })),
    ...content.menus.map((m) => ({ kind: 'menu' as const, id: String(m.id), keys: [`menu:${m.id}`, 'menus'], data: m })),
    ...content.pages.map((p) => ({ kind: 'page' as const, id: p.id, keys: [`page:${p.id}`], data: p })),
    ...content.offers.map((o) => ({ kind: 'offer' as const, id: String(o.id), keys: [`offer:${o.slug}`, 'offers'], data: o })),
    ...content.campaigns.map((c) => ({ kind: 'campaign' as const, id: c.campaignId, keys: [`offer:${c.offerSlug}`], data: c })),
    ...content.jobs.map((j) => ({ kind: 'job' as const, id: j.jobId, keys: [`job:${j.jobId}`, 'jobs'], data: j })),
  ];
}

const idOf = (record: ContentRecord) => `${record.kind}:${record.id}`;

/** JSON with every object's keys sorted: equal for equal values, whatever order their fields were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What publishing `after` over `before` changes. A restaurant that moves (a new slug or city)
 * purges its old address's key too. Records compare by value, whatever their keys' order (a
 * database's JSON keeps its own).
 */
export function contentChanges(before: SeedContent, after: SeedContent): ContentChanges {
  const old = new Map(contentRecords(before).map((r) => [idOf(r), r]));
  const next = contentRecords(after);
  const changed: ContentRecord[] = [];
  const added: ContentRecord[] = [];
  for (const record of next) {
    const previous = old.get(idOf(record));
    if (!previous) added.push(record);
    else if (canonical(previous.data) !== canonical(record.data)) changed.push({ ...record, keys: [...new Set([...previous.keys, ...record.keys])] });
  }
  const present = new Set(next.map(idOf));
  const missing = [...old.values()].filter((r) => !present.has(idOf(r)));
  const keys = [...new Set([...changed, ...added].flatMap((r) => r.keys))];
  return { changed, added, missing, keys };
}
