/**
 * What an e-mail says, apart from how it looks: every e-mail the API sends is one of these,
 * rendered twice by `render-email.ts` — HTML through the MJML layout, and its plain-text twin.
 * All strings are plain text (never HTML): the renderer escapes them.
 */
export interface EmailLink {
  label: string;
  url: string;
}

/** The restaurant an e-mail is about: what a guest needs to call it or find it. */
export interface RestaurantCard {
  /** A line above the name saying why it is here ('Your favourite restaurant'). */
  caption?: string;
  name: string;
  /** One line: '12 Lantern Walk, Abbey Quarter, Bath, BA1 1LT'. */
  address: string;
  /** As written ('01225 000 118'); the HTML dials it with a tel: link. */
  phone: string;
  directionsUrl: string;
  /** The restaurant's page on the site, when it has one. */
  pageUrl: string | null;
}

/** A marketing e-mail's way out (PECR: every marketing e-mail carries one). */
export interface MarketingFooter {
  /** The signed page on the site: a confirm button (GET) or a one-click POST (RFC 8058). */
  unsubscribeUrl: string;
  /** The customer's preferences page, when the recipient is a customer. */
  preferencesUrl?: string;
  /** Why this address gets the e-mail ('You signed up for news from Maison Rivière.'). */
  reason: string;
}

export interface EmailContent {
  /** The inbox preview line (hidden in the body). */
  preview: string;
  heading: string;
  /** 'Dear Amélie,' — omitted for messages to the team. */
  greeting?: string;
  paragraphs: string[];
  /** A code to read out or type (a voucher): shown large and boxed. */
  highlight?: { label: string; value: string };
  /** Label and value rows: a booking's date, time, guests… */
  details?: [string, string][];
  /** The one thing to do next (manage the booking), a button at least 44 px tall. */
  button?: EmailLink;
  /** Smaller links under the button (add to your calendar). */
  links?: EmailLink[];
  restaurant?: RestaurantCard;
  /** Lines after the body: 'Bonne chance,' / 'Maison Rivière'. */
  signOff?: string[];
  /** Present exactly when the e-mail is marketing. */
  marketing?: MarketingFooter;
  /** schema.org JSON-LD for the head (a reservation card in Gmail and Apple Mail). */
  jsonLd?: object;
}

/** Who the e-mail comes from, for its header and footer. */
export interface EmailBrand {
  siteName: string;
  /** The public site, no trailing slash: links and the hosted logo. */
  siteUrl: string;
}
