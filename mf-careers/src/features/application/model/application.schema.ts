import { array, mixed, object, string, type ObjectSchema } from 'yup';
import type { Job, JobQuestion } from '@riviere/api-client';
import { APPLICATION_MESSAGES as M } from './application-messages';

/** Spec §5 job application rules. Form values are what the inputs hold: strings, a File, arrays. */
export interface ExperienceValues {
  employer: string;
  jobTitle: string;
  /** '1'–'12', '' when not chosen. */
  fromMonth: string;
  /** A four-digit year, '' when not chosen. */
  fromYear: string;
  toMonth: string;
  toYear: string;
  isCurrentRole: boolean;
}

export interface ApplicationValues {
  firstName: string;
  secondName: string;
  email: string;
  telephone: string;
  resume: File | null;
  experience: ExperienceValues[];
  /** By question id: a string (yes/no, single choice, text) or the options ticked (multiple choice). */
  answers: Record<string, string | string[]>;
}

export type ApplicationJob = Pick<Job, 'cvRequired' | 'workExperienceRequired' | 'questions'>;

/** Letters (any script, accented), then letters, combining marks, spaces, hyphens and apostrophes ("O'Brien-Smith"). */
export const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '’\-‐]*$/u;
/** A standard address: dot-atoms before the @, a dotted domain with a top-level part of 2+ letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** Spec §9: year choices span the last 40 years to now. */
export const WORK_HISTORY_YEARS = 40;
export const RESUME_EXTENSIONS = ['.pdf', '.docx'] as const;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_NAME_LENGTH = 80;
const MAX_TELEPHONE_LENGTH = 30;
const MAX_ANSWER_LENGTH = 2000;

/** Optional plus, then 7 to 17 digits with dots or spaces between them. */
export function isValidTelephone(value: string): boolean {
  const text = value.trim();
  if (text.length > MAX_TELEPHONE_LENGTH || !/^\+?[0-9][0-9 .]*$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 17;
}

/** The year choices: this year back to 40 years ago, newest first. */
export function yearChoices(today: Date): number[] {
  const thisYear = today.getFullYear();
  return Array.from({ length: WORK_HISTORY_YEARS + 1 }, (_, i) => thisYear - i);
}

export const hasResumeExtension = (name: string): boolean => RESUME_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** A work entry the visitor has not started: skipped when work experience is optional. */
export function isBlankEntry(entry: ExperienceValues): boolean {
  return [entry.employer, entry.jobTitle, entry.fromMonth, entry.fromYear, entry.toMonth, entry.toYear].every((v) => !v.trim()) && !entry.isCurrentRole;
}

export const emptyEntry = (): ExperienceValues => ({ employer: '', jobTitle: '', fromMonth: '', fromYear: '', toMonth: '', toYear: '', isCurrentRole: false });

const monthIndex = (year: string, month: string) => Number(year) * 12 + Number(month) - 1;

function personName(required: string, invalid: string) {
  return string()
    .default('')
    .test('required', required, (v) => !!v?.trim())
    .test('letters', invalid, (v) => !v?.trim() || NAME_PATTERN.test(v.trim()))
    .test('length', M.NAME_TOO_LONG, (v) => (v?.trim().length ?? 0) <= MAX_NAME_LENGTH);
}

function experienceEntry(job: ApplicationJob, today: Date) {
  const years = yearChoices(today).map(String);
  const now = today.getFullYear() * 12 + today.getMonth();
  type Ctx = { parent: ExperienceValues };
  const needed = (entry: ExperienceValues) => job.workExperienceRequired || !isBlankEntry(entry);
  const neededEnd = (entry: ExperienceValues) => needed(entry) && !entry.isCurrentRole;
  const present = (v: string | undefined) => !!v?.trim();
  const req = (message: string, when: (entry: ExperienceValues) => boolean) =>
    string().default('').test('required', message, function (this: Ctx, v) {
      return !when(this.parent) || present(v);
    });
  const inRange = (v: string | undefined) => !present(v) || years.includes(v!.trim());

  return object({
    employer: req(M.EMPLOYER_REQUIRED, needed),
    jobTitle: req(M.JOB_TITLE_REQUIRED, needed),
    fromMonth: req(M.FROM_MONTH_REQUIRED, needed),
    fromYear: req(M.FROM_YEAR_REQUIRED, needed)
      .test('range', M.YEAR_OUT_OF_RANGE, inRange)
      .test('past', M.START_IN_FUTURE, function (this: Ctx, v) {
        return !present(v) || !present(this.parent.fromMonth) || monthIndex(v!, this.parent.fromMonth) <= now;
      }),
    toMonth: req(M.TO_MONTH_REQUIRED, neededEnd),
    toYear: req(M.TO_YEAR_REQUIRED, neededEnd)
      .test('range', M.YEAR_OUT_OF_RANGE, function (this: Ctx, v) {
        return this.parent.isCurrentRole || inRange(v);
      })
      .test('after-start', M.END_BEFORE_START, function (this: Ctx, v) {
        const { fromMonth, fromYear, toMonth, isCurrentRole } = this.parent;
        if (isCurrentRole || ![v, toMonth, fromMonth, fromYear].every(present)) return true;
        return monthIndex(v!, toMonth) > monthIndex(fromYear, fromMonth);
      })
      .test('past', M.END_IN_FUTURE, function (this: Ctx, v) {
        const { toMonth, isCurrentRole } = this.parent;
        return isCurrentRole || !present(v) || !present(toMonth) || monthIndex(v!, toMonth) <= now;
      }),
    isCurrentRole: mixed<boolean>().default(false),
  });
}

function answerSchema(question: JobQuestion) {
  if (question.type === 'MULTIPLE_CHOICE') {
    // A checkbox group reads as false or null when nothing is ticked, depending on the browser path.
    return mixed<string[]>().nullable().test('required', M.CHOOSE_AT_LEAST_ONE, (v) => !question.is_mandatory || (Array.isArray(v) && v.length > 0));
  }
  const missing = question.type === 'TEXT' ? M.ANSWER_REQUIRED : M.CHOOSE_ONE;
  // A radio group with nothing chosen reads as null.
  return mixed<string>()
    .nullable()
    .test('required', missing, (v) => !question.is_mandatory || (typeof v === 'string' && v.trim() !== ''))
    .test('length', M.ANSWER_TOO_LONG, (v) => typeof v !== 'string' || v.length <= MAX_ANSWER_LENGTH);
}

/**
 * The form's schema for one job at `today` (the visitor's local date; years and "not in the
 * future" are judged by it). Cross-field rules live here, not in components.
 */
export function createApplicationSchema(job: ApplicationJob, today: Date): ObjectSchema<ApplicationValues> {
  return object({
    firstName: personName(M.FIRST_NAME_REQUIRED, M.FIRST_NAME_INVALID),
    secondName: personName(M.SECOND_NAME_REQUIRED, M.SECOND_NAME_INVALID),
    email: string()
      .default('')
      .test('required', M.EMAIL_REQUIRED, (v) => !!v?.trim())
      .test('pattern', M.EMAIL_INVALID, (v) => !v?.trim() || EMAIL_PATTERN.test(v.trim())),
    telephone: string()
      .default('')
      .test('required', M.TELEPHONE_REQUIRED, (v) => !!v?.trim())
      .test('pattern', M.TELEPHONE_INVALID, (v) => !v?.trim() || isValidTelephone(v)),
    resume: mixed<File>()
      .nullable()
      .default(null)
      .test('required', M.RESUME_REQUIRED, (v) => !job.cvRequired || !!v)
      .test('type', M.RESUME_TYPE, (v) => !v || hasResumeExtension(v.name))
      .test('size', M.RESUME_TOO_LARGE, (v) => !v || v.size <= RESUME_MAX_BYTES),
    experience: array(experienceEntry(job, today)).required().min(1),
    answers: object(Object.fromEntries(job.questions.map((q) => [q.id, answerSchema(q)]))),
  }) as unknown as ObjectSchema<ApplicationValues>; // yup cannot infer File | null and the answers record
}
