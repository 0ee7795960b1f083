export const INVALID_LINK = 'This unsubscribe link is not valid. Please use the link in the e-mail exactly as it came, or manage your preferences from any of our e-mails.';
export const LOAD_FAILED = 'Sorry, we could not load this page. Please try again.';
