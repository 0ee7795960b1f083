import type { Referral, ReferralInvite, ReferralInviteResult } from '../types';
import type { EndpointContext } from './context';
import { route } from './registry';

export interface ReferralApi {
  /** Rejects with ApiError: 409 REFERRAL_EXISTS when the friend was already invited, 429 past the rate limit. */
  invite(invite: ReferralInvite): Promise<ReferralInviteResult>;
  /** Rejects with ApiError 404 REFERRAL_NOT_FOUND for an unknown code. */
  getReferral(code: string): Promise<Referral>;
}

export function createReferralApi({ request }: EndpointContext): ReferralApi {
  return {
    invite: (invite) => request<ReferralInviteResult>(route('referral.invite'), { body: invite }),
    getReferral: (code) => request<Referral>(route('referral.getReferral', { code })),
  };
}
