import cluster from 'node:cluster';
import { resolveTokenSecret } from '@riviere/app-token';
import { buildApp } from './app';
import { loadConfig } from './config';
import { superviseWorkers } from './lib/workers';

async function main(): Promise<void> {
  const config = loadConfig();
  // Settled once, before any worker starts: workers generating a secret side by side would each
  // sign with their own.
  const tokenSecret = resolveTokenSecret(config.tokenSecret, config.brandApiDataDir);

  if (config.workers > 1 && cluster.isPrimary) {
    const supervisor = superviseWorkers({
      cluster,
      workers: config.workers,
      env: { TOKEN_SECRET: tokenSecret },
      log: (message) => console.error(message),
      exit: (code) => process.exit(code),
    });
    process.on('SIGINT', () => supervisor.stop());
    process.on('SIGTERM', () => supervisor.stop());
    console.log(`site server: ${config.workers} workers on port ${config.port}`);
    return;
  }

  const app = await buildApp({ config, tokenSecret, logger: { level: config.logLevel } });

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
