import type { BookingHorizon } from '../types';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The booking horizon of an occasions answer, or null when it has none or one the client cannot
 * read (the server still refuses a date beyond it, so an unreadable horizon only loses the hint).
 */
export function readBookingHorizon(value: unknown): BookingHorizon | null {
  if (typeof value !== 'object' || value === null) return null;
  const { days, lastDate } = value as Record<string, unknown>;
  if (!Number.isInteger(days) || (days as number) < 0) return null;
  if (typeof lastDate !== 'string' || !ISO_DATE.test(lastDate)) return null;
  return { days: days as number, lastDate };
}
