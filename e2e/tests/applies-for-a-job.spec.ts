import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { Job } from '@riviere/api-client';
import { ROOT } from '../support/stack';
import { expect, expectAccessible, stack, test } from '../support/fixtures';

const jobs = JSON.parse(fs.readFileSync(path.join(ROOT, 'services/brand-api/seed/jobs.json'), 'utf8')) as Job[];
const seedJob = (jobId: string) => jobs.find((job) => job.jobId === jobId)!;
const FIXTURES = path.join(ROOT, 'e2e/fixtures/careers');
const DUPLICATE = 'You have already submitted an application for this job.';

/** Stored CVs of the brand API this run started. */
const storedResumes = (extension: string) => {
  const dir = path.join(stack().dataDir, 'brand-api/uploads/resumes');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(extension)) : [];
};

async function openApplication(page: Page, jobId: string): Promise<Locator> {
  await page.goto(`/careers/job/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: seedJob(jobId).name })).toBeVisible();
  // The heading is in the server's HTML: the button answers once the page's scripts run (mf-careers
  // has taken its state block; a click from then on, while it hydrates, is held and replayed).
  await expect(page.locator('#remote-state-mf-careers')).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply for this job' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${seedJob(jobId).name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillApplication(dialog: Locator, job: Job, email: string) {
  await dialog.getByLabel('First name').fill('Zoë');
  await dialog.getByLabel('Second name').fill("D'Arcy");
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Phone number').fill('+44 7700 900.123');
  if (job.workExperienceRequired) {
    const role = dialog.getByRole('group', { name: 'Role 1' });
    await role.getByLabel('Employer').fill('Le Petit Café');
    await role.getByLabel('Job title').fill('Chef de partie');
    await role.getByRole('group', { name: 'From' }).getByLabel('Month').selectOption({ label: 'March' });
    await role.getByRole('group', { name: 'From' }).getByLabel('Year').selectOption('2021');
    await role.getByRole('group', { name: 'To' }).getByLabel('Month').selectOption({ label: 'August' });
    await role.getByRole('group', { name: 'To' }).getByLabel('Year').selectOption('2024');
  }
  for (const question of job.questions.filter((q) => q.is_mandatory)) {
    if (question.type === 'TEXT') await dialog.getByLabel(question.text).fill('Classic French cooking, done with care.');
    else {
      const group = dialog.getByRole('group', { name: question.text });
      await group.getByRole(question.type === 'MULTIPLE_CHOICE' ? 'checkbox' : 'radio', { name: question.answer.options![0]!, exact: true }).check();
    }
  }
}

test('a visitor applies for a CV job with a real PDF, sees thanks, and a second application is refused as a duplicate', async ({ page }) => {
  const job = seedJob('MR-1001');
  const email = `zoe.pdf.${Date.now()}@example.com`;
  const before = storedResumes('.pdf').length;
  const dialog = await openApplication(page, job.jobId);
  await expectAccessible(page);
  await fillApplication(dialog, job, email);
  await dialog.getByLabel('CV file').setInputFiles(path.join(FIXTURES, 'cv.pdf'));
  await dialog.getByRole('button', { name: 'Send application' }).click();

  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Thank you for applying' })).toBeFocused();
  await expect(page.getByRole('dialog').getByText('Thank you for your application. We will be in touch soon.')).toBeVisible();
  expect(storedResumes('.pdf').length).toBe(before + 1);
  await expectAccessible(page);

  // The same person again: the brand API has the first application.
  const again = await openApplication(page, job.jobId);
  await fillApplication(again, job, email);
  await again.getByLabel('CV file').setInputFiles(path.join(FIXTURES, 'cv.pdf'));
  await again.getByRole('button', { name: 'Send application' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(DUPLICATE);
  await expectAccessible(page);
  await alert.getByRole('button', { name: 'Back to your application' }).click();
  await expect(again.getByLabel('E-mail address')).toHaveValue(email);
});

test('a visitor applies with a Word document and sees thanks', async ({ page }) => {
  const job = seedJob('MR-1007');
  const before = storedResumes('.docx').length;
  const dialog = await openApplication(page, job.jobId);
  await fillApplication(dialog, job, `zoe.docx.${Date.now()}@example.com`);
  await dialog.getByLabel('CV file').setInputFiles(path.join(FIXTURES, 'cv.docx'));
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Thank you for applying' })).toBeVisible();
  expect(storedResumes('.docx').length).toBe(before + 1);
});

test('a renamed .exe called cv.pdf is refused with a clear message, and nothing typed is lost', async ({ page }) => {
  const job = seedJob('MR-1010');
  const email = `zoe.exe.${Date.now()}@example.com`;
  const dialog = await openApplication(page, job.jobId);
  await fillApplication(dialog, job, email);
  await dialog.getByLabel('CV file').setInputFiles(path.join(FIXTURES, 'renamed-exe/cv.pdf'));
  await dialog.getByRole('button', { name: 'Send application' }).click();

  const alert = page.getByRole('alertdialog', { name: 'We could not send your application' });
  // The guest reads about their CV, in the catalogue's words: never the API's "resume must be…".
  await expect(alert).toContainText('Your CV must be a PDF or Word (.docx) file.');
  await expect(alert).not.toContainText(/resume/i);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await expect(dialog.getByLabel('CV file')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Your CV must be a PDF or Word (.docx) file.')).toBeVisible();
  await expect(dialog.getByLabel('E-mail address')).toHaveValue(email);
  await expect(dialog.getByRole('group', { name: 'Role 1' }).getByLabel('Employer')).toHaveValue('Le Petit Café');

  // The real CV goes through.
  await dialog.getByLabel('CV file').setInputFiles(path.join(FIXTURES, 'cv.pdf'));
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Thank you for applying' })).toBeVisible();
});

test('each rule of the application form is shown when its field is left', async ({ page }) => {
  const dialog = await openApplication(page, 'MR-1001');
  const leave = async (field: Locator, value?: string) => {
    await field.focus();
    if (value !== undefined) await field.fill(value);
    await field.press('Tab');
  };
  const shows = (message: string) => expect(dialog.getByText(message).first()).toBeVisible();

  await leave(dialog.getByLabel('First name'), 'Zo3');
  await shows('Your first name can contain only letters, spaces, hyphens and apostrophes.');
  // Real names have hyphens too (issue 17): O'Brien-Smith is accepted.
  await leave(dialog.getByLabel('First name'), "O'Brien-Smith");
  await expect(dialog.getByText('Your first name can contain only letters, spaces, hyphens and apostrophes.')).toBeHidden();
  await leave(dialog.getByLabel('First name'), 'Zoë');
  await expect(dialog.getByText('Your first name can contain only letters, spaces, hyphens and apostrophes.')).toBeHidden();
  await leave(dialog.getByLabel('Second name'));
  await shows('Please enter your second name.');
  await leave(dialog.getByLabel('E-mail address'), 'zoe@example');
  await shows('Please enter a valid e-mail address, like name@example.com.');
  for (const phone of ['123456', '123456789012345678']) {
    await leave(dialog.getByLabel('Phone number'), phone);
    await shows('Please enter a phone number of 7 to 17 digits; it may start with + and contain spaces or dots.');
  }
  await leave(dialog.getByLabel('Phone number'), '+44 7700 900123');
  await expect(dialog.getByText(/Please enter a phone number/)).toBeHidden();

  await dialog.getByLabel('CV file').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('not a CV') });
  await shows('Your CV must be a PDF or Word (.docx) file.');

  const role = dialog.getByRole('group', { name: 'Role 1' });
  await leave(role.getByLabel('Employer'));
  await shows('Please enter the employer.');
  await leave(role.getByLabel('Job title'));
  await shows('Please enter your job title.');
  await leave(role.getByRole('group', { name: 'From' }).getByLabel('Month'));
  await shows('Please choose the month you started.');
  await role.getByRole('group', { name: 'From' }).getByLabel('Month').selectOption({ label: 'June' });
  await role.getByRole('group', { name: 'From' }).getByLabel('Year').selectOption('2022');
  await role.getByRole('group', { name: 'To' }).getByLabel('Month').selectOption({ label: 'February' });
  await leave(role.getByRole('group', { name: 'To' }).getByLabel('Year'));
  await shows('Please choose the year you left, or tick "This is my current role".');
  await role.getByRole('group', { name: 'To' }).getByLabel('Year').selectOption('2022');
  await role.getByRole('group', { name: 'To' }).getByLabel('Year').press('Tab');
  await shows('The end date must be after the start date.');
  await role.getByLabel('This is my current role').check();
  await expect(dialog.getByText('The end date must be after the start date.')).toBeHidden();

  // Years: the last 40 years to now.
  const years = await role.getByRole('group', { name: 'From' }).getByLabel('Year').locator('option:not([value=""])').allTextContents();
  const thisYear = new Date().getFullYear();
  expect([years.length, years[0], years.at(-1)]).toEqual([41, String(thisYear), String(thisYear - 40)]);

  // Entries can be added and removed, but one always stays.
  await dialog.getByRole('button', { name: 'Add another role' }).click();
  await expect(dialog.getByRole('group', { name: 'Role 2' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove role 2' }).click();
  await expect(dialog.getByRole('button', { name: /Remove role/ })).toHaveCount(0);

  // A mandatory yes/no question left without an answer.
  const rightToWork = dialog.getByRole('group', { name: seedJob('MR-1001').questions[0]!.text });
  await leave(rightToWork.getByRole('radio').first());
  await shows('Please choose an answer.');
  await expectAccessible(page);
});

test('mandatory questions of every type: text and at least one option', async ({ page }) => {
  const job = seedJob('MR-1003'); // yes/no, single choice, multiple choice and text, all mandatory
  const dialog = await openApplication(page, job.jobId);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Please choose an answer.')).toHaveCount(2);
  await expect(dialog.getByText('Please choose at least one option.')).toHaveCount(1);
  await expect(dialog.getByText('Please answer this question.')).toHaveCount(1);
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await expectAccessible(page);
});

test('a visitor applies with the keyboard only on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const job = seedJob('MR-1003');
  await page.goto(`/careers/job/${job.jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const apply = page.getByRole('button', { name: 'Apply for this job' });
  await tabTo(page, apply);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Apply: ${job.name}` });
  await expect(dialog.getByRole('heading', { name: `Apply: ${job.name}` })).toBeFocused();
  await expectAccessible(page);

  const type = async (label: string, text: string) => {
    await tabTo(page, dialog.getByLabel(label));
    await page.keyboard.type(text);
  };
  await type('First name', 'José');
  await type('Second name', "O'Brien");
  await type('E-mail address', `jose.keys.${Date.now()}@example.com`);
  await type('Phone number', '07700 900123');
  for (const question of job.questions) {
    const group = dialog.getByRole('group', { name: question.text });
    if (question.type === 'TEXT') {
      await type(question.text, 'Weekends and evenings.');
    } else if (question.type === 'MULTIPLE_CHOICE') {
      await tabTo(page, group.getByRole('checkbox').first());
      await page.keyboard.press('Space');
    } else {
      await tabTo(page, group.getByRole('radio').first());
      await page.keyboard.press('Space');
    }
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Send application' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Thank you for applying' })).toBeFocused();
  await expectAccessible(page);

  // Tab stays in the dialog; Esc closes it and focus returns to Apply.
  const thanks = page.getByRole('dialog', { name: 'Thank you for applying' });
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  expect(await thanks.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(thanks).toBeHidden();
  await expect(apply).toBeFocused();
});

/** Presses Tab until `target` has the focus (at most 60 times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

test('a duplicate is refused even when the e-mail differs only in case', async ({ page }) => {
  const job = seedJob('MR-1004');
  const email = `case.${Date.now()}@example.com`;
  for (const [attempt, address] of [email, email.toUpperCase()].entries()) {
    const dialog = await openApplication(page, job.jobId);
    await fillApplication(dialog, job, address);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    if (attempt === 0) await expect(page.getByRole('dialog').getByRole('heading', { name: 'Thank you for applying' })).toBeVisible();
    else await expect(page.getByRole('alertdialog')).toContainText(DUPLICATE);
  }
});
