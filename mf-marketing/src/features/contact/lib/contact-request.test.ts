import { EMPTY_CONTACT } from '../hooks/use-contact-form';
import type { ContactValues } from '../model/contact.schema';
import { toContactForm } from './contact-request';

const valid: ContactValues = {
  ...EMPTY_CONTACT,
  firstName: ' Amélie ',
  lastName: "O'Neill",
  email: 'amelie@example.com ',
  enquiryType: 'general',
  reason: 'other',
  message: ' We left a blue umbrella at table 12. ',
};
const request = {
  firstName: 'Amélie', lastName: "O'Neill", email: 'amelie@example.com', message: 'We left a blue umbrella at table 12.', enquiryType: 'general', reason: 'other',
};

describe('toContactForm', () => {
  it.each<[string, Partial<ContactValues>, object]>([
    ['empty optional fields left out', {}, {}],
    ['guests and the restaurant as numbers', { guests: ' 4 ', enquiryRestaurant: '118' }, { guests: 4, enquiryRestaurant: 118 }],
    ['a phone number, trimmed', { phone: ' 07700 900123 ' }, { phone: '07700 900123' }],
    ['a blank phone left out', { phone: '   ' }, {}],
    ['the sub-reason when chosen', { reason: 'my-visit', subReason: 'food' }, { reason: 'my-visit', subReason: 'food' }],
  ])('%s', (_label, change, extra) => {
    expect(toContactForm({ ...valid, ...change })).toEqual({ ...request, ...extra });
  });
});
