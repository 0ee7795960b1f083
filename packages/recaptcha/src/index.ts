export { createRecaptcha, RecaptchaError, RECAPTCHA_ERRORS, recaptchaScriptUrl } from './recaptcha';
export type { Recaptcha, RecaptchaOptions, RecaptchaErrorCode, Grecaptcha } from './recaptcha';
export { loadScriptTag, type ScriptLoader } from './load-script';
