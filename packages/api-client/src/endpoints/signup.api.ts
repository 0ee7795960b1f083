import type { SignUpForm, SignUpResult } from '../types';
import type { EndpointContext } from './context';
import { route } from './registry';

export interface SignupApi {
  /** The answer's `data`, or false on any failure (spec §7). */
  signUp(form: SignUpForm): Promise<SignUpResult | false>;
}

export function createSignupApi({ request }: EndpointContext): SignupApi {
  return {
    async signUp(form) {
      try {
        const answer = await request<{ data?: SignUpResult } | undefined>(route('signup.signUp'), { body: form });
        return answer?.data ?? false;
      } catch {
        return false;
      }
    },
  };
}
