import { type ValidationError } from 'yup';
import { groupBookingSchema, GROUP_MESSAGES } from '../model/group-booking.schema';
import { enquiryProblems, enquiryValues, typedEnquiry } from './posted-group-booking';

const problemsOf = (posted: Record<string, string>) => {
  try {
    groupBookingSchema('2026-07-14').validateSync(enquiryValues(typedEnquiry(posted)), { abortEarly: false });
    return {};
  } catch (error) {
    return enquiryProblems(error as ValidationError);
  }
};

const GOOD = {
  storeId: '101', bookingType: 'Birthday', covers: '24', date: '2026-08-01', time: '19:00', until: '23:00',
  firstName: 'Amélie', lastName: 'Martin', email: 'group@example.com', telephoneNumber: '07700 900123',
};

describe('a group enquiry the site server shows again', () => {
  it('keeps what was typed in the fields it knows, and the boxes as they were', () => {
    expect(typedEnquiry({ firstName: 'Amélie', shouldReceiveSms: 'on', isAdmin: 'yes' })).toEqual({
      text: { firstName: 'Amélie' }, shouldReceivePromotions: false, shouldReceiveSms: true,
    });
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['nothing wrong', GOOD, {}],
    ['a table that can be booked online', { ...GOOD, covers: '6' }, { covers: GROUP_MESSAGES.coversMin }],
    ['no guests', { ...GOOD, covers: ' ' }, { covers: GROUP_MESSAGES.covers }],
    ['a day gone by and an end before the start', { ...GOOD, date: '2026-07-01', until: '18:00' }, { date: GROUP_MESSAGES.date, until: GROUP_MESSAGES.until }],
    ['nothing chosen', { ...GOOD, storeId: '', bookingType: '' }, { storeId: GROUP_MESSAGES.venue, bookingType: GROUP_MESSAGES.bookingType }],
    ['a wrong e-mail', { ...GOOD, email: 'group@' }, { email: GROUP_MESSAGES.email }],
  ])("says what is wrong in the form's words: %s", (_label, posted, problems) => {
    expect(problemsOf(posted)).toEqual(problems);
  });
});
