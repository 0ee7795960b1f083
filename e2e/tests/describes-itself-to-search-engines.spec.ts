import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { expect, test } from '../support/fixtures';

/**
 * The structured data a page carries in its first HTML (plain HTTP, as a crawler or a link preview
 * reads it), checked against Google's rich-result rules (JobPosting's required fields and more)
 * by the same extractor and validator a search-engine audit uses. Returns the things found by
 * type, and the errors.
 */
async function check(html: string): Promise<{ types: Record<string, number>; errors: string[] }> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: false }).parse(html);
  const issues = await new Validator().validate(extracted);
  return {
    types: Object.fromEntries(Object.entries(extracted.jsonld).map(([type, things]) => [type, things.length])),
    errors: issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage),
  };
}

for (const [what, path, type] of [
  ['the home page', '/', 'Organization'],
  ['a restaurant page', '/restaurants/london/greenwich', 'Restaurant'],
  ['a menu page', '/our-menu/a-la-carte', 'Menu'],
  ['a job page', '/careers/job/MR-1001', 'JobPosting'],
] as const) {
  test(`${what} describes itself once, in structured data Google's rich-result rules accept`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const { types, errors } = await check(await response.text());
    // One block per thing: a restaurant page once carried two disagreeing Restaurant blocks.
    expect(types[type]).toBe(1);
    expect(errors).toEqual([]);
  });
}

test('the check itself refuses a job posting without the fields Google requires', async () => {
  const broken = `<html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Chef de partie',
  })}</script></head><body></body></html>`;
  const { types, errors } = await check(broken);
  expect(types.JobPosting).toBe(1);
  expect(errors.join('\n')).toMatch(/datePosted|description|hiringOrganization/);
});
