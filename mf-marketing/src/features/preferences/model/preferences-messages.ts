export const UPDATE_SUCCESS = 'Your preferences have been saved.';
export const UPDATE_FAILED = 'Sorry, we could not save your preferences. Your changes are still here: please try again.';
export const MARKETING_ON = 'We send you our news and offers by e-mail.';
export const MARKETING_OFF = 'You get no marketing e-mails from us: no newsletter, offers or invitations.';
export const STOP_ALL_EXPLAINED =
  'We will stop our newsletter, offers and invitations by e-mail and untick every topic below. E-mails you ask for, such as a booking confirmation, still come. Texts are separate: untick "Send me offers by SMS." to stop those.';
export const MARKETING_FAILED = 'Sorry, we could not change your marketing e-mails. Please try again.';
export const TOPICS_OFF = 'No topics: you stopped all marketing e-mails. Start them again above to choose what you hear about.';
