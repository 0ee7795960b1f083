import type { JobApplicationPayload } from '@riviere/api-client';
import { isBlankEntry, type ApplicationJob, type ApplicationValues } from '../model/application.schema';

export type ResumeUpload = NonNullable<JobApplicationPayload['resume']>;

/**
 * Valid form values → the spec §3 payload. Texts are trimmed; a blank optional work entry is
 * left out; the end of a current role is left out; unanswered optional questions are left out.
 */
export function toPayload(jobId: string, job: ApplicationJob, values: ApplicationValues, resume: ResumeUpload | null): JobApplicationPayload {
  const experience = values.experience
    .filter((entry) => job.workExperienceRequired || !isBlankEntry(entry))
    .map((entry) => ({
      employer: entry.employer.trim(),
      jobTitle: entry.jobTitle.trim(),
      fromMonth: Number(entry.fromMonth),
      fromYear: Number(entry.fromYear),
      ...(entry.isCurrentRole ? {} : { toMonth: Number(entry.toMonth), toYear: Number(entry.toYear) }),
      isCurrentRole: entry.isCurrentRole,
    }));
  const questions = job.questions.flatMap((question): JobApplicationPayload['questions'] => {
    const answer = values.answers[question.id];
    if (Array.isArray(answer)) return answer.length > 0 ? [{ id: question.id, answer: [...answer] }] : [];
    return typeof answer === 'string' && answer.trim() ? [{ id: question.id, answer: answer.trim() }] : [];
  });
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    secondName: values.secondName.trim(),
    telephone: values.telephone.trim(),
    jobId,
    ...(resume ? { resume } : {}),
    experience,
    questions,
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The browser's type for the file, or the one its name implies (some browsers give none). */
export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The file as the API takes it: name, content type and the bytes in standard base64. */
export function readResume(file: File): Promise<ResumeUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve({ name: file.name, contentType: contentTypeOf(file), content: dataUrl.slice(dataUrl.indexOf(',') + 1) });
    };
    reader.readAsDataURL(file);
  });
}
