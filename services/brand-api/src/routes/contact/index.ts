import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContactReason, ContactType, RestaurantLocation } from '@riviere/api-client';
import { wallClock } from '@riviere/restaurant-rules';
import type { ContactContext, ContactService } from '../../contact/contact-service';
import type { ContentRepository } from '../../content/content-repository';
import { badRequest } from '../../lib/domain-error';
import { restaurantCard } from '../../mail/compose-email';
import type { CaptchaVerifier } from '../../recaptcha/recaptcha';
import { okMessage } from '../../schemas/common';
import { contactContent, contactMessage, contactTypes, groupEnquiry, groupEnquiryResult } from '../../schemas/contact';
import type { RateLimit } from '../rate-limit';
import { requireHuman } from '../require-human';

export interface ContactRoutesOptions {
  contact: ContactService;
  content: ContentRepository;
  captcha: CaptchaVerifier;
  sensitive: RateLimit;
  now: () => number;
  /** The public site: the e-mails' links and logo. */
  siteUrl: string;
}

/** The contact form (messages with PDF or image files) and group booking enquiries. */
export const contactRoutes: FastifyPluginAsyncTypebox<ContactRoutesOptions> = async (app, deps) => {
  const tags = ['contact'];
  const { content } = deps;
  const siteContext = async (restaurant: RestaurantLocation | null): Promise<ContactContext> => {
    const settings = await content.settings();
    return { siteName: settings.site_name, siteEmail: settings.site_email, siteUrl: deps.siteUrl, restaurant: restaurant ? restaurantCard(restaurant, deps.siteUrl) : null };
  };
  const contactReasons = async () => (await content.document<{ contactReasons: ContactReason[] }>('contact')).contactReasons;

  app.get('/api/contact/contactTypes', {
    schema: { tags, summary: 'Kinds of enquiry', response: { 200: contactTypes } },
  }, async () => ({ contactTypes: (await content.document<{ contactTypes: ContactType[] }>('contact')).contactTypes }));

  app.get('/api/contact/content', {
    schema: { tags, summary: 'Contact reasons with sub-reasons, and the restaurants to choose from', response: { 200: contactContent } },
  }, async () => {
    const restaurants = (await content.restaurants()).map((r) => ({ storeId: r.storeId, title: r.title }));
    return { contactReasons: await contactReasons(), restaurants };
  });

  app.post('/api/contact/sendemail', {
    config: { rateLimit: deps.sensitive },
    bodyLimit: 24 * 1024 * 1024,
    schema: {
      tags,
      summary: 'Send a contact message, with up to 3 files (PDF or images, 5 MB each, checked by their bytes)',
      body: contactMessage,
      response: { 200: okMessage },
    },
  }, async (request) => {
    const form = request.body;
    await requireHuman(deps.captcha, request.ip, form.recaptchaToken, 'contact');
    const restaurant = form.enquiryRestaurant === undefined ? null : await content.restaurantByStoreId(form.enquiryRestaurant);
    const reason = (await contactReasons()).find((r) => r.id === form.reason);
    if (!reason) throw badRequest(`reason "${form.reason}" is not one of the contact reasons`, 'reason');
    if (form.subReason && !reason.subReasons.some((s) => s.id === form.subReason)) {
      throw badRequest(`subReason "${form.subReason}" does not belong to the reason "${reason.name}"`, 'subReason');
    }
    await deps.contact.sendMessage(form, await siteContext(restaurant));
    return { statusCode: 200, message: 'Thank you for your message. We will reply within 48 hours.' };
  });

  app.post('/api/contact/group-booking', {
    config: { rateLimit: deps.sensitive },
    schema: { tags, summary: 'A group booking enquiry', body: groupEnquiry, response: { 200: groupEnquiryResult } },
  }, async (request) => {
    const enquiry = request.body;
    await requireHuman(deps.captcha, request.ip, enquiry.recaptchaToken, 'group_booking');
    // "Today" is the restaurants' own (London) date.
    if (enquiry.date < wallClock(deps.now()).date) throw badRequest('date must be today or later', 'date', { rule: 'past' });
    if (enquiry.until <= enquiry.time) throw badRequest('until must be later than time', 'until', { rule: 'afterStart' });
    const restaurant = await content.restaurantByStoreId(enquiry.storeId);
    return { statusCode: 200, reference: await deps.contact.groupEnquiry(enquiry, await siteContext(restaurant)) };
  });
};
