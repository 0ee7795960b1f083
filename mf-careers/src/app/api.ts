import { createContext, useContext } from 'react';
import { createApiClient, type ContentApi, type JobsApi } from '@riviere/api-client';
import type { SiteConfig } from '@riviere/mf-contract';

/** The brand API calls this remote makes: the jobs group and the site id from the brand settings. */
export type CareersApi = Pick<JobsApi, 'getJobs' | 'getJob' | 'getLocations' | 'apply'> & Pick<ContentApi, 'getBrandSettings'>;

const clients = new Map<string, CareersApi>();

/**
 * One client per site configuration, kept across updates and remounts, so the brand settings
 * cache and the token survive moving between the search and a job. The token comes from the site
 * server, which is also what `apiBase` points at ('' = this page's origin).
 */
export function apiClientFor(config: SiteConfig): CareersApi {
  const key = `${config.brandKey}\n${config.apiBase}`;
  let client = clients.get(key);
  if (!client) {
    const baseUrl = config.apiBase.replace(/\/+$/, '');
    const api = createApiClient({ brandKey: config.brandKey, baseUrl, tokenUrl: `${baseUrl}/api/token`, initialToken: config.token });
    client = {
      getJobs: api.jobs.getJobs,
      getJob: api.jobs.getJob,
      getLocations: api.jobs.getLocations,
      apply: api.jobs.apply,
      getBrandSettings: api.content.getBrandSettings,
    };
    clients.set(key, client);
  }
  return client;
}

export const ApiContext = createContext<CareersApi | null>(null);

export function useCareersApi(): CareersApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useCareersApi must be used inside <ApiContext.Provider>');
  return api;
}
