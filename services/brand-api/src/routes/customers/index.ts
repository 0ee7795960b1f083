import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Choices } from '@riviere/api-client';
import type { ContentRepository } from '../../content/content-repository';
import type { CaptchaVerifier } from '../../recaptcha/recaptcha';
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
    await content.restaurantByStoreId(form.favouriteRestaurant);
    const settings = await content.settings();
    const { interests } = await content.document<Choices>('choices');
    return { data: await deps.customers.signUp(form, { siteName: settings.site_name, siteUrl: deps.siteUrl, interests }) };
  });

  app.post('/api/exponea/getcustomerpreferences/:customerGuid', {
    schema: {
      tags: ['preferences'],
      summary: "A customer's preferences with the requested attributes",
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
};
