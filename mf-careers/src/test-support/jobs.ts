import type { Job, JobQuestion } from '@riviere/api-client';

/** Small builders for jobs in tests: only what a test cares about is spelled out. */
export function question(id: string, type: JobQuestion['type'], isMandatory: boolean, options?: string[]): JobQuestion {
  return {
    id,
    type,
    text: `Question ${id}?`,
    is_mandatory: isMandatory,
    answer: type === 'TEXT' ? { text: '' } : { options: options ?? (type === 'YES_NO' ? ['Yes', 'No'] : ['One', 'Two', 'Three']) },
  };
}

export function job(jobId: string, overrides: Partial<Job> = {}): Job {
  return {
    jobId,
    id: Number(jobId.replace(/\D/g, '')) || 1,
    name: `Job ${jobId}`,
    positionUniqueName: jobId.toLowerCase(),
    category: 'back-of-house',
    jobtype: 'full time',
    titleGroup: 'boh team',
    description: `What the ${jobId} job is about.`,
    salary: '£12 an hour',
    storeId: 101,
    restaurantTitle: 'Maison Rivière Bath',
    cvRequired: false,
    workExperienceRequired: false,
    location: { lat: 51.38, lng: -2.36 },
    questions: [],
    ...overrides,
  };
}

/** Places the tests measure from and the jobs are at. */
export const PLACES = {
  bath: { lat: 51.38, lng: -2.36 },
  bristol: { lat: 51.45, lng: -2.6 },
  london: { lat: 51.5074, lng: -0.1278 },
  stAlbans: { lat: 51.751, lng: -0.328 },
  manchester: { lat: 53.48, lng: -2.244 },
};

/** Five jobs shaped like the seed: every category, both types, several title groups. */
export const JOBS: Job[] = [
  job('MR-1', { name: 'Head Chef', category: 'back-of-house', jobtype: 'full time', titleGroup: 'Head Chef', location: PLACES.bath, cvRequired: true, workExperienceRequired: true, questions: [question('q-1', 'YES_NO', true), question('q-2', 'SINGLE_CHOICE', true), question('q-3', 'MULTIPLE_CHOICE', false), question('q-4', 'TEXT', false)] }),
  job('MR-2', { name: 'Host', category: 'front-of-house', jobtype: 'part time', titleGroup: 'foh support', restaurantTitle: 'Maison Rivière Victoria', location: PLACES.london }),
  job('MR-3', { name: 'Food Runner', category: 'front-of-house', jobtype: 'part time', titleGroup: 'foh support', restaurantTitle: 'Maison Rivière St Albans', location: PLACES.stAlbans }),
  job('MR-4', { name: 'General Manager', category: 'management', jobtype: 'full time', titleGroup: 'General Manager', restaurantTitle: 'Maison Rivière Bristol', location: PLACES.bristol }),
  job('MR-5', { name: 'Café Team Member', category: 'quick-service', jobtype: 'part time', titleGroup: 'foh team', restaurantTitle: 'Maison Rivière Manchester', location: PLACES.manchester }),
];
