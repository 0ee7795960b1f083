import type { Job } from '@riviere/api-client';
import { jobPostingJsonLd } from '@riviere/restaurant-rules';
import { useNow, useShell } from '@riviere/remote-kit';
import { usePageHead } from '../../../shared/page-head';
import { useJobRestaurant } from '../api/get-job-restaurant.api';

/** About one line of a search result: what the description meta tag holds. */
const DESCRIPTION_LENGTH = 155;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * A job page's head on the server: its description, canonical URL and schema.org `JobPosting`
 * (the brand as hiring organisation, the restaurant's address as job location).
 */
export function useJobHead(job: Job | null, canonicalPath: string): void {
  const { config } = useShell();
  const now = useNow();
  const restaurant = useJobRestaurant(job?.storeId ?? null);
  const place = restaurant.status === 'success' ? restaurant.data : null;
  usePageHead(
    canonicalPath,
    job ? summary(`${job.name} at ${job.restaurantTitle}: ${job.description}`) : null,
    job && restaurant.status !== 'loading'
      ? (pageUrl) => [
          jobPostingJsonLd(
            {
              name: job.name,
              description: job.description,
              jobType: job.jobtype,
              salary: job.salary,
              place: { ...(place ?? {}), name: job.restaurantTitle, lat: job.location.lat, lng: job.location.lng },
            },
            { brandName: config.siteName, origin: pageUrl.slice(0, pageUrl.length - canonicalPath.length), url: pageUrl, now },
          ),
        ]
      : undefined,
  );
}
