import { useMarketingApi } from '../../../shared/api';
import { useAsync } from '@riviere/remote-kit';

/** The referral behind a code; no code → resolves null (the page still offers the sign-up). */
export function useReferral(code: string | null) {
  const api = useMarketingApi();
  return useAsync(`referral:${code ?? ''}`, () => (code ? api.referral.getReferral(code) : Promise.resolve(null)));
}
