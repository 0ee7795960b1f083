/** reCAPTCHA v3: the real verify call when a secret is configured; off (and said so) otherwise. */
export interface CaptchaResult {
  success: boolean;
  score: number | null;
  skipped?: boolean;
  reason?: string;
}

export interface CaptchaVerifier {
  readonly mode: 'recaptcha' | 'off';
  verify(token: string | undefined, expectedAction: string | null, remoteIp?: string): Promise<CaptchaResult>;
}

export const MIN_SCORE = 0.5;
const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

interface SiteVerifyResponse {
  success: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

export function createCaptchaVerifier(options: {
  secret: string | null;
  internalAddress?: string | null;
  fetch?: typeof fetch;
}): CaptchaVerifier {
  const { secret, internalAddress } = options;
  if (!secret) {
    return { mode: 'off', verify: async () => ({ success: true, score: null, skipped: true, reason: 'reCAPTCHA is off (no key configured)' }) };
  }
  const fetchImpl = options.fetch ?? fetch;
  return {
    mode: 'recaptcha',
    async verify(token, expectedAction, remoteIp) {
      // An internal monitor calls from one fixed address and cannot solve a challenge.
      if (internalAddress && remoteIp === internalAddress) return { success: true, score: null, skipped: true, reason: 'internal address' };
      if (!token) return { success: false, score: null, reason: 'missing token' };
      try {
        const body = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
        const response = await fetchImpl(VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        const result = (await response.json()) as SiteVerifyResponse;
        const score = typeof result.score === 'number' ? result.score : null;
        if (!result.success) return { success: false, score, reason: (result['error-codes'] ?? []).join(', ') || 'rejected' };
        if (expectedAction && result.action !== expectedAction) return { success: false, score, reason: 'action mismatch' };
        if (score === null || score < MIN_SCORE) return { success: false, score, reason: 'low score' };
        return { success: true, score };
      } catch (error) {
        return { success: false, score: null, reason: `verify failed: ${(error as Error).message}` };
      }
    },
  };
}
