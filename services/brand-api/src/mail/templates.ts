import type { Offer } from '@riviere/api-client';

/** E-mail wording in one place. Plain text first: it is what every client shows. */
export const templates = {
  voucher(offer: Offer, code: string, siteName: string) {
    return {
      subject: `Your ${siteName} voucher: ${offer.title}`,
      text: [
        `Here is your voucher code for "${offer.title}":`,
        '',
        `    ${code}`,
        '',
        offer.validityText,
        '',
        `Terms and conditions: ${offer.termAndConditions}`,
        '',
        `See you soon at ${siteName}.`,
      ].join('\n'),
    };
  },
  contactReceived(firstName: string, siteName: string) {
    return {
      subject: `We have your message – ${siteName}`,
      text: `Dear ${firstName},\n\nThank you for getting in touch. A member of our team will reply within 48 hours.\n\n${siteName}`,
    };
  },
  contactForTeam(summary: string) {
    return { subject: 'New contact form message', text: summary };
  },
  groupEnquiry(firstName: string, reference: string, summary: string, siteName: string) {
    return {
      subject: `Your group booking enquiry ${reference} – ${siteName}`,
      text: `Dear ${firstName},\n\nThank you for your group booking enquiry (reference ${reference}). Our team will reply within 48 hours.\n\n${summary}\n\n${siteName}`,
    };
  },
  /** The applicant's copy: what they applied for and what happens next. */
  applicationReceived(application: { firstName: string; jobName: string; restaurant: string; jobUrl: string }, siteName: string) {
    const { firstName, jobName, restaurant, jobUrl } = application;
    return {
      subject: `We've received your application for ${jobName} at ${restaurant}`,
      text: [
        `Dear ${firstName},`,
        '',
        `Thank you for applying for ${jobName} at ${restaurant}. Your application has reached the restaurant's hiring team.`,
        '',
        'What happens next: the team reads every application and will contact you by e-mail or phone if they would like to meet you. You do not need to do anything else now.',
        '',
        `The job you applied for: ${jobUrl}`,
        '',
        'Bonne chance,',
        siteName,
      ].join('\n'),
    };
  },
  signUpWelcome(firstName: string, preferencesUrl: string, siteName: string) {
    return {
      subject: `Welcome to ${siteName}`,
      text: `Bonjour ${firstName},\n\nThank you for signing up to hear from ${siteName}. You can change what we send you at any time:\n${preferencesUrl}\n\n${siteName}`,
    };
  },
};
