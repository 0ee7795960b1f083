import type { Job, JobApplicationPayload } from '@riviere/api-client';

/** Spec §5 job application rules, shared by the brand API's checks and its tests. */
/** A letter first, then letters, combining marks, spaces, hyphens and apostrophes ("O'Brien-Smith"). */
export const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '’\-‐]*$/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const WORK_HISTORY_YEARS = 40;

/** Optional plus, 7 to 17 digits, dots and spaces allowed between them. */
export function isValidTelephone(value: string): boolean {
  if (!/^\+?[0-9][0-9 .]*$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 17;
}

export interface RuleViolation {
  field: string;
  message: string;
  /** The rule broken, as a code a form words for guests (`pattern`, `format`, `required`, `endAfterStart`…). */
  rule: string;
}

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

/** Every rule the schema cannot say: cross-field and job-dependent ones. First failure wins. */
export function checkApplication(job: Job, payload: JobApplicationPayload, today: Date): RuleViolation | null {
  if (!NAME_PATTERN.test(payload.firstName.trim())) return { field: 'firstName', message: 'firstName may contain only letters, spaces, hyphens and apostrophes', rule: 'pattern' };
  if (!NAME_PATTERN.test(payload.secondName.trim())) return { field: 'secondName', message: 'secondName may contain only letters, spaces, hyphens and apostrophes', rule: 'pattern' };
  if (!EMAIL_PATTERN.test(payload.email)) return { field: 'email', message: 'email must be a valid e-mail address', rule: 'format' };
  if (!isValidTelephone(payload.telephone)) return { field: 'telephone', message: 'telephone must be 7 to 17 digits, optionally starting with +, with dots or spaces between', rule: 'pattern' };
  if (job.cvRequired && !payload.resume) return { field: 'resume', message: 'resume is required for this job: attach a PDF or Word (.docx) document', rule: 'required' };

  const thisYear = today.getUTCFullYear();
  const thisMonth = monthIndex(thisYear, today.getUTCMonth() + 1);
  if (job.workExperienceRequired && payload.experience.length === 0) {
    return { field: 'experience', message: 'experience needs at least one entry for this job', rule: 'required' };
  }
  for (const [i, entry] of payload.experience.entries()) {
    const at = `experience[${i}]`;
    if (!entry.employer.trim()) return { field: `${at}.employer`, message: `${at}.employer is required`, rule: 'required' };
    if (!entry.jobTitle.trim()) return { field: `${at}.jobTitle`, message: `${at}.jobTitle is required`, rule: 'required' };
    if (entry.fromYear < thisYear - WORK_HISTORY_YEARS) return { field: `${at}.fromYear`, message: `${at}.fromYear must be within the last ${WORK_HISTORY_YEARS} years`, rule: 'minimum' };
    const from = monthIndex(entry.fromYear, entry.fromMonth);
    if (from > thisMonth) return { field: `${at}.fromYear`, message: `${at} cannot start in the future`, rule: 'future' };
    if (entry.isCurrentRole) continue;
    if (entry.toMonth === undefined || entry.toYear === undefined) return { field: `${at}.toYear`, message: `${at} needs an end month and year unless it is the current role`, rule: 'required' };
    const to = monthIndex(entry.toYear, entry.toMonth);
    if (to <= from) return { field: `${at}.toYear`, message: `${at} must end after it starts`, rule: 'endAfterStart' };
    if (to > thisMonth) return { field: `${at}.toYear`, message: `${at} cannot end in the future`, rule: 'future' };
  }

  for (const question of job.questions) {
    const answer = payload.questions.find((q) => q.id === question.id)?.answer;
    const answered = Array.isArray(answer) ? answer.length > 0 : typeof answer === 'string' && answer.trim() !== '';
    if (question.is_mandatory && !answered) return { field: `questions.${question.id}`, message: `"${question.text}" needs an answer`, rule: 'required' };
    const options = question.answer.options;
    if (answered && options && question.type !== 'TEXT') {
      const given = Array.isArray(answer) ? answer : [answer as string];
      if (question.type !== 'MULTIPLE_CHOICE' && given.length > 1) return { field: `questions.${question.id}`, message: `"${question.text}" takes one answer`, rule: 'enum' };
      const unknown = given.find((g) => !options.includes(g));
      if (unknown !== undefined) return { field: `questions.${question.id}`, message: `"${unknown}" is not an option of "${question.text}"`, rule: 'enum' };
    }
  }
  const unknownQuestion = payload.questions.find((q) => !job.questions.some((jq) => jq.id === q.id));
  if (unknownQuestion) return { field: 'questions', message: `question "${unknownQuestion.id}" is not part of this job`, rule: 'enum' };
  return null;
}
