import { object, string } from 'yup';
import { birthdayProblem, type BirthdayParts } from './birthday';

export const BIRTHDAY_MESSAGES = {
  incomplete: 'Please choose the day, month and year of your birthday, or leave all three empty',
  'no-such-day': 'That day does not exist in that month: please choose the day again',
  future: 'Your birthday cannot be in the future',
} as const;

/** Day, month and year selects as strings ('' = not chosen): all three or none, a real date, not in the future. */
export function birthdaySchema(today: () => Date = () => new Date()) {
  return object({
    day: string().defined().default(''),
    month: string().defined().default(''),
    year: string().defined().default(''),
  }).test('birthday', function check(value) {
    const problem = birthdayProblem(value as BirthdayParts, today());
    return problem === null || this.createError({ message: BIRTHDAY_MESSAGES[problem] });
  });
}
