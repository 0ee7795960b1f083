export const CONTACT_FAILED = 'Sorry, we could not send your message just now. Everything you typed is still here: please try again.';

/** Shown when the brand API's answer has no message of its own. */
export const CONTACT_SENT = 'Thank you for your message. We will reply within 48 hours.';
