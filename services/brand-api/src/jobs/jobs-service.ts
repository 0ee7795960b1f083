import type { Job, JobApplicationPayload } from '@riviere/api-client';
import type { Db } from '../db/db';
import { DomainError, badRequest, notFound } from '../lib/domain-error';
import type { FileStore } from '../lib/file-store';
import { validateUpload } from '../uploads/validate-upload';
import { checkApplication } from './application-rules';

export const RESUME_POLICY = { allowed: ['pdf', 'docx'] as ('pdf' | 'docx')[], maxBytes: 5 * 1024 * 1024, field: 'resume' };
export const DUPLICATE_APPLICATION = 'You have already submitted an application for this job.';

export function createJobsService(db: Db, files: FileStore, now: () => number = Date.now) {
  async function all(): Promise<Job[]> {
    const { rows } = await db.query<{ data: Job }>('SELECT data FROM jobs ORDER BY position');
    return rows.map((r) => r.data);
  }

  async function one(jobId: string): Promise<Job> {
    const { rows } = await db.query<{ data: Job }>('SELECT data FROM jobs WHERE job_id = $1', [jobId]);
    if (!rows[0]) throw notFound('JOB_NOT_FOUND', `We could not find the job "${jobId}".`);
    return rows[0].data;
  }

  return {
    all,
    one,
    async apply(payload: JobApplicationPayload): Promise<void> {
      const job = await one(payload.jobId);
      const violation = checkApplication(job, payload, new Date(now()));
      if (violation) throw badRequest(violation.message, violation.field);
      const email = payload.email.trim().toLowerCase();
      const existing = await db.query('SELECT 1 FROM job_applications WHERE job_id = $1 AND email = $2', [job.jobId, email]);
      if (existing.rows.length > 0) throw new DomainError(409, 'DUPLICATED_REQUEST', DUPLICATE_APPLICATION);

      let resumeFile: string | null = null;
      if (payload.resume) {
        const checked = await validateUpload(payload.resume, RESUME_POLICY);
        if (!checked.ok) throw badRequest(checked.message, 'resume');
        resumeFile = await files.save('resumes', checked.bytes, checked.extension);
      }
      const { resume, ...rest } = payload;
      const data = { ...rest, email, resume: resume ? { name: resume.name, contentType: resume.contentType } : null };
      const inserted = await db.query(
        'INSERT INTO job_applications (job_id, email, data, resume_file) VALUES ($1, $2, $3, $4) ON CONFLICT (job_id, email) DO NOTHING RETURNING id',
        [job.jobId, email, JSON.stringify(data), resumeFile],
      );
      // Two submissions racing past the check above: the unique key decides.
      if (inserted.rows.length === 0) throw new DomainError(409, 'DUPLICATED_REQUEST', DUPLICATE_APPLICATION);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
