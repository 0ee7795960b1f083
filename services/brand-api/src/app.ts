import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { registerAuth } from './auth/auth-plugin';
import { loadBookingSeed } from './seed/booking-seed';
import { loadSeedContent, type SeedContent } from './seed/seed-content';
import { createAvailabilityService } from './booking/availability-service';
import { createBookingContext } from './booking/booking-context';
import { createBookingRepository } from './booking/booking-repository';
import { createBookingService } from './booking/booking-service';
import { manageKey } from './booking/manage-link';
import { createUsageCache } from './booking/usage-cache';
import { createBraintreeGateway, sdkGateway } from './braintree/braintree-gateway';
import type { CardGateway } from './braintree/card-gateway';
import { createCardService } from './braintree/card-service';
import { createTestGateway } from './braintree/test-gateway';
import type { Config } from './config';
import { createContactService } from './contact/contact-service';
import { createContentRepository } from './content/content-repository';
import type { Db } from './db/db';
import { createRestaurantFinder } from './geo/restaurant-finder';
import { createJobsService } from './jobs/jobs-service';
import { registerErrorHandling } from './lib/error-handler';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerHttpCache } from './lib/http-cache';
import { registerInputGuards } from './lib/input-guard';
import { registerJsonBody } from './lib/json-body';
import { answerFrameworkError } from './lib/framework-errors';
import { createFileStore } from './lib/file-store';
import { createOffersRepository } from './offers/offers-repository';
import { createCaptchaVerifier, type CaptchaVerifier } from './recaptcha/recaptcha';
import { createReferralRepository } from './referral/referral-repository';
import { bookingRoutes } from './routes/booking';
import { braintreeRoutes } from './routes/braintree';
import { contactRoutes } from './routes/contact';
import { adminRoutes } from './routes/admin';
import { contentRoutes } from './routes/content';
import { customerRoutes } from './routes/customers';
import { geoRoutes } from './routes/geo';
import { jobRoutes } from './routes/jobs';
import { manageBookingRoutes } from './routes/manage-booking';
import { mediaRoutes } from './routes/media';
import { offerRoutes } from './routes/offers';
import { recaptchaRoutes } from './routes/recaptcha';
import { referralRoutes } from './routes/referral';
import { errorBody } from './schemas/common';
import { createCustomersService } from './signup/customers-service';
import { createMarketingService } from './marketing/marketing-service';
import { createUnsubscribeLinks } from './marketing/unsubscribe-link';
import { marketingRoutes } from './routes/marketing';
import path from 'node:path';

export interface AppOptions {
  config: Config;
  db: Db;
  tokenSecret: string;
  /** Injected in tests: a fixed clock. */
  now?: () => number;
  captcha?: CaptchaVerifier;
  /** A Redis client for shared rate limits across instances (ioredis). */
  redis?: unknown;
  /** Injected in tests: a card gateway; default the real Braintree one when configured, else the offline test gateway. */
  cardGateway?: CardGateway;
  logger?: boolean | object;
  /** What a content publish reads (routes/admin): the seed folder with its images, by default without. */
  loadContent?: () => Promise<SeedContent>;
}

/** The address in MAIL_FROM ('Maison Rivière <hello@maison-riviere.example>' → 'hello@maison-riviere.example'): a List-Unsubscribe mailto reaches that inbox. */
export const senderAddress = (from: string): string => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false } },
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerHttpCache(app);
  registerJsonBody(app);
  registerInputGuards(app);
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false, allowedHeaders: ['Authorization', 'Content-Type', 'X-Brand-Key', 'X-Session-Id', 'Idempotency-Key'] });
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Brand API', version: '1.0.0', description: 'Content, contact, jobs, offers, geo, sign-up and booking for the brand website.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, brandKey: { type: 'apiKey', in: 'header', name: 'X-Brand-Key' }, sessionId: { type: 'apiKey', in: 'header', name: 'X-Session-Id' } } },
      security: [{ bearer: [], brandKey: [], sessionId: [] }],
    },
  });
  app.addSchema(errorBody);
  registerAuth(app, { tokenSecret: options.tokenSecret, brandKey: config.brandKey });

  const content = createContentRepository(db, now);
  const files = createFileStore(path.join(config.dataDir, 'uploads'));
  const captcha = options.captcha ?? createCaptchaVerifier({ secret: config.recaptchaSecret, internalAddress: config.internalAddress });
  const sensitive = { max: config.sensitiveRateLimit, timeWindow: '1 minute' };
  const finder = createRestaurantFinder(content);

  app.get('/health', { schema: { hide: true } }, async () => {
    await db.ping();
    return { status: 'ok', engine: db.engine, captcha: captcha.mode, cards: options.cardGateway?.mode ?? (config.braintree ? 'braintree' : 'test') };
  });
  app.get('/api/docs/json', { schema: { hide: true } }, () => app.swagger());

  // Each resource is a plugin: its routes, typed by their schemas, over the services it is given.
  await app.register(contentRoutes, { content });
  if (config.contentAdminSecret) {
    const loadContent = options.loadContent ?? (async () => loadSeedContent(config.seedDir));
    await app.register(adminRoutes, { db, content, secret: config.contentAdminSecret, loadContent, loadBooking: () => loadBookingSeed(config.seedDir) });
  }
  await app.register(mediaRoutes, { dir: config.imagesDir });
  await app.register(offerRoutes, { offers: createOffersRepository(db), content, sensitive, siteUrl: config.siteUrl });
  await app.register(contactRoutes, { contact: createContactService(db, files), content, captcha, sensitive, now, siteUrl: config.siteUrl });
  await app.register(geoRoutes, { finder });
  await app.register(jobRoutes, { jobs: createJobsService(db, files, { now, siteUrl: config.siteUrl }), content, finder, sensitive, siteUrl: config.siteUrl });
  const unsubscribe = createUnsubscribeLinks(options.tokenSecret, config.siteUrl, () => senderAddress(config.mailFrom));
  await app.register(customerRoutes, { customers: createCustomersService(db, unsubscribe, now), content, captcha, sensitive, siteUrl: config.siteUrl });
  await app.register(marketingRoutes, { marketing: createMarketingService(db, unsubscribe) });
  await app.register(recaptchaRoutes, { captcha });
  await app.register(referralRoutes, { referrals: createReferralRepository(db, unsubscribe, now), content, captcha, sensitive, siteUrl: config.siteUrl });

  const bookingRepo = createBookingRepository(db, now);
  const context = createBookingContext({ content, repo: bookingRepo, now, bookingsEnabled: config.bookingsEnabled, bookingsDisabledMessage: config.bookingsDisabledMessage });
  // Freshness of booked covers is about real time, not the (injectable) business clock.
  const usage = createUsageCache((stores, dates) => bookingRepo.usage(stores, dates));
  const bookings = createBookingService({ db, context, repo: bookingRepo, usage, content, now, manageKey: manageKey(options.tokenSecret), siteUrl: config.siteUrl });
  await app.register(bookingRoutes, {
    availability: createAvailabilityService({ context, repo: bookingRepo, usage, content }),
    bookings,
    submissions: { max: config.bookingRateLimit, timeWindow: '1 minute' },
  });
  await app.register(manageBookingRoutes, { bookings, sensitive });
  const cardGateway = options.cardGateway ?? (config.braintree ? createBraintreeGateway(sdkGateway(config.braintree)) : createTestGateway());
  await app.register(braintreeRoutes, { cards: createCardService(db, cardGateway, app.log), sensitive });

  return app;
}
