import type { JobCategory, JobTitleGroup, JobType } from '@riviere/api-client';
import { MAX_DISTANCE_MILES } from '@riviere/restaurant-rules';
import { CATEGORIES, DISTANCE_CHOICES, JOB_TYPES, TITLE_GROUPS } from '../model/job-options';

/**
 * The job search as it lives in the URL query, so a search can be shared and survives reload:
 * `?type=part-time&group=foh-support&category=front-of-house&within=20&location=SW1A%201AA`
 * (`near=me` instead of `location` for the visitor's own position). Defaults are left out.
 */
export interface JobSearch {
  /** Types switched on; both by default. */
  types: JobType[];
  titleGroup: JobTitleGroup | null;
  category: JobCategory | null;
  /** Miles, one of DISTANCE_CHOICES; applies only with a place to measure from. */
  within: number;
  /** A postcode or town typed by the visitor. */
  location: string | null;
  /** Measure from the browser's position instead. */
  nearMe: boolean;
}

export const DEFAULT_SEARCH: JobSearch = {
  types: JOB_TYPES.map((t) => t.value),
  titleGroup: null,
  category: null,
  within: MAX_DISTANCE_MILES,
  location: null,
  nearMe: false,
};

const KEYS = ['type', 'group', 'category', 'within', 'location', 'near'];

/** Reads a query string; anything unknown or malformed falls back to the default. */
export function parseSearch(search: string): JobSearch {
  const params = new URLSearchParams(search);
  // A form without scripts sends `type=full-time&type=part-time`; links say `type=full-time,part-time`.
  const type = params.has('type') ? params.getAll('type').join(',') : null;
  const types =
    type === null ? DEFAULT_SEARCH.types : JOB_TYPES.filter((t) => type.split(',').includes(t.slug)).map((t) => t.value);
  const within = Number(params.get('within'));
  const location = params.get('location')?.trim() || null;
  return {
    types,
    titleGroup: TITLE_GROUPS.find((g) => g.slug === params.get('group'))?.value ?? null,
    category: CATEGORIES.find((c) => c.value === params.get('category'))?.value ?? null,
    within: (DISTANCE_CHOICES as readonly number[]).includes(within) ? within : MAX_DISTANCE_MILES,
    location,
    nearMe: location === null && params.get('near') === 'me',
  };
}

/** Writes `job` into `search`, keeping any parameter that is not the job search's. */
export function withSearch(search: string, job: JobSearch): string {
  const params = new URLSearchParams(search);
  KEYS.forEach((key) => params.delete(key));
  const allTypes = JOB_TYPES.every((t) => job.types.includes(t.value));
  if (!allTypes) params.set('type', JOB_TYPES.filter((t) => job.types.includes(t.value)).map((t) => t.slug).join(','));
  const group = TITLE_GROUPS.find((g) => g.value === job.titleGroup);
  if (group) params.set('group', group.slug);
  if (job.category) params.set('category', job.category);
  if (job.within !== MAX_DISTANCE_MILES) params.set('within', String(job.within));
  if (job.location?.trim()) params.set('location', job.location.trim());
  else if (job.nearMe) params.set('near', 'me');
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}
