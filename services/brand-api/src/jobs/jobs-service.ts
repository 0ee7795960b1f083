import type { Job, JobApplicationPayload } from '@riviere/api-client';
import type { Db } from '../db/db';
import { DomainError, badRequest, notFound } from '@riviere/server-kit';
import type { FileStore } from '../lib/file-store';
import { composeEmail, emailBrand } from '../mail/compose-email';
import type { RestaurantCard } from '../mail/email-content';
import { enqueueEmail } from '../mail/outbox-repository';
import { templates } from '../mail/templates';
import { validateUpload } from '../uploads/validate-upload';
import { checkApplication } from './application-rules';
import { createJobsRepository } from './jobs-repository';

export const RESUME_POLICY = { allowed: ['pdf', 'docx'] as ('pdf' | 'docx')[], maxBytes: 5 * 1024 * 1024, field: 'resume' };
export const DUPLICATE_APPLICATION = 'You have already submitted an application for this job.';

export interface JobsServiceOptions {
  now?: () => number;
  /** The public site, for the link to the job in the applicant's e-mail. */
  siteUrl: string;
}

export function createJobsService(db: Db, files: FileStore, { now = Date.now, siteUrl }: JobsServiceOptions) {
  const jobs = createJobsRepository(db);
  const all = (): Promise<Job[]> => jobs.all();

  async function one(jobId: string): Promise<Job> {
    const job = await jobs.one(jobId);
    if (!job) throw notFound('JOB_NOT_FOUND', `We could not find the job "${jobId}".`);
    return job;
  }

  return {
    all,
    one,
    /** Stores the application and, in the same transaction, the applicant's acknowledgement e-mail. */
    async apply(payload: JobApplicationPayload, { siteName, restaurantFor }: { siteName: string; restaurantFor: (storeId: number) => Promise<RestaurantCard | null> }): Promise<void> {
      const job = await one(payload.jobId);
      const violation = checkApplication(job, payload, new Date(now()));
      if (violation) throw badRequest(violation.message, violation.field, { rule: violation.rule });
      const email = payload.email.trim().toLowerCase();
      if (await jobs.hasApplied(job.jobId, email)) throw new DomainError(409, 'DUPLICATED_REQUEST', DUPLICATE_APPLICATION);

      const uploads: { bytes: Buffer; extension: string }[] = [];
      if (payload.resume) {
        const checked = await validateUpload(payload.resume, RESUME_POLICY);
        if (!checked.ok) throw badRequest(checked.message, 'resume', { rule: checked.rule, limit: checked.limit });
        uploads.push(checked);
      }
      const { resume, ...rest } = payload;
      const data = { ...rest, email, resume: resume ? { name: resume.name, contentType: resume.contentType } : null };
      const jobUrl = `${siteUrl.replace(/\/+$/, '')}/careers/job/${encodeURIComponent(job.jobId)}`;
      const card = await restaurantFor(job.storeId);
      const acknowledgement = await composeEmail({
        kind: 'job-application-ack',
        to: payload.email.trim(),
        ...templates.applicationReceived({ firstName: payload.firstName.trim(), jobName: job.name, restaurant: job.restaurantTitle, jobUrl, card }, siteName),
      }, emailBrand(siteName, siteUrl));
      // The CV is kept only with its application: a refused or failed insert deletes it again.
      await files.keepIf('resumes', uploads, ([resumeFile]) => db.transaction(async (tx) => {
        const inserted = await createJobsRepository(tx).insertApplication({ jobId: job.jobId, email, data, resumeFile: resumeFile ?? null });
        // Two submissions racing past the check above: the unique key decides.
        if (!inserted) throw new DomainError(409, 'DUPLICATED_REQUEST', DUPLICATE_APPLICATION);
        await enqueueEmail(tx, acknowledgement);
      }));
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
