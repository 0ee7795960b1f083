import path from 'node:path';

/** Everything the brand API reads from its environment, with the defaults `npm start` relies on. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite engine is used. */
  databaseUrl: string | null;
  /** Folder for the embedded database, the generated token secret and uploaded files. */
  dataDir: string;
  tokenSecret: string | null;
  brandKey: string;
  corsOrigins: string[];
  smtpUrl: string;
  mailFrom: string;
  redisUrl: string | null;
  recaptchaSecret: string | null;
  /** Requests from this address skip the bot check (an internal monitor). */
  internalAddress: string | null;
  siteUrl: string;
  logLevel: string;
  /** Requests per minute per client on the endpoints that send e-mail or store personal data. */
  sensitiveRateLimit: number;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: integer('PORT', env.PORT, DEFAULT_PORT),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data', 'brand-api')),
    tokenSecret: env.TOKEN_SECRET || null,
    brandKey: env.BRAND_KEY || DEFAULT_BRAND_KEY,
    corsOrigins: list(env.CORS_ORIGINS),
    smtpUrl: env.SMTP_URL || 'smtp://127.0.0.1:1025',
    mailFrom: env.MAIL_FROM || 'Maison Rivière <hello@maison-riviere.example>',
    redisUrl: env.REDIS_URL || null,
    recaptchaSecret: env.RECAPTCHA_SECRET || null,
    internalAddress: env.INTERNAL_ADDRESS || null,
    siteUrl: env.SITE_URL || 'http://localhost:3000',
    logLevel: env.LOG_LEVEL || 'info',
    sensitiveRateLimit: integer('SENSITIVE_RATE_LIMIT', env.SENSITIVE_RATE_LIMIT, 10),
  };
}
