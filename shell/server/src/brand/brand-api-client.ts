import crypto from 'node:crypto';
import { signAppToken } from '@riviere/app-token';
import type { Dispatcher } from 'undici';
import { describeError } from '../lib/describe-error';
import type { BrandData, BrandSettings, Restaurant } from './brand-data';

export interface BrandApiClientOptions {
  /** A pool on the brand API's origin. */
  dispatcher: Dispatcher;
  /** Path prefix of the brand API ('' when it is served at the root). */
  basePath: string;
  brandKey: string;
  tokenSecret: string;
  timeoutMs: number;
  now?: () => number;
}

async function errorMessage(response: Dispatcher.ResponseData): Promise<string> {
  const text = await response.body.text().catch(() => '');
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === 'string') return `the brand API answered ${response.statusCode}: ${message}`;
  } catch {
    // not JSON: the status alone says enough
  }
  return `the brand API answered ${response.statusCode}`;
}

/** The brand API as the site server itself calls it: with a token it signs for itself. */
export function createBrandApiClient(options: BrandApiClientOptions) {
  const sessionId = crypto.randomUUID();
  const now = options.now ?? Date.now;

  async function getJson(path: string): Promise<unknown> {
    const { accessToken } = await signAppToken(options.tokenSecret, now());
    const response = await options.dispatcher.request({
      method: 'GET',
      path: `${options.basePath}${path}`,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${accessToken}`,
        'x-brand-key': options.brandKey,
        'x-session-id': sessionId,
      },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    if (response.statusCode !== 200) throw new Error(await errorMessage(response));
    return response.body.json();
  }

  /**
   * A form the site server sends for a visitor without JavaScript (contact, group enquiry): the
   * brand API's status, and its error code when it refused. Rate limits follow the visitor.
   */
  async function sendForm(path: string, body: Record<string, unknown>, forwardedFor: string): Promise<{ status: number; code?: string }> {
    const { accessToken } = await signAppToken(options.tokenSecret, now());
    const response = await options.dispatcher.request({
      method: 'POST',
      path: `${options.basePath}${path}`,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        'x-brand-key': options.brandKey,
        'x-session-id': sessionId,
        'x-forwarded-for': forwardedFor,
      },
      body: JSON.stringify(body),
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    const answer = (await response.body.json().catch(() => null)) as { code?: unknown } | null;
    return { status: response.statusCode, ...(typeof answer?.code === 'string' ? { code: answer.code } : {}) };
  }

  async function settings(): Promise<BrandSettings> {
    const body = (await getJson('/api/v1/content/brand-settings')) as Partial<BrandSettings> | null;
    if (typeof body?.site_name !== 'string') throw new Error('the answer has no site_name');
    return body as BrandSettings;
  }

  async function restaurants(): Promise<Restaurant[]> {
    const body = (await getJson('/api/v1/content/search-restaurants/')) as { restaurants?: unknown } | null;
    if (!Array.isArray(body?.restaurants)) throw new Error('the answer has no restaurants list');
    return (body.restaurants as Partial<Restaurant>[]).filter(
      (r): r is Restaurant => typeof r.slug === 'string' && typeof r.city === 'string' && typeof r.title === 'string',
    );
  }

  /** A content page, or null when the brand API has no page with that id. Other failures throw. */
  async function page(id: string): Promise<unknown> {
    return getOrNull(`/api/v1/content/page/${id.split('/').map(encodeURIComponent).join('/')}`);
  }

  /** A GET that answers null for a 404 (the thing does not exist); other failures throw. */
  async function getOrNull(path: string): Promise<unknown> {
    try {
      return await getJson(path);
    } catch (error) {
      if (error instanceof Error && /answered 404/.test(error.message)) return null;
      throw error;
    }
  }

  /** The offer slug an old campaign link points to, or null. */
  async function offerForCampaign(campaignId: string): Promise<string | null> {
    const body = (await getOrNull(`/api/offer/campaign/${encodeURIComponent(campaignId)}`)) as { offerSlug?: unknown } | null;
    return typeof body?.offerSlug === 'string' ? body.offerSlug : null;
  }

  /** Whether a job with this id is open. */
  async function jobExists(jobId: string): Promise<boolean> {
    return (await getOrNull(`/api/jobs/${encodeURIComponent(jobId)}`)) !== null;
  }

  /**
   * Whether a guest's manage link names a real booking: false for a tampered or unknown link
   * (the brand API answers 400 or 404), true for a live one and for a cancelled or past one
   * (410: the booking exists, and its page says what happened to it).
   */
  async function bookingLinkExists(reference: string, signature: string): Promise<boolean> {
    try {
      await getJson(`/api/booking/manage/${encodeURIComponent(`${reference}.${signature}`)}`);
      return true;
    } catch (error) {
      if (error instanceof Error && /answered 410/.test(error.message)) return true;
      if (error instanceof Error && /answered (400|404)/.test(error.message)) return false;
      throw error;
    }
  }

  /** Whether an offer with this slug exists. */
  async function offerExists(slug: string): Promise<boolean> {
    return (await getOrNull(`/api/offer/getofferbyslug?offerSlug=${encodeURIComponent(slug)}`)) !== null;
  }

  /** What the sitemap lists besides restaurants: content pages, menus and jobs. */
  async function sitemapSources(siteId: string): Promise<{ pages: string[]; menus: string[]; jobs: string[] }> {
    const [home, menus, jobs] = await Promise.all([
      getJson('/api/v1/content/page/home') as Promise<{ allPages?: Array<{ id: string }> }>,
      getJson('/api/v1/content/menus') as Promise<{ menus?: unknown[] }>,
      getJson(`/api/jobs?siteId=${encodeURIComponent(siteId)}`) as Promise<{ jobs?: Array<{ jobId?: string }> }>,
    ]);
    const menuList = ((menus as { menus?: unknown[] }).menus ?? []) as Array<{ id?: string }>;
    return {
      pages: (home.allPages ?? []).map((p) => p.id),
      menus: menuList.map((m) => m.id).filter((id): id is string => typeof id === 'string'),
      jobs: (jobs.jobs ?? []).map((j) => j.jobId).filter((id): id is string => typeof id === 'string'),
    };
  }

  /** Both, or an error naming which one could not be had and why. */
  async function brandData(): Promise<BrandData> {
    const [s, r] = await Promise.allSettled([settings(), restaurants()]);
    if (s.status === 'rejected') throw new Error(`brand settings could not be loaded (${describeError(s.reason)})`);
    if (r.status === 'rejected') throw new Error(`the restaurant list could not be loaded (${describeError(r.reason)})`);
    return { settings: s.value, restaurants: r.value };
  }

  return { brandData, page, offerForCampaign, jobExists, offerExists, bookingLinkExists, sitemapSources, sendForm };
}
