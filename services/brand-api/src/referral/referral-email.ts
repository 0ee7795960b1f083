import type { Offer } from '@riviere/api-client';

/** The friend's invitation. Plain text: it is what every client shows. */
export function referralEmail(referrerName: string, offer: Offer, link: string, siteName: string) {
  return {
    subject: `${referrerName} invited you to ${siteName}`,
    text: [
      'Bonjour,',
      '',
      `${referrerName} thinks you would enjoy ${siteName} and asked us to send you this invitation.`,
      '',
      `Your welcome offer: ${offer.title}`,
      offer.validityText,
      '',
      `Open your invitation: ${link}`,
      '',
      `We will not e-mail you again unless you sign up. ${siteName}`,
    ].join('\n'),
  };
}
