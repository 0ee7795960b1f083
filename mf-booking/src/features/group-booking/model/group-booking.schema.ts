import { boolean, number, object, string, type InferType } from 'yup';
import { GROUP_MIN_COVERS, ONLINE_MAX_COVERS, isBookingTime, isCalendarDate, minutesOf } from '@riviere/restaurant-rules';
import { EMAIL_PATTERN, NAME_PATTERN, PHONE_PATTERN } from '../../../shared/contact-patterns';

/*
 * Tables for up to ONLINE_MAX_COVERS are booked online (spec §9); a group is anything larger, so
 * the two forms never both claim the same party. Both numbers are restaurant-rules', the one
 * place the pages' wording is held to as well.
 */
const GROUP_MAX_COVERS = 500;

export const BOOKING_TYPES = ['Birthday', 'Anniversary', 'Business meal', 'Christmas party', 'Wedding or celebration', 'Other'] as const;

export const GROUP_MESSAGES = {
  venue: 'Please choose a restaurant.',
  bookingType: 'Please choose the type of booking.',
  covers: 'Please enter the number of guests.',
  coversInteger: 'Please enter a whole number of guests.',
  coversMin: `Group bookings are for ${GROUP_MIN_COVERS} or more guests; tables for up to ${ONLINE_MAX_COVERS} can be booked online.`,
  coversMax: `Please call us for more than ${GROUP_MAX_COVERS} guests.`,
  date: 'Please choose a date, today or later.',
  time: 'Please choose a start time.',
  until: 'Please choose an end time later than the start time.',
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  nameFormat: 'Please use letters, spaces, apostrophes, hyphens and full stops only.',
  email: 'Please enter a valid e-mail address, like name@example.com.',
  telephone: 'Please enter a valid telephone number, like 07700 900123.',
  specialRequest: 'Please keep your message under 1000 characters.',
} as const;

/** The group enquiry (spec §3, §5): venue, booking type, covers, date, time, until required. */
export function groupBookingSchema(today: string) {
  return object({
    storeId: string().required(GROUP_MESSAGES.venue),
    bookingType: string().required(GROUP_MESSAGES.bookingType),
    covers: number()
      .typeError(GROUP_MESSAGES.covers)
      .required(GROUP_MESSAGES.covers)
      .integer(GROUP_MESSAGES.coversInteger)
      .min(GROUP_MIN_COVERS, GROUP_MESSAGES.coversMin)
      .max(GROUP_MAX_COVERS, GROUP_MESSAGES.coversMax),
    date: string()
      .required(GROUP_MESSAGES.date)
      .test('future', GROUP_MESSAGES.date, (value) => isCalendarDate(value) && value >= today),
    time: string().required(GROUP_MESSAGES.time).test('grid', GROUP_MESSAGES.time, (value) => isBookingTime(value)),
    until: string()
      .required(GROUP_MESSAGES.until)
      .test('after', GROUP_MESSAGES.until, (value, context) => isBookingTime(value) && minutesOf(value) > minutesOf(String(context.parent.time))),
    firstName: string().trim().required(GROUP_MESSAGES.firstName).max(80).matches(NAME_PATTERN, { message: GROUP_MESSAGES.nameFormat, excludeEmptyString: true }),
    lastName: string().trim().required(GROUP_MESSAGES.lastName).max(80).matches(NAME_PATTERN, { message: GROUP_MESSAGES.nameFormat, excludeEmptyString: true }),
    email: string().trim().required(GROUP_MESSAGES.email).matches(EMAIL_PATTERN, GROUP_MESSAGES.email),
    telephoneNumber: string().trim().required(GROUP_MESSAGES.telephone).matches(PHONE_PATTERN, GROUP_MESSAGES.telephone),
    specialRequest: string().default('').max(1000, GROUP_MESSAGES.specialRequest),
    shouldReceivePromotions: boolean().default(false).required(),
    shouldReceiveSms: boolean().default(false).required(),
  });
}

export type GroupBookingForm = InferType<ReturnType<typeof groupBookingSchema>>;
