import path from 'node:path';
import type { BraintreeCredentials } from './braintree/braintree-gateway';
import { defaultSeedDir } from './seed/seed-content';

/** Everything the brand API reads from its environment, with the defaults `npm start` relies on. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite engine is used. */
  databaseUrl: string | null;
  /** Folder for the embedded database, the generated token secret and uploaded files. */
  dataDir: string;
  /** Content image variants (made when content is seeded), DATA_DIR/images by default. */
  imagesDir: string;
  /**
   * false: describe content images without making their variants (an instance whose images
   * folder another fills, a harness that never shows a page).
   */
  imageVariants: boolean;
  tokenSecret: string | null;
  brandKey: string;
  corsOrigins: string[];
  smtpUrl: string;
  mailFrom: string;
  redisUrl: string | null;
  recaptchaSecret: string | null;
  /**
   * CONTENT_ADMIN_SECRET: what an operator's content publish (`POST /admin/content/publish`)
   * carries in X-Admin-Secret. Without it that route does not exist.
   */
  contentAdminSecret: string | null;
  /** SEED_DIR: the content folder (seed/*.json) seeded at the first start and read by a content publish. */
  seedDir: string;
  /**
   * Which peers may tell us the client's address in X-Forwarded-For (Fastify's `trustProxy`):
   * by default only loopback, where the site server runs. Anyone else's header is ignored.
   */
  trustProxy: TrustProxy;
  /** Requests from this address skip the bot check (an internal monitor). */
  internalAddress: string | null;
  siteUrl: string;
  logLevel: string;
  /** Requests per minute per client on the endpoints that send e-mail or store personal data. */
  sensitiveRateLimit: number;
  /** How long the outbox relay owns a claimed e-mail before another relay (or this one, restarted) may retry it. */
  outboxClaimSeconds: number;
  /** Booking submissions (create, events, enquiry) per minute per client. */
  bookingRateLimit: number;
  /** The global booking switch: false answers every booking call with BOOKING_DISABLED. */
  bookingsEnabled: boolean;
  /** With bookings off, this text is shown instead (DISABLED_BOOKING_CUSTOM_MESSAGE). */
  bookingsDisabledMessage: string | null;
  /** Braintree credentials; null → the offline test gateway (Braintree's fake nonces). */
  braintree: BraintreeCredentials | null;
}

export const DEFAULT_PORT = 4000;
export const DEFAULT_BRAND_KEY = 'local-brand';

const repoRoot = path.resolve(__dirname, '../../..');

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** `true` (every hop), `false` (none), or addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. */
export type TrustProxy = boolean | string[];

/** TRUST_PROXY: `false`/`none`, `true`/`all`, or a comma-separated list; default loopback (the site server). */
export function trustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '') return ['loopback'];
  if (/^(false|none|off)$/i.test(text)) return false;
  if (/^(true|all)$/i.test(text)) return true;
  return list(text);
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  if (/^(false|0|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** All three credentials, or none (the offline test gateway); half a configuration is a mistake worth stopping for. */
function braintree(env: NodeJS.ProcessEnv): BraintreeCredentials | null {
  const merchantId = env.BRAINTREE_MERCHANT_ID || '';
  const publicKey = env.BRAINTREE_PUBLIC_KEY || '';
  const privateKey = env.BRAINTREE_PRIVATE_KEY || '';
  const given = [merchantId, publicKey, privateKey].filter(Boolean).length;
  if (given === 0) return null;
  if (given < 3) throw new Error('BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY go together: set all three or none');
  const environment = (env.BRAINTREE_ENVIRONMENT || 'sandbox').toLowerCase();
  if (environment !== 'sandbox' && environment !== 'production') throw new Error(`BRAINTREE_ENVIRONMENT must be sandbox or production, got "${environment}"`);
  return { merchantId, publicKey, privateKey, environment };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data', 'brand-api'));
  return {
    port: integer('PORT', env.PORT, DEFAULT_PORT),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    imagesDir: path.resolve(env.IMAGES_DIR || path.join(dataDir, 'images')),
    imageVariants: flag('IMAGE_VARIANTS', env.IMAGE_VARIANTS, true),
    tokenSecret: env.TOKEN_SECRET || null,
    brandKey: env.BRAND_KEY || DEFAULT_BRAND_KEY,
    corsOrigins: list(env.CORS_ORIGINS),
    smtpUrl: env.SMTP_URL || 'smtp://127.0.0.1:1025',
    mailFrom: env.MAIL_FROM || 'Maison Rivière <hello@maison-riviere.example>',
    redisUrl: env.REDIS_URL || null,
    recaptchaSecret: env.RECAPTCHA_SECRET || null,
    contentAdminSecret: env.CONTENT_ADMIN_SECRET || null,
    seedDir: path.resolve(env.SEED_DIR || defaultSeedDir()),
    trustProxy: trustProxy(env.TRUST_PROXY),
    internalAddress: env.INTERNAL_ADDRESS || null,
    siteUrl: env.SITE_URL || 'http://localhost:3000',
    logLevel: env.LOG_LEVEL || 'info',
    sensitiveRateLimit: integer('SENSITIVE_RATE_LIMIT', env.SENSITIVE_RATE_LIMIT, 10),
    outboxClaimSeconds: integer('OUTBOX_CLAIM_SECONDS', env.OUTBOX_CLAIM_SECONDS, 120),
    bookingRateLimit: integer('BOOKING_RATE_LIMIT', env.BOOKING_RATE_LIMIT, 30),
    bookingsEnabled: flag('BOOKINGS_ENABLED', env.BOOKINGS_ENABLED, true),
    bookingsDisabledMessage: env.BOOKINGS_DISABLED_MESSAGE || null,
    braintree: braintree(env),
  };
}
