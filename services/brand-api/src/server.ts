import nodemailer from 'nodemailer';
import { resolveTokenSecret } from '@riviere/app-token';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/db';
import { migrate } from './db/migrate';
import { seedContentWithImages, seedIfEmpty } from './db/seed';
import { createImagePipeline } from './images/image-pipeline';
import { loadBookingSeed } from './seed/booking-seed';
import { loadSeedContent } from './seed/seed-content';
import { createRelay } from './mail/relay';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await migrate(db);
  const redis = config.redisUrl ? new (await import('ioredis')).default(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  const images = createImagePipeline({ dir: config.imagesDir, variants: config.imageVariants });
  const app = await buildApp({
    config,
    db,
    redis,
    tokenSecret: resolveTokenSecret(config.tokenSecret, config.dataDir),
    logger: { level: config.logLevel },
    // A content publish reads the seed folder again, its new images made as at the start.
    loadContent: () => seedContentWithImages(images, undefined, loadSeedContent(config.seedDir)),
  });
  // Content images before the seed and before listening: the first page already has its pictures.
  const started = Date.now();
  const content = await seedContentWithImages(images, undefined, loadSeedContent(config.seedDir));
  app.log.info({ encodes: images.stats.encodes, ms: Date.now() - started, dir: config.imagesDir }, 'content images ready');
  const seeded = await seedIfEmpty(db, content, loadBookingSeed(config.seedDir));
  const relay = createRelay({ db, transport: nodemailer.createTransport(config.smtpUrl), from: config.mailFrom, log: app.log, claimSeconds: config.outboxClaimSeconds });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await relay.stop();
    await app.close();
    redis?.disconnect();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  relay.start();
  app.log.info({ engine: db.engine, seeded, dataDir: db.engine === 'pglite' ? config.dataDir : undefined }, 'brand API ready');
}

main().catch((error: unknown) => {
  console.error(`brand API failed to start: ${(error as Error).message}`);
  process.exit(1);
});
