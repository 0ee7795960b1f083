import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Job } from '@riviere/api-client';
import { ROOT } from '../support/stack';
import { expect, expectAccessible, stack, test } from '../support/fixtures';

const jobs = JSON.parse(fs.readFileSync(path.join(ROOT, 'services/brand-api/seed/jobs.json'), 'utf8')) as Job[];
/** Kitchen Porter at King Street: no CV, no work history, two questions to answer. */
const JOB = jobs.find((job) => job.jobId === 'MR-1004')!;

interface Mail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function mailTo(address: string): Promise<Mail | undefined> {
  const all = (await (await fetch(`${stack().inboxUrl}/email`)).json()) as Mail[];
  return all.find((mail) => mail.to.some((to) => to.address === address));
}

async function apply(page: Page, email: string) {
  await page.goto(`/careers/job/${JOB.jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: JOB.name })).toBeVisible();
  await expect(page.locator('#remote-state-mf-careers')).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply for this job' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${JOB.name}` });
  await dialog.getByLabel('First name').fill('Zoë');
  await dialog.getByLabel('Second name').fill("D'Arcy");
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Phone number').fill('07700 900123');
  for (const question of JOB.questions.filter((q) => q.is_mandatory)) {
    const group = dialog.getByRole('group', { name: question.text });
    await group.getByRole(question.type === 'MULTIPLE_CHOICE' ? 'checkbox' : 'radio', { name: question.answer.options![0]!, exact: true }).check();
  }
  await dialog.getByRole('button', { name: 'Send application' }).click();
}

for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width} px an applicant gets a thank-you as tall as its words, and the acknowledgement e-mail it promises`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = `zoe.ack.${viewport.width}.${Date.now()}@example.com`;
    await apply(page, email);

    const thanks = page.getByRole('dialog', { name: 'Thank you for applying' });
    await expect(thanks.getByRole('heading', { name: 'Thank you for applying' })).toBeFocused();
    await expect(thanks).toContainText(`Your application for ${JOB.name} at ${JOB.restaurantTitle} has reached the restaurant's hiring team.`);
    await expect(thanks).toContainText(`We have e-mailed you a copy at ${email}.`);
    // Sized to what it says: as tall as its heading and words (no empty space below them), and
    // nothing in it cut off; on a laptop, well under half the window.
    const fit = await thanks.evaluate((panel) => ({
      panel: panel.getBoundingClientRect().height,
      content: [...panel.children].reduce((sum, child) => sum + child.getBoundingClientRect().height, 0),
      cut: panel.scrollHeight > panel.clientHeight,
    }));
    expect(fit.cut).toBe(false);
    expect(fit.panel - fit.content).toBeLessThan(2);
    expect(fit.panel).toBeLessThan(viewport.width >= 1280 ? 400 : viewport.height);
    await expectAccessible(page);

    await expect.poll(() => mailTo(email), { timeout: 20_000 }).toBeTruthy();
    const mail = (await mailTo(email))!;
    expect(mail.subject).toBe(`We've received your application for ${JOB.name} at ${JOB.restaurantTitle}`);
    expect(mail.text).toContain('Dear Zoë,');
    expect(mail.text).toMatch(/What happens next: /);
    expect(mail.text).toContain(`/careers/job/${JOB.jobId}`);

    await thanks.getByRole('link', { name: 'See all our jobs' }).click();
    await expect(page).toHaveURL(/\/careers\/job-search$/);
    await expect(thanks).toBeHidden();
  });
}
