import { loadConfig } from '../config';
import { openDatabase } from '../db/db';
import { migrate } from '../db/migrate';
import { resetDatabase, seedContentWithImages } from '../db/seed';
import { loadBookingSeed } from '../seed/booking-seed';
import { loadSeedContent } from '../seed/seed-content';
import { createImagePipeline } from '../images/image-pipeline';

/** `npm run db:reset`: the database goes back to the seed content. Stop the API first (the embedded engine is locked while it runs). */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    await resetDatabase(db, await seedContentWithImages(createImagePipeline({ dir: config.imagesDir }), undefined, loadSeedContent(config.seedDir)), loadBookingSeed(config.seedDir));
    console.log(`Database reset to the seed content (${db.engine}${db.engine === 'pglite' ? `, ${config.dataDir}` : ''}).`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
