import type { JobCategory, JobTitleGroup, JobType } from '@riviere/api-client';
import { MAX_DISTANCE_MILES } from '@riviere/restaurant-rules';

/** Spec §9: job types (both on by default) and title groups; spec §2: the four job categories. */
export const JOB_TYPES: readonly { value: JobType; slug: string; label: string }[] = [
  { value: 'full time', slug: 'full-time', label: 'Full time' },
  { value: 'part time', slug: 'part-time', label: 'Part time' },
];

export const TITLE_GROUPS: readonly { value: JobTitleGroup; slug: string; label: string }[] = [
  { value: 'Bar', slug: 'bar', label: 'Bar' },
  { value: 'foh team', slug: 'foh-team', label: 'Front of house team' },
  { value: 'General Manager', slug: 'general-manager', label: 'General Manager' },
  { value: 'foh support', slug: 'foh-support', label: 'Front of house support' },
  { value: 'boh team', slug: 'boh-team', label: 'Back of house team' },
  { value: 'Head Chef', slug: 'head-chef', label: 'Head Chef' },
  { value: 'boh support', slug: 'boh-support', label: 'Back of house support' },
];

export const CATEGORIES: readonly { value: JobCategory; label: string }[] = [
  { value: 'back-of-house', label: 'Back of house' },
  { value: 'front-of-house', label: 'Front of house' },
  { value: 'management', label: 'Management' },
  { value: 'quick-service', label: 'Quick service' },
];

/** The distance choices, the widest being spec §9's limit: jobs further than it are never shown. */
export const DISTANCE_CHOICES = [5, 10, 20, 50, MAX_DISTANCE_MILES] as const;

export const categoryLabel = (category: JobCategory): string => CATEGORIES.find((c) => c.value === category)?.label ?? category;
export const jobTypeLabel = (type: JobType): string => JOB_TYPES.find((t) => t.value === type)?.label ?? type;

/** Spec §2: a header image per job category, copied from `public/` next to the remote's files. */
export const jobImageFile = (category: JobCategory): string => `images/jobs/${category}.svg`;
