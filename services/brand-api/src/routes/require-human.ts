import { DomainError } from '../lib/domain-error';
import type { CaptchaVerifier } from '../recaptcha/recaptcha';

/** Refuses a form a bot sent (reCAPTCHA v3, when a secret is configured): a 400 naming `recaptchaToken`. */
export async function requireHuman(captcha: CaptchaVerifier, ip: string, token: string | undefined, action: string): Promise<void> {
  const result = await captcha.verify(token, action, ip);
  if (!result.success) throw new DomainError(400, 'RECAPTCHA', 'The reCAPTCHA check failed, please try again.', 'recaptchaToken');
}
