/** @jest-environment node */
import { ApiError } from '@riviere/api-client';
import { CONTRACT_VERSION } from '@riviere/mf-contract';
import { apiForServer } from './shared/api';
import { contractVersion, render, version } from './server';
import { createFakeApi, type FakeApi } from './test-support/render-app';
import { textOf } from '@riviere/remote-kit/testing';
import { NOW, ORIGIN, serverProps } from './test-support/server-props';
import { KEPT_ANSWERS_MS } from '@riviere/remote-kit/server';

jest.mock('./shared/api', () => ({ ...jest.requireActual('./shared/api'), apiForServer: jest.fn() }));

/** A minute on: a page rendered again within a minute starts from the answers it carried, so the API is asked again only now. */
const LATER = { now: NOW + KEPT_ANSWERS_MS };

let api: FakeApi;
beforeEach(() => {
  api = createFakeApi();
  jest.mocked(apiForServer).mockReturnValue(api);
});

it('is a contract 2 server entry of this version, reaching the API with the server token', async () => {
  expect(contractVersion).toBe(CONTRACT_VERSION);
  expect(version).toBe(__APP_VERSION__);
  await render(serverProps('/careers/job-search'));
  expect(apiForServer).toHaveBeenCalledWith({ baseUrl: 'http://brand-api.test', token: { accessToken: 'server-token', expiresAt: NOW + 3_600_000 }, brandKey: 'test-brand' });
});

describe('/careers/job-search on the server', () => {
  it('lists every job with its place, type and pay, and the head', async () => {
    const result = await render(serverProps('/careers/job-search'));
    const text = textOf(result.html);
    expect(result.status).toBe(200);
    expect(text).toContain('5 jobs found');
    for (const name of ['Head Chef', 'Host', 'Food Runner', 'General Manager', 'Café Team Member']) expect(text).toContain(name);
    expect(text).toContain('Maison Rivière Victoria');
    expect(text).toContain('£12 an hour');
    expect(result.html).toContain('href="/careers/job-search/MR-2"');
    expect(result.head).toEqual({
      title: 'Job search',
      description: 'Kitchen, floor, bar and management jobs in our brasseries: search by place, job type and role.',
      canonical: `${ORIGIN}/careers/job-search`,
    });
  });

  it('renders the filters and the place search as GET forms of the page’s own query parameters', async () => {
    const { html } = await render(serverProps('/careers/job-search?type=part-time&group=foh-support'));
    const forms = html.match(/<form [^>]*>/g) ?? [];
    expect(forms).toHaveLength(2);
    forms.forEach((form) => {
      expect(form).toContain('method="get"');
      expect(form).toContain('action="/careers/job-search"');
    });
    expect(html).toContain('<input class="cr-check__box" type="checkbox" name="type" checked="" value="part-time"/>');
    expect(html).toContain('<input class="cr-check__box" type="checkbox" name="type" value="full-time"/>');
    expect(html).toMatch(/<select[^>]*name="group"/);
    expect(html).toContain('<option value="foh-support" selected="">');
    expect(html).toMatch(/<input[^>]*name="location"/);
    // The place search keeps the filters; the filters form has its button for a browser without scripts.
    expect(html).toContain('<input type="hidden" name="type" value="part-time"/>');
    expect(html).toContain('<noscript><button type="submit"');
    expect(html).toContain('href="/careers/job-search/MR-2?type=part-time&amp;group=foh-support"');
    expect(html).not.toContain('href="/careers/job-search/MR-1');
    // 'Use my location' needs scripts: invisible (its space kept) and disabled until the page runs.
    expect(html).toMatch(/<button type="button" class="[^"]*cr-place__near-me--waiting"[^>]*disabled=""/);
  });

  it('lists the jobs without distances when a place is asked for: the browser measures them', async () => {
    const result = await render(serverProps('/careers/job-search?location=Bath'));
    expect(result.status).toBe(200);
    expect(api.getLocations).not.toHaveBeenCalled();
    expect(textOf(result.html)).toContain('5 jobs found');
    expect(result.html).toMatch(/<input[^>]*name="location"[^>]*value="Bath"/);
    expect(textOf(result.html)).not.toContain('miles away');
    // Each card keeps room for the distance the browser adds, so nothing moves when it does.
    expect(result.html.match(/<dt[^>]*>Distance<\/dt>/g)).toHaveLength(5);
  });

  it('fails (the site server then renders in the browser) when the jobs answer 500', async () => {
    api.getJobs.mockRejectedValueOnce(new ApiError('Server error', { status: 500 }));
    await expect(render(serverProps('/careers/job-search', LATER))).rejects.toThrow('Server error');
  });
});

describe('a job page on the server', () => {
  it.each(['/careers/job/MR-1', '/careers/job-search/MR-1?type=full-time'])('%s holds the title, description, pay and place, with Apply as a link', async (path) => {
    const result = await render(serverProps(path));
    const text = textOf(result.html);
    expect(result.status).toBe(200);
    expect(text).toContain('Head Chef');
    expect(text).toContain('What the MR-1 job is about.');
    expect(text).toContain('£12 an hour');
    expect(text).toContain('Maison Rivière Bath');
    expect(result.html).toMatch(/<a href="#apply" role="button"[^>]*>Apply for this job<\/a>/);
    expect(result.html).toContain('<noscript><p id="apply" class="cr-hint">To apply, please turn on JavaScript');
    expect(result.html).not.toContain('application/ld+json');
    expect(result.head?.canonical).toBe(`${ORIGIN}/careers/job/MR-1`);
  });

  it('puts the title, description and one schema.org JobPosting in the head', async () => {
    const { head } = await render(serverProps('/careers/job/MR-1', LATER));
    expect(head).toMatchObject({ title: 'Head Chef', description: 'Head Chef at Maison Rivière Bath: What the MR-1 job is about.' });
    expect(head?.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Head Chef',
        description: 'What the MR-1 job is about.',
        datePosted: '2026-07-14',
        validThrough: '2026-09-12',
        employmentType: 'FULL_TIME',
        url: `${ORIGIN}/careers/job/MR-1`,
        hiringOrganization: { '@type': 'Organization', name: 'Maison Rivière', sameAs: ORIGIN },
        jobLocation: {
          '@type': 'Place',
          name: 'Maison Rivière Bath',
          address: { '@type': 'PostalAddress', streetAddress: '12 Lantern Walk', addressLocality: 'Bath', postalCode: 'BA1 1LT', addressCountry: 'GB' },
          geo: { '@type': 'GeoCoordinates', latitude: 51.38, longitude: -2.36 },
        },
        baseSalary: { '@type': 'MonetaryAmount', currency: 'GBP', value: { '@type': 'QuantitativeValue', value: 12, unitText: 'HOUR' } },
      },
    ]);
    expect(api.getRestaurant).toHaveBeenCalledWith(101);
  });

  it('still gives a JobPosting (without the street address) when the restaurant cannot be read', async () => {
    api.getRestaurant.mockRejectedValueOnce(new ApiError('Server error', { status: 500 }));
    const { status, head } = await render(serverProps('/careers/job/MR-2'));
    expect(status).toBe(200);
    expect(head?.jsonLd?.[0]).toMatchObject({
      '@type': 'JobPosting',
      employmentType: 'PART_TIME',
      jobLocation: { name: 'Maison Rivière Victoria', address: { '@type': 'PostalAddress', addressCountry: 'GB' } },
    });
  });

  it.each(['/careers/job/MR-404', '/careers/job-search/NOPE'])('%s answers 404 with no structured data', async (path) => {
    const result = await render(serverProps(path));
    expect(result.status).toBe(404);
    expect(result.head?.jsonLd).toBeUndefined();
  });
});
