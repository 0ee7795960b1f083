export { createRecaptcha, RecaptchaError, RECAPTCHA_ERRORS, recaptchaScriptUrl } from './recaptcha';
export type { Recaptcha, RecaptchaOptions, RecaptchaErrorCode, Grecaptcha, ScriptLoader } from './recaptcha';
export { loadScriptTag } from './load-script';
