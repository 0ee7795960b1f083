import { JOB_MESSAGES } from '@riviere/api-client';

/** Every message the application form shows, in one place (STYLE §5). */
export const APPLICATION_MESSAGES = {
  OPENING_APPLICATION: 'Opening the application form…',
  LOAD_FAILED: 'Sorry, the application form could not be loaded. Please check your connection and try again.',
  FIRST_NAME_REQUIRED: 'Please enter your first name.',
  FIRST_NAME_INVALID: 'Your first name can contain only letters, spaces, hyphens and apostrophes.',
  SECOND_NAME_REQUIRED: 'Please enter your second name.',
  SECOND_NAME_INVALID: 'Your second name can contain only letters, spaces, hyphens and apostrophes.',
  NAME_TOO_LONG: 'Please keep each name to 80 characters or fewer.',
  EMAIL_REQUIRED: 'Please enter your e-mail address.',
  EMAIL_INVALID: 'Please enter a valid e-mail address, like name@example.com.',
  TELEPHONE_REQUIRED: 'Please enter your phone number.',
  TELEPHONE_INVALID: 'Please enter a phone number of 7 to 17 digits; it may start with + and contain spaces or dots.',
  RESUME_REQUIRED: 'Please attach your CV.',
  RESUME_TYPE: 'Your CV must be a PDF or Word (.docx) file.',
  RESUME_TOO_LARGE: 'Your CV must be 5 MB or smaller.',
  EMPLOYER_REQUIRED: 'Please enter the employer.',
  JOB_TITLE_REQUIRED: 'Please enter your job title.',
  FROM_MONTH_REQUIRED: 'Please choose the month you started.',
  FROM_YEAR_REQUIRED: 'Please choose the year you started.',
  TO_MONTH_REQUIRED: 'Please choose the month you left, or tick "This is my current role".',
  TO_YEAR_REQUIRED: 'Please choose the year you left, or tick "This is my current role".',
  END_BEFORE_START: 'The end date must be after the start date.',
  START_IN_FUTURE: 'The start date cannot be in the future.',
  END_IN_FUTURE: 'The end date cannot be in the future.',
  YEAR_OUT_OF_RANGE: 'Please choose a year from the list.',
  CHOOSE_ONE: 'Please choose an answer.',
  CHOOSE_AT_LEAST_ONE: 'Please choose at least one option.',
  ANSWER_REQUIRED: 'Please answer this question.',
  ANSWER_TOO_LONG: 'Please keep your answer to 2,000 characters or fewer.',
  INVALID_FIELDS: JOB_MESSAGES.INVALID_FIELDS,
  DUPLICATE: JOB_MESSAGES.DUPLICATE,
  SUBMIT_FAILED: 'Sorry, something went wrong sending your application. Please try again.',
  THANKS_TITLE: 'Thank you for applying',
  THANKS_DEFAULT: 'Thank you for your application. We will be in touch soon.',
} as const;

/** Shown when the browser cannot read the chosen CV file (moved or deleted since it was chosen). */
export const RESUME_UNREADABLE = 'Sorry, we could not read your CV file. Please choose it again.';
