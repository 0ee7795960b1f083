export const CONTACT_FAILED = 'Sorry, we could not send your message just now. Everything you typed is still here: please try again.';

/** Shown when the brand API's answer has no message of its own. */
export const CONTACT_SENT = 'Thank you for your message. We will reply within 48 hours.';

/** The form sent without JavaScript, shown again: why (the site server's `form-problem`). */
export const CONTACT_EXPIRED = 'This form was open too long to be sent safely. Everything you typed is still here: please send it again.';
export const CONTACT_CHECK = 'Please check what is marked below. Everything you typed is still here.';
export const CONTACT_NEEDS_SCRIPT = 'Our spam check needs JavaScript, so this form cannot be sent without it. Please turn JavaScript on and send it again, or e-mail us.';

/** Said beside the file field without JavaScript: a plain form posts no files. */
export const FILES_NEED_SCRIPT = 'Attaching files needs JavaScript: without it, your message is sent without them.';
