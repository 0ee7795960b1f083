import type { Offer } from '@riviere/api-client';
import type { EmailContent, RestaurantCard } from './email-content';

/** What one e-mail says: its subject and its content (rendered to HTML and text by `composeEmail`). */
export interface EmailWords {
  subject: string;
  content: EmailContent;
}

/** A label and its value, as the team's copy and the guest's details list them. */
export type Fact = [string, string];

/** E-mail wording in one place (booking's is in `booking/booking-emails.ts`, the friend's invitation in `referral/referral-email.ts`). */
export const templates = {
  /** The visitor asked for this code: transactional, so it arrives whatever their marketing choices. */
  voucher(offer: Offer, code: string, { siteName, offerUrl, restaurant, findUsUrl }: { siteName: string; offerUrl: string; restaurant: RestaurantCard | null; findUsUrl: string }): EmailWords {
    return {
      subject: `Your ${siteName} voucher: ${offer.title}`,
      content: {
        preview: `Your code for ${offer.title}: ${code}`,
        heading: 'Your voucher code',
        paragraphs: [`Here is your voucher code for "${offer.title}". Show it when you order.`],
        highlight: { label: 'Your voucher code', value: code },
        details: [['Offer', offer.title], ['Valid', offer.validityText], ['Terms and conditions', offer.termAndConditions]],
        button: { label: 'See the offer', url: offerUrl },
        ...(restaurant ? { restaurant } : { links: [{ label: 'Find your nearest restaurant', url: findUsUrl }] }),
        signOff: ['See you soon,', siteName],
      },
    };
  },
  contactReceived(firstName: string, siteName: string, restaurant: RestaurantCard | null): EmailWords {
    return {
      subject: `We have your message – ${siteName}`,
      content: {
        preview: 'A member of our team will reply within 48 hours.',
        heading: 'We have your message',
        greeting: `Dear ${firstName},`,
        paragraphs: ['Thank you for getting in touch. A member of our team will reply within 48 hours.'],
        ...(restaurant ? { restaurant } : {}),
        signOff: [siteName],
      },
    };
  },
  contactForTeam(facts: Fact[], siteName: string): EmailWords {
    return {
      subject: 'New contact form message',
      content: { preview: facts[0]?.[1] ?? 'A contact form message', heading: 'New contact form message', paragraphs: [], details: facts, signOff: [siteName] },
    };
  },
  groupEnquiry(firstName: string, reference: string, facts: Fact[], siteName: string, restaurant: RestaurantCard | null): EmailWords {
    return {
      subject: `Your group booking enquiry ${reference} – ${siteName}`,
      content: {
        preview: `Reference ${reference}: our team will reply within 48 hours.`,
        heading: 'Thank you for your group booking enquiry',
        greeting: `Dear ${firstName},`,
        paragraphs: [`Thank you for your group booking enquiry (reference ${reference}). Our team will reply within 48 hours.`],
        details: [['Reference', reference], ...facts],
        ...(restaurant ? { restaurant } : {}),
        signOff: ['À bientôt,', siteName],
      },
    };
  },
  groupEnquiryForTeam(reference: string, from: string, facts: Fact[], siteName: string): EmailWords {
    return {
      subject: `Group enquiry ${reference}`,
      content: { preview: from, heading: 'New group enquiry', paragraphs: [from], details: [['Reference', reference], ...facts], signOff: [siteName] },
    };
  },
  /** The applicant's copy: what they applied for and what happens next. */
  applicationReceived(application: { firstName: string; jobName: string; restaurant: string; jobUrl: string; card: RestaurantCard | null }, siteName: string): EmailWords {
    const { firstName, jobName, restaurant, jobUrl, card } = application;
    return {
      subject: `We've received your application for ${jobName} at ${restaurant}`,
      content: {
        preview: `Your application for ${jobName} has reached the hiring team.`,
        heading: 'Thank you for applying',
        greeting: `Dear ${firstName},`,
        paragraphs: [
          `Thank you for applying for ${jobName} at ${restaurant}. Your application has reached the restaurant's hiring team.`,
          'What happens next: the team reads every application and will contact you by e-mail or phone if they would like to meet you. You do not need to do anything else now.',
        ],
        button: { label: 'See the job you applied for', url: jobUrl },
        ...(card ? { restaurant: card } : {}),
        signOff: ['Bonne chance,', siteName],
      },
    };
  },
  /** Marketing: the first e-mail of the newsletter the visitor signed up for. */
  signUpWelcome(
    { firstName, preferencesUrl, unsubscribeUrl, favourite }: { firstName: string; preferencesUrl: string; unsubscribeUrl: string; favourite: RestaurantCard | null },
    siteName: string,
  ): EmailWords {
    return {
      subject: `Welcome to ${siteName}`,
      content: {
        preview: 'News, offers and a table waiting for you.',
        heading: `Welcome to ${siteName}`,
        greeting: `Bonjour ${firstName},`,
        paragraphs: [
          `Thank you for signing up to hear from us. We will send you our news and offers, and a little something for your birthday if you told us when it is.`,
        ],
        ...(favourite ? { restaurant: { ...favourite, caption: 'Your favourite restaurant' } } : {}),
        button: { label: 'Choose what we send you', url: preferencesUrl },
        signOff: ['À bientôt,', siteName],
        marketing: { unsubscribeUrl, preferencesUrl, reason: `You are receiving this because you signed up for news and offers from ${siteName}.` },
      },
    };
  },
};
