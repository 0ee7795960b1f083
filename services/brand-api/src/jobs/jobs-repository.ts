import type { Job } from '@riviere/api-client';
import type { Queryable } from '../db/db';

export interface NewJobApplication {
  jobId: string;
  /** Lower-cased: one application per job and address. */
  email: string;
  data: unknown;
  /** Where the file store kept the CV, or null without one. */
  resumeFile: string | null;
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

export function createJobsRepository(db: Queryable) {
  return {
    async all(): Promise<Job[]> {
      const { rows } = await db.query<{ data: Job }>('SELECT data FROM jobs ORDER BY position');
      return rows.map((r) => r.data);
    },

    async one(jobId: string): Promise<Job | null> {
      const { rows } = await db.query<{ data: Job }>('SELECT data FROM jobs WHERE job_id = $1', [jobId]);
      return rows[0]?.data ?? null;
    },

    async hasApplied(jobId: string, email: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM job_applications WHERE job_id = $1 AND email = $2', [jobId, email]);
      return rows.length > 0;
    },

    /** Resolves false when an application for that job and e-mail already exists (the unique key decides a race). */
    async insertApplication(application: NewJobApplication): Promise<boolean> {
      const { rows } = await db.query(
        'INSERT INTO job_applications (job_id, email, data, resume_file) VALUES ($1, $2, $3, $4) ON CONFLICT (job_id, email) DO NOTHING RETURNING id',
        [application.jobId, application.email, JSON.stringify(application.data), application.resumeFile],
      );
      return rows.length > 0;
    },
  };
}
