import { screen } from '@testing-library/react';
import type { ContentImage, Job, JobCategory } from '@riviere/api-client';
import { JOBS } from '../../../test-support/jobs';
import { createFakeApi, renderApp } from '../../../test-support/render-app';
import { JOB_CARD_SIZES, JOB_PAGE_SIZES } from './job-picture';

const variants = (hash: string, ext: string) => [480, 960, 1600].map((width) => ({ url: `/media/${hash}-${width}.${ext}`, width }));
/** One picture per category, as the brand API sends them. */
const HASHES: Record<JobCategory, string> = {
  'back-of-house': 'aaaaaaaaaaaa',
  'front-of-house': 'bbbbbbbbbbbb',
  management: 'cccccccccccc',
  'quick-service': 'dddddddddddd',
};
const picture = (category: JobCategory): ContentImage => ({
  alt: `The ${category} team at work`, width: 1600, height: 900, color: '#3d2b1f', placeholder: 'data:image/webp;base64,AAAA',
  sources: { avif: variants(HASHES[category], 'avif'), webp: variants(HASHES[category], 'webp'), jpeg: variants(HASHES[category], 'jpg') },
});
const pictured: Job[] = JOBS.map((job) => ({ ...job, picture: picture(job.category) }));

/** The `<img>` in a `<picture>` inside the element, and what its sources offer. */
const pictureIn = (element: Element) => {
  const img = element.querySelector('picture img');
  const types = [...(element.querySelectorAll('picture source') ?? [])].map((source) => source.getAttribute('type'));
  return { img, types };
};

describe('job pictures', () => {
  it('heads a job\'s page with its category\'s picture, fetched first, in AVIF, WebP and JPEG', async () => {
    renderApp('/careers/job/MR-2', createFakeApi(pictured));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Host' });
    const { img, types } = pictureIn(heading.closest('article')!);
    expect(types).toEqual(['image/avif', 'image/webp']);
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/media/bbbbbbbbbbbb-1600.jpg 1600w'));
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('sizes', JOB_PAGE_SIZES);
    // Decorative: the category is in the text beside it.
    expect(img).toHaveAttribute('alt', '');
  });

  it('shows each job on the search with its own category\'s picture, lazily', async () => {
    renderApp('/careers/job-search', createFakeApi(pictured));
    const manager = await screen.findByRole('article', { name: 'General Manager' });
    const { img, types } = pictureIn(manager);
    expect(types).toEqual(['image/avif', 'image/webp']);
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/media/cccccccccccc-480.jpg 480w'));
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', JOB_CARD_SIZES);
    const chef = pictureIn(screen.getByRole('article', { name: 'Head Chef' })).img;
    expect(chef).toHaveAttribute('srcset', expect.stringContaining('/media/aaaaaaaaaaaa-480.jpg'));
  });

  it('falls back to the category\'s own drawing when the API sends no picture, in the same box', async () => {
    renderApp('/careers/job/MR-2');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Host' });
    const article = heading.closest('article')!;
    expect(article.querySelector('picture')).toBeNull();
    const img = article.querySelector('img.cr-job__image');
    expect(img).toHaveAttribute('src', expect.stringMatching(/images\/jobs\/front-of-house\.svg$/));
    expect(img).toHaveAttribute('width', '960');
  });
});
