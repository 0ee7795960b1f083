import { Pool } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import type { PoolConfig } from '../config';
import { innerErrors } from '../lib/describe-error';

/** Booking calls (spec §9: their own larger, slower pool): the booking API and card payments. */
const BOOKING_PATH = /^\/(?:(?:api|cdg)\/booking|api\/v1\/braintree)(?:[/?]|$)/i;

export function isBookingPath(url: string): boolean {
  return BOOKING_PATH.test(url);
}

export interface UpstreamPools {
  booking: Pool;
  general: Pool;
  /** Path prefix of BRAND_API_URL ('' when the API is at the root). */
  basePath: string;
  close(): Promise<void>;
}

function pool(origin: string, config: PoolConfig): Pool {
  return new Pool(origin, {
    connections: config.connections,
    headersTimeout: config.timeoutMs,
    bodyTimeout: config.timeoutMs,
    connectTimeout: Math.min(config.timeoutMs, 10_000),
  });
}

export function createUpstreamPools(brandApiUrl: string, config: { booking: PoolConfig; general: PoolConfig }): UpstreamPools {
  const url = new URL(brandApiUrl);
  const booking = pool(url.origin, config.booking);
  const general = pool(url.origin, config.general);
  return {
    booking,
    general,
    basePath: url.pathname.replace(/\/+$/, ''),
    async close() {
      await Promise.all([booking.destroy(), general.destroy()]);
    },
  };
}

/** RFC 9110 §7.6.1: meaningful for one connection only, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection',
  'te', 'trailer', 'transfer-encoding', 'upgrade', 'http2-settings',
]);

/** Headers minus hop-by-hop ones, including any the Connection header names. */
export function endToEndHeaders(
  headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>,
  drop: readonly string[] = [],
): Record<string, string | string[]> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const skip = new Set([...HOP_BY_HOP, ...named, ...drop]);
  const result: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || skip.has(name.toLowerCase())) continue;
    result[name] = value;
  }
  return result;
}

export type UpstreamFailure = { status: 502 | 504; message: string };

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT']);

/** An upstream that does not answer in time is a 504; one that cannot be reached or breaks off, 502. */
export function classifyUpstreamError(error: unknown): UpstreamFailure {
  const codes = [error, ...innerErrors(error)].map((e) => (e as { code?: string } | null)?.code);
  if (codes.some((code) => code !== undefined && TIMEOUT_CODES.has(code))) {
    return { status: 504, message: 'The brand API took too long to answer, please try again.' };
  }
  return { status: 502, message: 'The brand API is not reachable, please try again.' };
}
