import type { UnsubscribeLink, UnsubscribeState } from '@riviere/api-client';
import { useAsync } from '@riviere/remote-kit';
import { useMarketingApi } from '../../../shared/api';

/** Who the link names and whether they still get marketing e-mails. Reading it changes nothing. */
export function useUnsubscribeState(link: UnsubscribeLink) {
  const api = useMarketingApi();
  return useAsync<UnsubscribeState>(`unsubscribe:${link.recipient}/${link.signature}`, () => api.preferences.getUnsubscribeState(link));
}
