import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContentRepository } from '../../content/content-repository';
import type { CaptchaVerifier } from '../../recaptcha/recaptcha';
import type { ReferralRepository } from '../../referral/referral-repository';
import { referral, referralCodeParams, referralInvite, referralInviteResult } from '../../schemas/referral';
import type { RateLimit } from '../rate-limit';
import { requireHuman } from '../require-human';

export interface ReferralRoutesOptions {
  referrals: ReferralRepository;
  content: ContentRepository;
  captcha: CaptchaVerifier;
  sensitive: RateLimit;
  siteUrl: string;
}

/**
 * Refer a friend (the spec shows no calls here; these are ours): a visitor invites a friend by
 * e-mail, the friend's link `/referral?code=…` shows the welcome offer and a sign-up.
 */
export const referralRoutes: FastifyPluginAsyncTypebox<ReferralRoutesOptions> = async (app, deps) => {
  const tags = ['referral'];

  app.post('/api/referral/invite', {
    config: { rateLimit: deps.sensitive },
    schema: {
      tags,
      summary: 'Invite a friend by e-mail (consent required); one invitation per friend address, 409 REFERRAL_EXISTS after that',
      body: referralInvite,
      response: { 200: referralInviteResult },
    },
  }, async (request) => {
    const invite = request.body;
    await requireHuman(deps.captcha, request.ip, invite.recaptchaToken, 'referral');
    const settings = await deps.content.settings();
    await deps.referrals.invite(invite, { siteName: settings.site_name, siteUrl: deps.siteUrl });
    return { statusCode: 200, message: 'Thank you: we have e-mailed your friend their invitation.' };
  });

  app.get('/api/referral/code/:code', {
    schema: {
      tags,
      summary: "A referral link's welcome: the referrer's first name and the welcome offer (404 REFERRAL_NOT_FOUND when unknown)",
      params: referralCodeParams,
      response: { 200: referral },
    },
  }, (request) => deps.referrals.byCode(request.params.code));
};
