import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Choices } from '@riviere/api-client';
import type { ContentRepository } from '../../content/content-repository';
import { restaurantCard } from '../../mail/compose-email';
import type { CaptchaVerifier } from '../../recaptcha/recaptcha';
import { marketingEmailsResult, marketingEmailsUpdate } from '../../schemas/marketing';
import {
  customerGuidParams, preferences, preferencesRequest, preferencesUpdate, preferencesUpdateResult, signUpForm, signUpResult,
} from '../../schemas/customers';
import type { CustomersService } from '../../signup/customers-service';
import type { RateLimit } from '../rate-limit';
import { requireHuman } from '../require-human';

export interface CustomerRoutesOptions {
  customers: CustomersService;
  content: ContentRepository;
  captcha: CaptchaVerifier;
  sensitive: RateLimit;
  siteUrl: string;
}

/** Newsletter sign-up (a consent record with every one) and a customer's preferences by guid. */
export const customerRoutes: FastifyPluginAsyncTypebox<CustomerRoutesOptions> = async (app, deps) => {
  const { content } = deps;

  app.post('/api/signup', {
    config: { rateLimit: deps.sensitive },
    schema: {
      tags: ['signup'],
      summary: 'Newsletter sign-up; stores a consent record (wording version, time, source page)',
      body: signUpForm,
      response: { 200: signUpResult },
    },
  }, async (request) => {
    const form = request.body;
    await requireHuman(deps.captcha, request.ip, form.recaptchaToken, 'signup');
    const favourite = restaurantCard(await content.restaurantByStoreId(form.favouriteRestaurant), deps.siteUrl);
    const settings = await content.settings();
    const { interests } = await content.document<Choices>('choices');
    return { data: await deps.customers.signUp(form, { siteName: settings.site_name, siteUrl: deps.siteUrl, interests, favourite }) };
  });

  app.post('/api/exponea/getcustomerpreferences/:customerGuid', {
    schema: {
      tags: ['preferences'],
      summary: "A customer's preferences with the requested attributes; marketingEmails is false once the address unsubscribed",
      params: customerGuidParams,
      body: preferencesRequest,
      response: { 200: preferences },
    },
  }, (request) => deps.customers.preferences(request.params.customerGuid, request.body.attributes ?? null));

  app.post('/api/exponea/updateCustomerPreferences', {
    config: { rateLimit: deps.sensitive },
    schema: {
      tags: ['preferences'],
      summary: "Update a customer's preferences; answers message 'Success'",
      body: preferencesUpdate,
      response: { 200: preferencesUpdateResult },
    },
  }, async (request) => {
    const update = request.body;
    await deps.customers.update({ ...update, attributes: update.attributes ?? {} }, (id) => content.restaurantByStoreId(id));
    return { message: 'Success' };
  });

  app.post('/api/exponea/updateMarketingEmails', {
    config: { rateLimit: deps.sensitive },
    schema: {
      tags: ['preferences'],
      summary: '"Stop all marketing e-mails" (marketingEmails false: the address gets none, every interest unticked) or start them again (true)',
      body: marketingEmailsUpdate,
      response: { 200: marketingEmailsResult },
    },
  }, async (request) => {
    const { customerGuid, marketingEmails } = request.body;
    return { message: 'Success', ...(await deps.customers.setMarketingEmails(customerGuid, marketingEmails)) };
  });
};
