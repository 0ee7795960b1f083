import type { Offer } from '@riviere/api-client';
import type { EmailWords } from '../mail/templates';

/**
 * The friend's invitation: marketing (they did not ask us for it), so it carries the unsubscribe
 * link and headers, and an address that unsubscribed is never sent one.
 */
export function referralEmail(referrerName: string, offer: Offer, { link, unsubscribeUrl }: { link: string; unsubscribeUrl: string }, siteName: string): EmailWords {
  return {
    subject: `${referrerName} invited you to ${siteName}`,
    content: {
      preview: `Your welcome offer: ${offer.title}`,
      heading: `${referrerName} invited you`,
      greeting: 'Bonjour,',
      paragraphs: [`${referrerName} thinks you would enjoy ${siteName} and asked us to send you this invitation.`],
      details: [['Your welcome offer', offer.title], ['Valid', offer.validityText]],
      button: { label: 'Open your invitation', url: link },
      signOff: ['À bientôt,', siteName],
      marketing: {
        unsubscribeUrl,
        reason: `${referrerName} gave us your address to send you this one invitation. We will not e-mail you again unless you sign up.`,
      },
    },
  };
}
