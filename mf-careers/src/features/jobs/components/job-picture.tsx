import type { Job } from '@riviere/api-client';
import { ContentPicture } from '@riviere/remote-kit/picture';
import { publicUrl } from '../../../shared/public-path';
import { jobImageFile } from '../model/job-options';
import '@riviere/remote-kit/content-picture.css';

/** How wide a job's picture is on a search card: one, two or three cards a row beside the filters. */
export const JOB_CARD_SIZES = '(min-width: 1200px) 260px, (min-width: 992px) calc(50vw - 200px), (min-width: 576px) calc(50vw - 40px), calc(100vw - 32px)';
/** How wide it is on a job's page: at most 640 px. */
export const JOB_PAGE_SIZES = '(min-width: 688px) 640px, calc(100vw - 32px)';

interface Props {
  job: Pick<Job, 'category' | 'picture'>;
  variant: 'card' | 'page';
}

/**
 * A job's category header (spec §2): the brand API's picture of the category (AVIF, WebP, JPEG
 * at its widths), or the remote's own drawing where the API sends none. An 8:3 box either way,
 * there before the picture (no layout shift). Decorative: the category is in the text beside it.
 * On a job's page it is the largest paint, fetched first; on the search it waits to be scrolled to.
 */
export function JobPicture({ job, variant }: Props) {
  const page = variant === 'page';
  const className = page ? 'cr-job__image' : 'cr-card__image';
  if (job.picture) {
    return <ContentPicture image={job.picture} sizes={page ? JOB_PAGE_SIZES : JOB_CARD_SIZES} priority={page} alt="" className={`rk-picture--fill ${className}`} />;
  }
  return page ? (
    <img className={className} src={publicUrl(jobImageFile(job.category))} alt="" width={960} height={360} />
  ) : (
    <img className={className} src={publicUrl(jobImageFile(job.category))} alt="" width={480} height={180} loading="lazy" />
  );
}
