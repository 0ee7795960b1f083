/** The remote's full paths (no basename), as the shell routes them: spec §2. */
export const SEARCH_PATH = '/careers/job-search';
export const JOB_PATH = '/careers/job';
