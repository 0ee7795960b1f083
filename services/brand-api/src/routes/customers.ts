import type { FastifyInstance } from 'fastify';
import type { Choices, CustomerPreferences, SignUpForm } from '@riviere/api-client';
import type { ContentRepository } from '../content/content-repository';
import type { CaptchaVerifier } from '../recaptcha/recaptcha';
import type { CustomersService } from '../signup/customers-service';
import { email, looseObject, name, ukPhone } from '../schemas/common';
import { requireHuman } from './contact';
import type { RateLimit } from './rate-limit';

const guidParams = {
  type: 'object',
  required: ['customerGuid'],
  properties: { customerGuid: { type: 'string', format: 'uuid' } },
} as const;

const preferences = looseObject(['customerGuid', 'firstName', 'phoneNumber', 'favRestaurantCode', 'birthDate', 'gender', 'websiteSmsOptIn', 'interests', 'attributes'], {
  customerGuid: { type: 'string' },
  firstName: { type: 'string' },
  phoneNumber: { type: 'string' },
  favRestaurantCode: { type: ['integer', 'null'] },
  birthDate: { type: ['integer', 'null'] },
  gender: { type: ['string', 'null'] },
  websiteSmsOptIn: { type: 'boolean' },
  interests: { type: 'array', items: looseObject(['name', 'checked'], { name: { type: 'string' }, checked: { type: 'boolean' } }) },
  attributes: { type: 'object', additionalProperties: { type: 'string' } },
});

const optionalPhone = { anyOf: [ukPhone, { type: 'string', maxLength: 0 }] };

export function customerRoutes(
  app: FastifyInstance,
  deps: { customers: CustomersService; content: ContentRepository; captcha: CaptchaVerifier; sensitive: RateLimit; siteUrl: string },
): void {
  app.post('/api/signup', {
    config: { rateLimit: deps.sensitive },
    schema: {
      tags: ['signup'],
      summary: 'Newsletter sign-up; stores a consent record (wording version, time, source page)',
      body: {
        type: 'object',
        required: ['emailAddress', 'favouriteRestaurant', 'firstName', 'acceptTerms', 'acceptSMSTerms'],
        additionalProperties: false,
        properties: {
          emailAddress: email,
          favouriteRestaurant: { type: 'integer', minimum: 1 },
          firstName: name,
          phoneNumber: optionalPhone,
          acceptTerms: { type: 'boolean' },
          acceptSMSTerms: { type: 'boolean' },
          birthday: {
            type: 'object',
            required: ['day', 'month', 'year'],
            additionalProperties: false,
            properties: { day: { type: 'integer', minimum: 1, maximum: 31 }, month: { type: 'integer', minimum: 1, maximum: 12 }, year: { type: 'integer', minimum: 1900, maximum: 2200 } },
          },
          sourcePage: { type: 'string', pattern: '^/[A-Za-z0-9/_-]{0,200}$' },
          recaptchaToken: { type: 'string', maxLength: 4000 },
        },
      },
      response: { 200: looseObject(['data'], { data: looseObject(['id', 'customerGuid'], { id: { type: 'string' }, customerGuid: { type: 'string' } }) }) },
    },
  }, async (request) => {
    const form = request.body as SignUpForm;
    await requireHuman(deps.captcha, request, form.recaptchaToken, 'signup');
    await deps.content.restaurantByStoreId(form.favouriteRestaurant);
    const settings = await deps.content.settings();
    const { interests } = await deps.content.document<Choices>('choices');
    return { data: await deps.customers.signUp(form, { siteName: settings.site_name, siteUrl: deps.siteUrl, interests }) };
  });

  app.post('/api/exponea/getcustomerpreferences/:customerGuid', {
    schema: {
      tags: ['preferences'],
      summary: "A customer's preferences with the requested attributes",
      params: guidParams,
      body: { type: 'object', additionalProperties: false, properties: { attributes: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 80 } } } },
      response: { 200: preferences },
    },
  }, (request) => {
    const { customerGuid } = request.params as { customerGuid: string };
    const body = (request.body ?? {}) as { attributes?: string[] };
    return deps.customers.preferences(customerGuid, body.attributes ?? null);
  });

  app.post('/api/exponea/updateCustomerPreferences', {
    config: { rateLimit: deps.sensitive },
    schema: {
      tags: ['preferences'],
      summary: "Update a customer's preferences; answers message 'Success'",
      body: {
        type: 'object',
        required: ['customerGuid', 'firstName', 'phoneNumber', 'favRestaurantCode', 'birthDate', 'gender', 'websiteSmsOptIn', 'interests'],
        additionalProperties: false,
        properties: {
          customerGuid: { type: 'string', format: 'uuid' },
          firstName: name,
          phoneNumber: optionalPhone,
          favRestaurantCode: { type: ['integer', 'null'], minimum: 1 },
          birthDate: { type: ['integer', 'null'], minimum: -2208988800, maximum: 4102444800 },
          gender: { type: ['string', 'null'], maxLength: 40 },
          websiteSmsOptIn: { type: 'boolean' },
          interests: { type: 'array', maxItems: 50, items: { type: 'object', required: ['name', 'checked'], additionalProperties: false, properties: { name: { type: 'string', maxLength: 80 }, checked: { type: 'boolean' } } } },
          attributes: { type: 'object', maxProperties: 50, additionalProperties: { type: 'string', maxLength: 200 } },
        },
      },
      response: { 200: looseObject(['message'], { message: { type: 'string' } }) },
    },
  }, async (request) => {
    const prefs = request.body as CustomerPreferences;
    await deps.customers.update({ ...prefs, attributes: prefs.attributes ?? {} }, (id) => deps.content.restaurantByStoreId(id));
    return { message: 'Success' };
  });

  app.get('/api/recaptcha/verify', {
    schema: {
      tags: ['recaptcha'],
      summary: 'Verify a reCAPTCHA v3 token (skipped when no key is configured, and for the internal monitor address)',
      querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 1, maxLength: 4000 }, action: { type: 'string', maxLength: 80 } } },
      response: { 200: looseObject(['success', 'score'], { success: { type: 'boolean' }, score: { type: ['number', 'null'] }, skipped: { type: 'boolean' } }) },
    },
  }, async (request) => {
    const { token, action } = request.query as { token: string; action?: string };
    const { success, score, skipped } = await deps.captcha.verify(token, action ?? null, request.ip);
    return { success, score, ...(skipped ? { skipped } : {}) };
  });
}
