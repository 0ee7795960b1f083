import type { RestaurantLocation } from '@riviere/api-client';
import { addressText, directionsUrl, restaurantPageLink } from '@riviere/restaurant-rules';
import type { EmailBrand, EmailContent, RestaurantCard } from './email-content';
import type { OutgoingEmail } from './outbox-repository';
import { renderEmail } from './render-email';

export interface EmailMessage {
  kind: string;
  to: string;
  subject: string;
  content: EmailContent;
  attachments?: OutgoingEmail['attachments'];
  /** A marketing e-mail's List-Unsubscribe headers. */
  headers?: Record<string, string>;
}

/** An outbox row from what an e-mail says: multipart/alternative, its HTML and its plain-text twin. */
export async function composeEmail(message: EmailMessage, brand: EmailBrand): Promise<OutgoingEmail> {
  const { html, text } = await renderEmail(message.content, brand);
  return {
    kind: message.kind,
    to: message.to,
    subject: message.subject,
    html,
    text,
    ...(message.attachments ? { attachments: message.attachments } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
  };
}

/** What an e-mail about a restaurant shows of it: address, phone, directions, its page. */
export function restaurantCard(restaurant: RestaurantLocation, siteUrl: string): RestaurantCard {
  const page = restaurantPageLink(restaurant);
  return {
    name: restaurant.title,
    address: addressText(restaurant),
    phone: restaurant.phoneNumber,
    directionsUrl: directionsUrl(restaurant),
    pageUrl: page ? `${siteUrl.replace(/\/+$/, '')}${page}` : null,
  };
}

/** The brand as e-mails name it: the site's name and address. */
export const emailBrand = (siteName: string, siteUrl: string): EmailBrand => ({ siteName, siteUrl: siteUrl.replace(/\/+$/, '') });
