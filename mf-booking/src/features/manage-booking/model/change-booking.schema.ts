import { number, object, string, type InferType } from 'yup';

/** Party limits of a booking (spec §5): 1–100 adults, 0–50 children; the form offers the first of them. */
export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 10;

export const CHANGE_MESSAGES = {
  date: 'Please choose a date.',
  time: 'Please choose a time.',
  adults: 'Please choose how many adults.',
  children: 'Please choose how many children.',
} as const;

/** A change to a booking: a new date, time and party, and a menu when the new time offers others ('' keeps the booking's). */
export const changeBookingSchema = object({
  date: string().required(CHANGE_MESSAGES.date).matches(/^\d{4}-\d{2}-\d{2}$/, CHANGE_MESSAGES.date),
  adults: number().typeError(CHANGE_MESSAGES.adults).integer().min(1, CHANGE_MESSAGES.adults).max(MAX_ADULTS).required(CHANGE_MESSAGES.adults),
  children: number().typeError(CHANGE_MESSAGES.children).integer().min(0).max(MAX_CHILDREN).required(CHANGE_MESSAGES.children),
  time: string().required(CHANGE_MESSAGES.time),
  menuId: string().default(''),
});

export type ChangeBookingValues = InferType<typeof changeBookingSchema>;
