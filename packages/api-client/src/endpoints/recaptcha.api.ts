import type { RecaptchaVerification } from '../types';
import type { EndpointContext } from './context';
import { route } from './registry';

export interface RecaptchaApi {
  /** Verifies a reCAPTCHA v3 response token on the server. */
  verify(token: string): Promise<RecaptchaVerification>;
}

export function createRecaptchaApi({ request }: EndpointContext): RecaptchaApi {
  return {
    verify: (token) => request<RecaptchaVerification>(route('recaptcha.verify', { token })),
  };
}
