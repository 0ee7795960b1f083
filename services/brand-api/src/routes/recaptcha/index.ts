import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CaptchaVerifier } from '../../recaptcha/recaptcha';
import { recaptchaQuery, recaptchaResult } from '../../schemas/recaptcha';

export interface RecaptchaRoutesOptions {
  captcha: CaptchaVerifier;
}

/** The bot check on its own, for pages that verify before they submit. */
export const recaptchaRoutes: FastifyPluginAsyncTypebox<RecaptchaRoutesOptions> = async (app, { captcha }) => {
  app.get('/api/recaptcha/verify', {
    schema: {
      tags: ['recaptcha'],
      summary: 'Verify a reCAPTCHA v3 token (skipped when no key is configured, and for the internal monitor address)',
      querystring: recaptchaQuery,
      response: { 200: recaptchaResult },
    },
  }, async (request) => {
    const { success, score, skipped } = await captcha.verify(request.query.token, request.query.action ?? null, request.ip);
    return { success, score, ...(skipped ? { skipped } : {}) };
  });
};
