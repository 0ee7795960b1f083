import type { ContactReason } from '@riviere/api-client';
import { EMPTY_CONTACT } from '../hooks/use-contact-form';
import { contactSchema, type ContactValues } from './contact.schema';

const reasons: ContactReason[] = [
  { id: 'my-visit', name: 'My visit', subReasons: [{ id: 'food', name: 'Food and drink' }] },
  { id: 'other', name: 'Other', subReasons: [] },
];
const schema = contactSchema(reasons);
const valid: ContactValues = {
  ...EMPTY_CONTACT,
  firstName: 'Amélie',
  lastName: "O'Neill",
  email: 'amelie@example.com',
  enquiryType: 'general',
  reason: 'other',
  message: 'We left a blue umbrella at table 12.',
};

const pdf = () => new File(['%PDF-1.4'], 'note.pdf', { type: 'application/pdf' });

function firstError(values: ContactValues): string | null {
  try {
    schema.validateSync(values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('contactSchema', () => {
  it.each<[string, Partial<ContactValues>, string | null]>([
    ['a complete message', {}, null],
    ['no first name', { firstName: '' }, 'Please enter your first name'],
    ['no last name', { lastName: '' }, 'Please enter your last name'],
    ['a bad e-mail', { email: 'amelie.example.com' }, 'Please enter a valid e-mail address, like name@example.com'],
    ['a bad phone', { phone: 'abc' }, 'Please enter a valid phone number, like 07700 900123'],
    ['no enquiry type', { enquiryType: '' }, 'Please choose what your enquiry is about'],
    ['a restaurant enquiry without the restaurant', { enquiryType: 'restaurant' }, 'Please choose the restaurant you visited'],
    ['a restaurant enquiry with it', { enquiryType: 'restaurant', enquiryRestaurant: '118' }, null],
    ['guests as words', { guests: 'four' }, 'Please enter the number of guests as a whole number'],
    ['no guests', { guests: '0' }, 'Please enter between 1 and 500 guests'],
    ['four guests', { guests: '4' }, null],
    ['no reason', { reason: '' }, 'Please choose a reason'],
    ['a reason with sub-reasons but none chosen', { reason: 'my-visit' }, 'Please choose what best describes it'],
    ['a reason with its sub-reason', { reason: 'my-visit', subReason: 'food' }, null],
    ['no message', { message: '   ' }, 'Please enter your message'],
    ['a PDF attached', { files: [pdf()] }, null],
    ['a Word file attached', { files: [new File(['x'], 'cv.docx')] }, 'Please remove the files that cannot be attached'],
  ])('%s', (_label, change, message) => {
    expect(firstError({ ...valid, ...change })).toBe(message);
  });
});
