import { GROUP_SEND_FAILED } from '../lib/to-payload';

/** The enquiry sent without JavaScript, shown again by the site server: why (its `form-problem`). */
export const GROUP_SHOWN_AGAIN = {
  expired: 'This form was open too long to be sent safely. Everything you typed is still here: please send it again.',
  refused: 'Please check what is marked below. Everything you typed is still here.',
  unverified: 'Our spam check needs JavaScript, so this form cannot be sent without it. Please turn JavaScript on and send it again, or call the restaurant.',
  failed: GROUP_SEND_FAILED,
} as const;
