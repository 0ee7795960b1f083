import { ValidationError } from 'yup';
import { question } from '../../../test-support/jobs';
import { APPLICATION_MESSAGES as M } from './application-messages';
import {
  createApplicationSchema,
  emptyEntry,
  isValidTelephone,
  yearChoices,
  type ApplicationJob,
  type ApplicationValues,
  type ExperienceValues,
} from './application.schema';

const TODAY = new Date(2026, 4, 15); // 15 May 2026, local time
const OPEN_JOB: ApplicationJob = { cvRequired: false, workExperienceRequired: false, questions: [] };
const STRICT_JOB: ApplicationJob = {
  cvRequired: true,
  workExperienceRequired: true,
  questions: [question('yes-no', 'YES_NO', true), question('single', 'SINGLE_CHOICE', true), question('multi', 'MULTIPLE_CHOICE', true), question('text', 'TEXT', true), question('optional', 'TEXT', false)],
};

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name);
const entry = (overrides: Partial<ExperienceValues> = {}): ExperienceValues => ({
  employer: 'Le Petit Café',
  jobTitle: 'Commis chef',
  fromMonth: '3',
  fromYear: '2021',
  toMonth: '8',
  toYear: '2024',
  isCurrentRole: false,
  ...overrides,
});

function valid(job: ApplicationJob): ApplicationValues {
  return {
    firstName: 'Zoë',
    secondName: "D'Arcy",
    email: 'zoe@example.com',
    telephone: '+44 7700 900123',
    resume: job.cvRequired ? file('cv.pdf') : null,
    experience: [job.workExperienceRequired ? entry() : emptyEntry()],
    answers: { 'yes-no': 'Yes', single: 'One', multi: ['Two'], text: 'Because.', optional: '' },
  };
}

/** Every failing field with its message; {} when the values pass. */
async function errorsOf(values: ApplicationValues, job: ApplicationJob = STRICT_JOB): Promise<Record<string, string>> {
  try {
    await createApplicationSchema(job, TODAY).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first failure of each field, as the form shows it.
    return Object.fromEntries(error.inner.reverse().map((e) => [e.path ?? '', e.message]));
  }
}

const withValues = (overrides: Partial<ApplicationValues>, job = STRICT_JOB) => ({ ...valid(job), ...overrides });

describe('createApplicationSchema', () => {
  it.each([OPEN_JOB, STRICT_JOB])('passes a complete application (%#)', async (job) => {
    expect(await errorsOf(valid(job), job)).toEqual({});
  });

  describe('names: required; letters, spaces, hyphens, apostrophes and accented letters only', () => {
    it.each([
      ['Zoë', undefined],
      ['José María', undefined],
      ["O'Connor", undefined],
      ['D’Arcy', undefined],
      ['Łukasz', undefined],
      ['Ngozi', undefined],
      ['  Anna  ', undefined],
      ['', M.FIRST_NAME_REQUIRED],
      ['   ', M.FIRST_NAME_REQUIRED],
      ['Zo3', M.FIRST_NAME_INVALID],
      ['Jean-Luc', undefined],
      ["O'Brien-Smith", undefined],
      ['-Anna', M.FIRST_NAME_INVALID],
      ['Anna_Maria', M.FIRST_NAME_INVALID],
      ["'Anna", M.FIRST_NAME_INVALID],
      ['Anna!', M.FIRST_NAME_INVALID],
      ['<b>', M.FIRST_NAME_INVALID],
      ['A'.repeat(81), M.NAME_TOO_LONG],
    ])('first name %p → %p', async (firstName, message) => {
      expect((await errorsOf(withValues({ firstName }))).firstName).toBe(message);
    });

    it.each([
      ['Müller-Lüdenscheidt', undefined],
      ["O'Brien-Smith", undefined],
      ['Smith2', M.SECOND_NAME_INVALID],
      ['', M.SECOND_NAME_REQUIRED],
      ['Núñez', undefined],
    ])('second name %p → %p', async (secondName, message) => {
      expect((await errorsOf(withValues({ secondName }))).secondName).toBe(message);
    });
  });

  describe('e-mail: required, standard pattern', () => {
    it.each([
      ['zoe@example.com', undefined],
      ['zoe.d+jobs@mail.example.co.uk', undefined],
      ['', M.EMAIL_REQUIRED],
      ['zoe', M.EMAIL_INVALID],
      ['zoe@example', M.EMAIL_INVALID],
      ['zoe@example.c', M.EMAIL_INVALID],
      ['zoe @example.com', M.EMAIL_INVALID],
      ['zoe@@example.com', M.EMAIL_INVALID],
      ['zoe@example..com', M.EMAIL_INVALID],
    ])('%p → %p', async (email, message) => {
      expect((await errorsOf(withValues({ email }))).email).toBe(message);
    });
  });

  describe('telephone: required, optional plus, 7 to 17 digits, dots and spaces allowed', () => {
    it.each([
      ['123456', M.TELEPHONE_INVALID], // 6 digits
      ['1234567', undefined], // 7
      ['12345678901234567', undefined], // 17
      ['123456789012345678', M.TELEPHONE_INVALID], // 18
      ['+1234567', undefined],
      ['+123456', M.TELEPHONE_INVALID],
      ['+44 7700 900123', undefined],
      ['01225.123.456', undefined],
      ['07700 900 123', undefined],
      ['+44 (0)7700 900123', M.TELEPHONE_INVALID],
      ['44+7700900123', M.TELEPHONE_INVALID],
      ['++447700900123', M.TELEPHONE_INVALID],
      ['07700-900123', M.TELEPHONE_INVALID],
      ['0770O 900123', M.TELEPHONE_INVALID],
      ['', M.TELEPHONE_REQUIRED],
    ])('%p → %p', async (telephone, message) => {
      expect((await errorsOf(withValues({ telephone }))).telephone).toBe(message);
    });

    it.each([
      ['1 2 3 4 5 6 7', true],
      ['.1234567', false],
      ['1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6', false], // 16 digits but 31 characters: more than the API takes
    ])('isValidTelephone(%p) is %p', (telephone, expected) => {
      expect(isValidTelephone(telephone)).toBe(expected);
    });
  });

  describe('resume: required only when cvRequired; a file ending .pdf or .docx, at most 5 MB', () => {
    it.each<[string, ApplicationJob, File | null, string | undefined]>([
      ['a PDF for a CV job', STRICT_JOB, file('cv.pdf'), undefined],
      ['a DOCX for a CV job', STRICT_JOB, file('My CV.DOCX'), undefined],
      ['none for a CV job', STRICT_JOB, null, M.RESUME_REQUIRED],
      ['none for a job without CV', OPEN_JOB, null, undefined],
      ['a .doc', STRICT_JOB, file('cv.doc'), M.RESUME_TYPE],
      ['a .txt for a job without CV', OPEN_JOB, file('cv.txt'), M.RESUME_TYPE],
      ['a file named pdf without a dot', STRICT_JOB, file('cvpdf'), M.RESUME_TYPE],
      ['exactly 5 MB', STRICT_JOB, file('cv.pdf', 5 * 1024 * 1024), undefined],
      ['over 5 MB', STRICT_JOB, file('cv.pdf', 5 * 1024 * 1024 + 1), M.RESUME_TOO_LARGE],
    ])('%s → %p', async (_case, job, resume, message) => {
      expect((await errorsOf(withValues({ resume }, job), job)).resume).toBe(message);
    });
  });

  describe('work experience', () => {
    it.each<[string, ApplicationJob, Partial<ExperienceValues> | 'blank', Record<string, string>]>([
      ['required: a blank entry names every missing part', STRICT_JOB, 'blank', {
        'experience[0].employer': M.EMPLOYER_REQUIRED,
        'experience[0].jobTitle': M.JOB_TITLE_REQUIRED,
        'experience[0].fromMonth': M.FROM_MONTH_REQUIRED,
        'experience[0].fromYear': M.FROM_YEAR_REQUIRED,
        'experience[0].toMonth': M.TO_MONTH_REQUIRED,
        'experience[0].toYear': M.TO_YEAR_REQUIRED,
      }],
      ['optional: a blank entry is skipped', OPEN_JOB, 'blank', {}],
      ['optional: a started entry must be complete', OPEN_JOB, { employer: 'Café Rouge', jobTitle: '', fromMonth: '', fromYear: '', toMonth: '', toYear: '' }, {
        'experience[0].jobTitle': M.JOB_TITLE_REQUIRED,
        'experience[0].fromMonth': M.FROM_MONTH_REQUIRED,
        'experience[0].fromYear': M.FROM_YEAR_REQUIRED,
        'experience[0].toMonth': M.TO_MONTH_REQUIRED,
        'experience[0].toYear': M.TO_YEAR_REQUIRED,
      }],
      ['the current role needs no end', STRICT_JOB, { toMonth: '', toYear: '', isCurrentRole: true }, {}],
      ['the current role ignores a leftover end', STRICT_JOB, { toMonth: '1', toYear: '2000', isCurrentRole: true }, {}],
      ['an end a month after the start', STRICT_JOB, { fromMonth: '12', fromYear: '2023', toMonth: '1', toYear: '2024' }, {}],
      ['an end in the start month', STRICT_JOB, { fromMonth: '3', fromYear: '2021', toMonth: '3', toYear: '2021' }, { 'experience[0].toYear': M.END_BEFORE_START }],
      ['an end before the start', STRICT_JOB, { toYear: '2020' }, { 'experience[0].toYear': M.END_BEFORE_START }],
      ['an end earlier in the same year', STRICT_JOB, { fromMonth: '6', fromYear: '2022', toMonth: '2', toYear: '2022' }, { 'experience[0].toYear': M.END_BEFORE_START }],
      ['a start this month', STRICT_JOB, { fromMonth: '5', fromYear: '2026', isCurrentRole: true, toMonth: '', toYear: '' }, {}],
      ['a start next month', STRICT_JOB, { fromMonth: '6', fromYear: '2026', isCurrentRole: true, toMonth: '', toYear: '' }, { 'experience[0].fromYear': M.START_IN_FUTURE }],
      ['an end next month', STRICT_JOB, { toMonth: '6', toYear: '2026' }, { 'experience[0].toYear': M.END_IN_FUTURE }],
      ['a start 40 years ago (the oldest choice)', STRICT_JOB, { fromMonth: '1', fromYear: '1986' }, {}],
      ['a start 41 years ago', STRICT_JOB, { fromMonth: '1', fromYear: '1985' }, { 'experience[0].fromYear': M.YEAR_OUT_OF_RANGE }],
      ['an end year after this year', STRICT_JOB, { toYear: '2027' }, { 'experience[0].toYear': M.YEAR_OUT_OF_RANGE }],
    ])('%s', async (_case, job, change, expected) => {
      const values = withValues({ experience: [change === 'blank' ? emptyEntry() : entry(change)] }, job);
      const errors = await errorsOf(values, job);
      const experienceErrors = Object.fromEntries(Object.entries(errors).filter(([path]) => path.startsWith('experience')));
      expect(experienceErrors).toEqual(expected);
    });

    it('checks every entry, naming the one that fails', async () => {
      const errors = await errorsOf(withValues({ experience: [entry(), entry({ employer: '' })] }));
      expect(errors).toEqual({ 'experience[1].employer': M.EMPLOYER_REQUIRED });
    });

    it('spans the last 40 years to now, newest first', () => {
      const years = yearChoices(TODAY);
      expect(years).toHaveLength(41);
      expect([years[0], years.at(-1)]).toEqual([2026, 1986]);
    });
  });

  describe('mandatory questions of each type need text or at least one option', () => {
    it.each<[string, string, string | string[] | null | boolean, string | undefined]>([
      ['YES_NO unanswered', 'yes-no', '', M.CHOOSE_ONE],
      ['YES_NO with no radio chosen (null)', 'yes-no', null, M.CHOOSE_ONE],
      ['MULTIPLE_CHOICE with no box ticked (false)', 'multi', false, M.CHOOSE_AT_LEAST_ONE],
      ['MULTIPLE_CHOICE with no box ticked (null)', 'multi', null, M.CHOOSE_AT_LEAST_ONE],
      ['YES_NO answered No', 'yes-no', 'No', undefined],
      ['SINGLE_CHOICE unanswered', 'single', '', M.CHOOSE_ONE],
      ['SINGLE_CHOICE answered', 'single', 'Three', undefined],
      ['MULTIPLE_CHOICE none ticked', 'multi', [], M.CHOOSE_AT_LEAST_ONE],
      ['MULTIPLE_CHOICE two ticked', 'multi', ['One', 'Three'], undefined],
      ['TEXT empty', 'text', '', M.ANSWER_REQUIRED],
      ['TEXT only spaces', 'text', '   ', M.ANSWER_REQUIRED],
      ['TEXT too long', 'text', 'a'.repeat(2001), M.ANSWER_TOO_LONG],
      ['an optional TEXT left empty', 'optional', '', undefined],
    ])('%s → %p', async (_case, id, answer, message) => {
      const values = valid(STRICT_JOB);
      const errors = await errorsOf({ ...values, answers: { ...values.answers, [id]: answer as string } });
      expect(errors[`answers.${id}`]).toBe(message);
    });
  });
});
