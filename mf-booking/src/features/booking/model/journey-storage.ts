import type { Confirmation, Customer } from './booking.types';

/**
 * What the tab keeps of a journey that the URL must not carry: the details the guest typed (so
 * Back, Forward and a reload keep them) and the last confirmation with its manage token (so a
 * reload shows it again). Session storage: gone with the tab. Nothing is kept where it cannot be.
 */
const DETAILS_KEY = 'riviere.booking.details';
const CONFIRMATION_KEY = 'riviere.booking.confirmation';

export interface SavedConfirmation {
  confirmation: Confirmation;
  /** The signed `{reference}.{signature}` the manage endpoint answers for; null for an enquiry. */
  token: string | null;
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): unknown {
  try {
    const text = session()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    session()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage: the journey goes on, it is only not kept.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function saveDetails(customer: Customer): void {
  write(DETAILS_KEY, customer);
}

export function savedDetails(): Customer | null {
  const value = read(DETAILS_KEY);
  if (!isRecord(value)) return null;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    specialRequest: text('specialRequest'),
    shouldReceivePromotions: value.shouldReceivePromotions === true,
    shouldReceiveSms: value.shouldReceiveSms === true,
  };
}

export function saveConfirmation(saved: SavedConfirmation): void {
  write(CONFIRMATION_KEY, saved);
}

export function savedConfirmation(): SavedConfirmation | null {
  const value = read(CONFIRMATION_KEY);
  if (!isRecord(value) || !isRecord(value.confirmation)) return null;
  const c = value.confirmation;
  if (typeof c.reference !== 'string' || typeof c.storeId !== 'number' || typeof c.date !== 'string' || typeof c.time !== 'string') return null;
  return { confirmation: c as unknown as Confirmation, token: typeof value.token === 'string' ? value.token : null };
}

/** The token in a manage link (`…/booking/{reference}/{signature}`), or null. */
export function manageTokenOfUrl(url: string | undefined): string | null {
  const match = /\/booking\/([^/?#.]+)\/([^/?#.]+)\/?(?:[?#].*)?$/.exec(url ?? '');
  if (!match) return null;
  const [, reference = '', signature = ''] = match;
  try {
    return `${decodeURIComponent(reference)}.${decodeURIComponent(signature)}`;
  } catch {
    return null;
  }
}
