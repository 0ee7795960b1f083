import { isBookingTime, isCalendarDate } from '@riviere/restaurant-rules';
import { MAX_ADULTS, MAX_CHILDREN, MIN_ADULTS } from './covers';

/** The journey's steps, in order (the model's `BookingStep`, repeated here so the URL rules stand alone). */
const STEPS = ['restaurant', 'party', 'slot', 'menu', 'details', 'card', 'confirmation'] as const;
export type UrlStep = (typeof STEPS)[number];

/**
 * Where the guest is in the journey, as the URL's query keeps it: Back, Forward and a reload
 * come back to it. Never anything personal: the guest's details stay in the tab's session storage.
 */
export interface JourneyPosition {
  step: UrlStep;
  /** The chosen restaurant's storeId. */
  restaurant?: number;
  date?: string;
  time?: string;
  covers?: number;
  children?: number;
  occasion?: number;
  /** The slot the guest went on with: its restaurant (the chosen one or a nearby other) and time. */
  slot?: { storeId: number; time: string };
  menu?: string;
  area?: string;
}

/** The query keys the journey owns; everything else in the query is the page's and stays. */
export const JOURNEY_KEYS = ['step', 'restaurant', 'date', 'time', 'covers', 'children', 'occasion', 'slot', 'menu', 'area'] as const;

const whole = (text: string | null, min: number, max: number): number | undefined => {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
};

/** The position in a query, or null when it names no step (a plain deep link, or no journey at all). */
export function positionOf(search: string): JourneyPosition | null {
  const query = new URLSearchParams(search);
  const step = query.get('step');
  if (!STEPS.some((s) => s === step)) return null;
  const position: JourneyPosition = { step: step as UrlStep };
  const restaurant = whole(query.get('restaurant'), 1, Number.MAX_SAFE_INTEGER);
  if (restaurant !== undefined) position.restaurant = restaurant;
  const date = query.get('date') ?? '';
  if (isCalendarDate(date)) position.date = date;
  const time = query.get('time') ?? '';
  if (isBookingTime(time)) position.time = time;
  const covers = whole(query.get('covers'), MIN_ADULTS, MAX_ADULTS);
  if (covers !== undefined) position.covers = covers;
  const children = whole(query.get('children'), 0, MAX_CHILDREN);
  if (children !== undefined) position.children = children;
  const occasion = whole(query.get('occasion'), 1, Number.MAX_SAFE_INTEGER);
  if (occasion !== undefined) position.occasion = occasion;
  const slot = /^(\d+)@((?:[01]\d|2[0-3]):[0-5]\d)$/.exec(query.get('slot') ?? '');
  if (slot?.[1] && slot[2]) position.slot = { storeId: Number(slot[1]), time: slot[2] };
  const menu = query.get('menu');
  if (menu) position.menu = menu;
  const area = query.get('area');
  if (area) position.area = area;
  return position;
}

/** `search` with the journey's keys replaced by `position` (none: the journey's keys removed), the page's own kept. */
export function journeySearch(search: string, position: JourneyPosition | null): string {
  const query = new URLSearchParams(search);
  for (const key of JOURNEY_KEYS) query.delete(key);
  if (position) {
    const { slot, ...plain } = position;
    for (const key of JOURNEY_KEYS) {
      const value = key === 'slot' ? (slot ? `${slot.storeId}@${slot.time}` : undefined) : plain[key];
      if (value !== undefined) query.set(key, String(value));
    }
  }
  const text = query.toString().replace(/%40/g, '@').replace(/%3A/g, ':');
  return text ? `?${text}` : '';
}

/** Where a step is in the journey's order. */
export const stepIndex = (step: UrlStep): number => STEPS.indexOf(step);
