import { resolveTokenSecret, signAppToken } from '@riviere/app-token';
import { loadConfig } from '../config';

/** `npm run token -w @riviere/brand-api`: prints an app token for calling the API by hand (curl). */
async function main(): Promise<void> {
  const config = loadConfig();
  const { accessToken } = await signAppToken(resolveTokenSecret(config.tokenSecret, config.dataDir));
  console.log(accessToken);
}

void main();
