import { ValidationError } from 'yup';
import { fieldProblems, postedValues, problemMessage } from './posted-contact';
import { CONTACT_CHECK, CONTACT_EXPIRED, CONTACT_FAILED, CONTACT_NEEDS_SCRIPT } from '../model/contact-messages';

describe('a contact form the site server shows again', () => {
  it('keeps what was typed in the fields it knows, the rest empty, and no files', () => {
    expect(postedValues({ firstName: 'Amélie', message: 'Hello', isAdmin: 'yes' })).toEqual({
      firstName: 'Amélie', lastName: '', email: '', phone: '', enquiryType: '', enquiryRestaurant: '', guests: '', reason: '', subReason: '', message: 'Hello', files: [],
    });
  });

  it("gives each field the schema's first message for it, and nothing for fields it does not show", () => {
    const error = new ValidationError([
      new ValidationError('Please enter your first name', '', 'firstName'),
      new ValidationError('Second message', '', 'firstName'),
      new ValidationError('Please enter your message', '', 'message'),
      new ValidationError('About files', '', 'files'),
    ]);
    expect(fieldProblems(error)).toEqual({ firstName: 'Please enter your first name', message: 'Please enter your message' });
  });

  it.each([
    ['expired', CONTACT_EXPIRED],
    ['refused', CONTACT_CHECK],
    ['unverified', CONTACT_NEEDS_SCRIPT],
    ['failed', CONTACT_FAILED],
  ] as const)('says why for %s', (problem, message) => {
    expect(problemMessage(problem)).toBe(message);
  });
});
