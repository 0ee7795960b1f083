import type { SocialMedia } from '../types';
import { requestList, type EndpointContext } from './context';
import { route } from './registry';

export interface SocialApi {
  /** Empty on any failure: the feed is decoration and never blocks a page. */
  getInstagramMedia(): Promise<SocialMedia[]>;
}

export function createSocialApi({ request }: EndpointContext): SocialApi {
  return {
    async getInstagramMedia() {
      try {
        return await requestList<SocialMedia>(request, route('social.getInstagramMedia'), 'media');
      } catch {
        return [];
      }
    },
  };
}
