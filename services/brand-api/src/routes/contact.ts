import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContactForm, ContactReason, GroupEnquiryRequest } from '@riviere/api-client';
import type { ContactService } from '../contact/contact-service';
import { MAX_CONTACT_FILES } from '../contact/contact-service';
import type { ContentRepository } from '../content/content-repository';
import { DomainError, badRequest } from '../lib/domain-error';
import type { CaptchaVerifier } from '../recaptcha/recaptcha';
import { email, isoDate, looseObject, name, okMessage, timeOfDay, ukPhone, uploadedFile } from '../schemas/common';
import type { RateLimit } from './rate-limit';

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

export async function requireHuman(captcha: CaptchaVerifier, request: FastifyRequest, token: string | undefined, action: string): Promise<void> {
  const result = await captcha.verify(token, action, request.ip);
  if (!result.success) throw new DomainError(400, 'RECAPTCHA', 'The reCAPTCHA check failed, please try again.', 'recaptchaToken');
}

/** Today in the restaurants' own time zone, as YYYY-MM-DD. */
export function londonToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function contactRoutes(
  app: FastifyInstance,
  deps: { contact: ContactService; content: ContentRepository; captcha: CaptchaVerifier; sensitive: RateLimit; now: () => number },
): void {
  const tags = ['contact'];
  const context = async () => {
    const settings = await deps.content.settings();
    return { siteName: settings.site_name, siteEmail: settings.site_email };
  };

  app.get('/api/contact/contactTypes', {
    schema: { tags, summary: 'Kinds of enquiry', response: { 200: looseObject(['contactTypes'], { contactTypes: { type: 'array', items: looseObject(['id', 'name'], {}) } }) } },
  }, async () => ({ contactTypes: (await deps.content.document<{ contactTypes: unknown[] }>('contact')).contactTypes }));

  app.get('/api/contact/content', {
    schema: {
      tags,
      summary: 'Contact reasons with sub-reasons, and the restaurants to choose from',
      response: { 200: looseObject(['contactReasons', 'restaurants'], { contactReasons: { type: 'array' }, restaurants: { type: 'array', items: looseObject(['storeId', 'title'], {}) } }) },
    },
  }, async () => {
    const { contactReasons } = await deps.content.document<{ contactReasons: ContactReason[] }>('contact');
    const restaurants = (await deps.content.restaurants()).map((r) => ({ storeId: r.storeId, title: r.title }));
    return { contactReasons, restaurants };
  });

  app.post('/api/contact/sendemail', {
    config: { rateLimit: deps.sensitive },
    bodyLimit: 24 * 1024 * 1024,
    schema: {
      tags,
      summary: 'Send a contact message, with up to 3 files (PDF or images, 5 MB each, checked by their bytes)',
      body: {
        type: 'object',
        required: ['firstName', 'lastName', 'email', 'message', 'enquiryType', 'reason'],
        additionalProperties: false,
        properties: {
          firstName: name, lastName: name, email, phone: { anyOf: [ukPhone, { type: 'string', maxLength: 0 }] },
          message: { type: 'string', minLength: 1, maxLength: 5000 },
          enquiryType: { type: 'string', minLength: 1, maxLength: 80 },
          enquiryRestaurant: { type: 'integer', minimum: 1 },
          guests: { type: 'integer', minimum: 1, maximum: 500 },
          reason: { type: 'string', minLength: 1, maxLength: 80 },
          subReason: text(80),
          files: { type: 'array', maxItems: MAX_CONTACT_FILES, items: uploadedFile },
          recaptchaToken: text(4000),
        },
      },
      response: { 200: okMessage },
    },
  }, async (request) => {
    const form = request.body as ContactForm;
    await requireHuman(deps.captcha, request, form.recaptchaToken, 'contact');
    if (form.enquiryRestaurant !== undefined) await deps.content.restaurantByStoreId(form.enquiryRestaurant);
    const { contactReasons } = await deps.content.document<{ contactReasons: ContactReason[] }>('contact');
    const reason = contactReasons.find((r) => r.id === form.reason);
    if (!reason) throw badRequest(`reason "${form.reason}" is not one of the contact reasons`, 'reason');
    if (form.subReason && !reason.subReasons.some((s) => s.id === form.subReason)) {
      throw badRequest(`subReason "${form.subReason}" does not belong to the reason "${reason.name}"`, 'subReason');
    }
    await deps.contact.sendMessage(form, await context());
    return { statusCode: 200, message: 'Thank you for your message. We will reply within 48 hours.' };
  });

  app.post('/api/contact/group-booking', {
    config: { rateLimit: deps.sensitive },
    schema: {
      tags,
      summary: 'A group booking enquiry',
      body: {
        type: 'object',
        required: ['storeId', 'venue', 'bookingType', 'covers', 'date', 'time', 'until', 'email', 'firstName', 'lastName', 'telephoneNumber', 'shouldReceivePromotions', 'shouldReceiveSms'],
        additionalProperties: false,
        properties: {
          storeId: { type: 'integer', minimum: 1 },
          venue: { type: 'string', minLength: 1, maxLength: 120 },
          bookingType: { type: 'string', minLength: 1, maxLength: 80 },
          covers: { type: 'integer', minimum: 1, maximum: 500 },
          date: isoDate, time: timeOfDay, until: timeOfDay,
          email, firstName: name, lastName: name, telephoneNumber: ukPhone,
          specialRequest: text(1000),
          shouldReceivePromotions: { type: 'boolean' }, shouldReceiveSms: { type: 'boolean' },
          recaptchaToken: text(4000),
        },
      },
      response: { 200: looseObject(['statusCode', 'reference'], { statusCode: { type: 'integer' }, reference: { type: 'string' } }) },
    },
  }, async (request) => {
    const body = request.body as GroupEnquiryRequest;
    await requireHuman(deps.captcha, request, body.recaptchaToken, 'group_booking');
    if (body.date < londonToday(new Date(deps.now()))) throw badRequest('date must be today or later', 'date');
    if (body.until <= body.time) throw badRequest('until must be later than time', 'until');
    await deps.content.restaurantByStoreId(body.storeId);
    return { statusCode: 200, reference: await deps.contact.groupEnquiry(body, await context()) };
  });
}
