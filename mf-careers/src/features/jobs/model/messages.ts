import { ApiError, JOB_MESSAGES, SEARCH_MESSAGES } from '@riviere/api-client';
import { GeolocationRefused, PlaceNotFound } from '../api/locate.api';

/** What the job pages say, in one place (STYLE §5); spec §8 wording where it has any. */
export const JOB_PAGE_MESSAGES = {
  LOADING_JOBS: 'Loading jobs…',
  LOADING_JOB: 'Loading the job…',
  LOAD_JOBS_FAILED: 'Sorry, we could not load our jobs. Please try again.',
  LOAD_JOB_FAILED: 'Sorry, we could not load this job. Please try again.',
  NO_MATCHES: 'No jobs match your search. Try a wider distance or fewer filters.',
  NO_TYPES: 'Choose full time, part time or both to see jobs.',
  LOCATING: 'Finding your location…',
  LOCATION_DENIED: JOB_MESSAGES.LOCATION_DENIED,
  DISTANCE_HINT: 'Search a postcode or town, or use your location, to see how far each job is.',
  APPLY_NEEDS_SCRIPTS: 'To apply, please turn on JavaScript in your browser and reload this page: the application form needs it.',
  SEARCH_DESCRIPTION: 'Kitchen, floor, bar and management jobs in our brasseries: search by place, job type and role.',
  SHOW_JOBS: 'Show jobs',
} as const;

export const jobsFoundMessage = (count: number, near: string | null): string =>
  `${count} ${count === 1 ? 'job' : 'jobs'} found${near ? ` near ${near}` : ''}`;

/** A failed place search or geolocation → what the visitor reads (spec §8 search and jobs messages). */
export function locationFailure(error: unknown): string {
  if (error instanceof GeolocationRefused) return JOB_MESSAGES.LOCATION_DENIED;
  if (error instanceof PlaceNotFound) return SEARCH_MESSAGES.LOCATION_NOT_FOUND;
  if (!(error instanceof ApiError)) return SEARCH_MESSAGES.SEARCH_FAILED;
  if (error.code && Object.hasOwn(SEARCH_MESSAGES, error.code)) return SEARCH_MESSAGES[error.code as keyof typeof SEARCH_MESSAGES];
  if (error.status === 404) return SEARCH_MESSAGES.LOCATION_NOT_FOUND;
  if (error.status === 400) return SEARCH_MESSAGES.INVALID_QUERY;
  return SEARCH_MESSAGES.SEARCH_FAILED;
}
