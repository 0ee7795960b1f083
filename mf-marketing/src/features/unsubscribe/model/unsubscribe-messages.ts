export const INVALID_LINK = 'It may have been cut short or changed on its way here. Please use the link in the e-mail exactly as it came, or manage your preferences from any of our e-mails. Nothing has been changed.';
export const LOAD_FAILED = 'Sorry, we could not load this page. Please try again.';
