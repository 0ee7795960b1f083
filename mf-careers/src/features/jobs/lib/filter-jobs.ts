import type { Job } from '@riviere/api-client';
import { greatCircleMiles, MAX_DISTANCE_MILES, type LatLng } from '@riviere/restaurant-rules';
import type { JobSearch } from './search-query';

export interface JobResult {
  job: Job;
  /** Miles from the searched place; absent without one. */
  miles?: number;
}

/**
 * Spec §4/§9 job filters: type, title group, role category; with a place to measure from, jobs
 * beyond the chosen distance (never more than 100 miles) are dropped and the rest sorted nearest
 * first (ties keep the API's order). Without a place the API's order stands.
 */
export function filterJobs(jobs: readonly Job[], search: JobSearch, origin: LatLng | null): JobResult[] {
  const matching = jobs.filter(
    (job) =>
      search.types.includes(job.jobtype) &&
      (search.titleGroup === null || job.titleGroup === search.titleGroup) &&
      (search.category === null || job.category === search.category),
  );
  if (!origin) return matching.map((job) => ({ job }));
  const limit = Math.min(search.within, MAX_DISTANCE_MILES);
  return matching
    .map((job) => ({ job, miles: greatCircleMiles(origin, job.location) }))
    .filter((result) => result.miles <= limit)
    .sort((a, b) => a.miles - b.miles);
}
