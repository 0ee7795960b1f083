import { fieldMessage } from '@riviere/api-client';
import { number, object, string, type InferType } from 'yup';

/** Party limits of a booking (spec §5): 1–100 adults, 0–50 children; the form offers the first of them. */
export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 10;

export const CHANGE_MESSAGES = {
  date: 'Please choose a date.',
  /** The catalogue's words for a past date, the same as when the API refuses one. */
  past: fieldMessage('date', 'past'),
  time: 'Please choose a time.',
  adults: 'Please choose how many adults.',
  children: 'Please choose how many children.',
} as const;

/**
 * A change to a booking: a new date (`today` or later, 'YYYY-MM-DD' in London), time and party,
 * and a menu when the new time offers others ('' keeps the booking's).
 */
export const changeBookingSchema = (today: string) => object({
  date: string()
    .required(CHANGE_MESSAGES.date)
    .matches(/^\d{4}-\d{2}-\d{2}$/, CHANGE_MESSAGES.date)
    .test('not-past', CHANGE_MESSAGES.past, (date) => !date || date >= today),
  adults: number().typeError(CHANGE_MESSAGES.adults).integer(CHANGE_MESSAGES.adults).min(1, CHANGE_MESSAGES.adults).max(MAX_ADULTS, CHANGE_MESSAGES.adults).required(CHANGE_MESSAGES.adults),
  children: number().typeError(CHANGE_MESSAGES.children).integer(CHANGE_MESSAGES.children).min(0, CHANGE_MESSAGES.children).max(MAX_CHILDREN, CHANGE_MESSAGES.children).required(CHANGE_MESSAGES.children),
  time: string().required(CHANGE_MESSAGES.time),
  menuId: string().default(''),
});

export type ChangeBookingValues = InferType<ReturnType<typeof changeBookingSchema>>;
