import { resolveTokenSecret } from '@riviere/app-token';
import { buildApp } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({
    config,
    tokenSecret: resolveTokenSecret(config.tokenSecret, config.brandApiDataDir),
    logger: { level: config.logLevel },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ brandApi: config.brandApiUrl, shellDist: config.shellDist, releaseFile: config.releaseFile }, 'site server ready');
}

main().catch((error: unknown) => {
  console.error(`site server failed to start: ${(error as Error).message}`);
  process.exit(1);
});
