/**
 * reCAPTCHA v3 in the browser: one small client every form shares (contact, sign-up, group
 * bookings). No site key configured is the offline default: `execute` resolves `undefined`, the
 * form posts without a token and the brand API (which has no secret either) accepts it.
 */
import { loadScriptTag, type ScriptLoader } from './load-script';

/** The part of Google's `window.grecaptcha` a v3 client uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

export type RecaptchaErrorCode = 'NO_KEY' | 'NO_VERSION' | 'LOAD_FAILED' | 'EXECUTE_FAILED';

/** Spec §8's captcha messages, one per code. */
export const RECAPTCHA_ERRORS: Readonly<Record<RecaptchaErrorCode, string>> = {
  NO_KEY: 'ReCaptcha error: No key provided',
  NO_VERSION: 'ReCaptcha error: No version provided',
  LOAD_FAILED: 'ReCaptcha error: Failed to load script',
  EXECUTE_FAILED: 'ReCaptcha error: Failed to execute',
};

export class RecaptchaError extends Error {
  readonly code: RecaptchaErrorCode;

  constructor(code: RecaptchaErrorCode, options?: { cause?: unknown }) {
    super(RECAPTCHA_ERRORS[code], options);
    this.name = 'RecaptchaError';
    this.code = code;
  }
}

export interface RecaptchaOptions {
  /**
   * The site key (`SiteConfig.recaptchaSiteKey`). `undefined`/`null` = not configured, the
   * offline default. A key that is configured but blank is a mistake: 'No key provided'.
   */
  siteKey?: string | null;
  /** Only 'v3' is supported; blank gives 'No version provided'. */
  version?: string;
  /** Injected in tests; the browser default appends one `<script>` tag per URL. */
  loadScript?: ScriptLoader;
  /** Where the loaded script puts `grecaptcha`; defaults to `window.grecaptcha`. */
  getGrecaptcha?: () => Grecaptcha | undefined;
}

export interface Recaptcha {
  /** false when no key is configured: forms then show no reCAPTCHA notice at all. */
  readonly enabled: boolean;
  /**
   * A token for this action (e.g. 'contact', 'signup', 'group_booking': the brand API checks it),
   * or `undefined` when reCAPTCHA is off. Rejects with a {@link RecaptchaError}.
   */
  execute(action: string): Promise<string | undefined>;
}

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

function windowGrecaptcha(): Grecaptcha | undefined {
  return (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
}

export function createRecaptcha(options: RecaptchaOptions = {}): Recaptcha {
  const { siteKey, version = 'v3', loadScript = loadScriptTag, getGrecaptcha = windowGrecaptcha } = options;
  if (siteKey === undefined || siteKey === null) {
    return { enabled: false, execute: () => Promise.resolve(undefined) };
  }
  const key = siteKey.trim();
  let ready: Promise<Grecaptcha> | undefined;

  function load(): Promise<Grecaptcha> {
    ready ??= loadScript(recaptchaScriptUrl(key))
      .then(() => {
        const api = getGrecaptcha();
        if (!api) throw new Error('grecaptcha missing after load');
        return new Promise<Grecaptcha>((resolve) => api.ready(() => resolve(api)));
      })
      .catch((cause: unknown) => {
        ready = undefined; // the next submit tries again (e.g. after a network blip)
        throw new RecaptchaError('LOAD_FAILED', { cause });
      });
    return ready;
  }

  return {
    enabled: true,
    async execute(action) {
      if (!key) throw new RecaptchaError('NO_KEY');
      if (!version.trim()) throw new RecaptchaError('NO_VERSION');
      const api = await load();
      try {
        const token = await api.execute(key, { action });
        if (!token) throw new Error('empty token');
        return token;
      } catch (cause) {
        throw new RecaptchaError('EXECUTE_FAILED', { cause });
      }
    },
  };
}
