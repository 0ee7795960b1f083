import { useMemo } from 'react';
import { createRecaptcha, type Recaptcha } from '@riviere/recaptcha';
import { useShell } from '@riviere/remote-kit';

/** The page's reCAPTCHA client: off without a site key (the offline default), so forms post no token. */
export function useRecaptcha(): Recaptcha {
  const { config } = useShell();
  return useMemo(() => createRecaptcha({ siteKey: config.recaptchaSiteKey }), [config.recaptchaSiteKey]);
}
