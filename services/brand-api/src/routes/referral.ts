import type { FastifyInstance } from 'fastify';
import type { ReferralInvite } from '@riviere/api-client';
import type { ContentRepository } from '../content/content-repository';
import type { CaptchaVerifier } from '../recaptcha/recaptcha';
import { REFERRAL_CODE_PATTERN, type ReferralRepository } from '../referral/referral-repository';
import { email, looseObject, name, offer } from '../schemas/common';
import { requireHuman } from './contact';
import type { RateLimit } from './rate-limit';

/**
 * Refer a friend (the spec shows no calls here; these are ours): a visitor invites a friend by
 * e-mail, the friend's link `/referral?code=…` shows the welcome offer and a sign-up.
 */
export function referralRoutes(
  app: FastifyInstance,
  deps: { referrals: ReferralRepository; content: ContentRepository; captcha: CaptchaVerifier; sensitive: RateLimit; siteUrl: string },
): void {
  const tags = ['referral'];

  app.post('/api/referral/invite', {
    config: { rateLimit: deps.sensitive },
    schema: {
      tags,
      summary: "Invite a friend by e-mail (consent required); one invitation per friend address, 409 REFERRAL_EXISTS after that",
      body: {
        type: 'object',
        required: ['referrerName', 'referrerEmail', 'friendEmail', 'consent'],
        additionalProperties: false,
        properties: {
          referrerName: name,
          referrerEmail: email,
          friendEmail: email,
          consent: { type: 'boolean' },
          recaptchaToken: { type: 'string', maxLength: 4000 },
        },
      },
      response: { 200: looseObject(['statusCode', 'message'], { statusCode: { type: 'integer' }, message: { type: 'string' } }) },
    },
  }, async (request) => {
    const invite = request.body as ReferralInvite;
    await requireHuman(deps.captcha, request, invite.recaptchaToken, 'referral');
    const settings = await deps.content.settings();
    await deps.referrals.invite(invite, { siteName: settings.site_name, siteUrl: deps.siteUrl });
    return { statusCode: 200, message: 'Thank you: we have e-mailed your friend their invitation.' };
  });

  app.get('/api/referral/code/:code', {
    schema: {
      tags,
      summary: "A referral link's welcome: the referrer's first name and the welcome offer (404 REFERRAL_NOT_FOUND when unknown)",
      params: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: REFERRAL_CODE_PATTERN } } },
      response: { 200: looseObject(['code', 'referrerName', 'offer'], { code: { type: 'string' }, referrerName: { type: 'string' }, offer }) },
    },
  }, (request) => deps.referrals.byCode((request.params as { code: string }).code));
}
