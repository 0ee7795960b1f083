import type { RestaurantLocation } from '@riviere/api-client';
import {
  CALENDAR_EVENT_MINUTES,
  addressText,
  bookingSummary,
  buildICalendar,
  reservationJsonLd as reservationSchema,
  type CalendarMethod,
} from '@riviere/restaurant-rules';
import { composeEmail, emailBrand, restaurantCard } from '../mail/compose-email';
import type { EmailContent } from '../mail/email-content';
import type { OutgoingEmail } from '../mail/outbox-repository';
import { longDate } from './lib/long-date';

/** Everything a booking e-mail or calendar file says. */
export interface BookingMessage {
  reference: string;
  date: string;
  time: string;
  adultCovers: number;
  childCovers: number;
  firstName: string;
  lastName: string;
  email: string;
  specialRequest?: string;
  occasionName: string;
  areaName: string | null;
  menuNames: string[];
  restaurant: RestaurantLocation;
  siteName: string;
  siteEmail: string;
  /** The public site, for the hosted logo and the restaurant's page. */
  siteUrl: string;
  manageUrl: string;
  calendarUrl: string;
  sequence: number;
  /** Epoch ms of this message (DTSTAMP). */
  stamp: number;
}

const guests = (m: BookingMessage) => {
  const total = m.adultCovers + m.childCovers;
  const children = m.childCovers > 0 ? ` (${m.adultCovers} adult${m.adultCovers === 1 ? '' : 's'}, ${m.childCovers} child${m.childCovers === 1 ? '' : 'ren'})` : '';
  return `${total} guest${total === 1 ? '' : 's'}${children}`;
};
const domainOf = (email: string) => email.split('@')[1] ?? 'maison-riviere.example';

export function bookingIcs(m: BookingMessage, method: CalendarMethod): string {
  return buildICalendar({
    method,
    reference: m.reference,
    domain: domainOf(m.siteEmail),
    sequence: m.sequence,
    stamp: m.stamp,
    date: m.date,
    time: m.time,
    durationMinutes: CALENDAR_EVENT_MINUTES, // spec §9: 2 hours
    summary: bookingSummary(m.restaurant.title, m.adultCovers + m.childCovers),
    location: `${m.restaurant.title}, ${addressText(m.restaurant)}`,
    description: [`Booking reference ${m.reference}`, guests(m), `Menu: ${m.menuNames.join(', ')}`, `Manage or cancel: ${m.manageUrl}`].join('\n'),
    url: m.manageUrl,
    organizer: { name: m.siteName, email: m.siteEmail },
    attendee: { name: `${m.firstName} ${m.lastName}`, email: m.email },
    geo: { lat: m.restaurant.lat, lng: m.restaurant.lng },
  });
}

/** schema.org FoodEstablishmentReservation, which mail clients turn into a reservation card. */
function reservationJsonLd(m: BookingMessage, cancelled: boolean): object {
  const reservation = reservationSchema({
    reference: m.reference,
    cancelled,
    date: m.date,
    time: m.time,
    durationMinutes: CALENDAR_EVENT_MINUTES, // spec §9: 2 hours
    partySize: m.adultCovers + m.childCovers,
    guest: { name: `${m.firstName} ${m.lastName}`, email: m.email },
    restaurant: m.restaurant,
    manageUrl: m.manageUrl,
  });
  return cancelled ? reservation : { ...reservation, cancelReservationUrl: cancelUrlOf(m.manageUrl) };
}

/** The guest's page opened at its cancel question. */
export const cancelUrlOf = (manageUrl: string) => `${manageUrl}?action=cancel`;

function details(m: BookingMessage): [string, string][] {
  return [
    ['Reference', m.reference],
    ['Restaurant', `${m.restaurant.title}, ${addressText(m.restaurant)}`],
    ['Date', longDate(m.date)],
    ['Time', m.time],
    ['Guests', guests(m)],
    ['Occasion', m.occasionName],
    ['Menu', m.menuNames.join(', ')],
    ...(m.areaName ? [['Seating', m.areaName] as [string, string]] : []),
    ...(m.specialRequest ? [['Special request', m.specialRequest] as [string, string]] : []),
  ];
}

/** What every e-mail to the guest about a booking says around its own words. */
function guestContent(m: BookingMessage, { preview, heading, paragraphs, cancelled }: { preview: string; heading: string; paragraphs: string[]; cancelled: boolean }): EmailContent {
  return {
    preview,
    heading,
    greeting: `Dear ${m.firstName},`,
    paragraphs,
    details: details(m).filter(([label]) => label !== 'Restaurant'),
    ...(cancelled ? {} : {
      button: { label: 'See, change or cancel your booking', url: m.manageUrl },
      links: [{ label: 'Add to your calendar', url: m.calendarUrl }],
    }),
    restaurant: restaurantCard(m.restaurant, m.siteUrl),
    signOff: ['À bientôt,', m.siteName],
    jsonLd: reservationJsonLd(m, cancelled),
  };
}

const brandOf = (m: BookingMessage) => emailBrand(m.siteName, m.siteUrl);
const when = (m: BookingMessage) => `${longDate(m.date)} at ${m.time}`;

export function confirmationEmail(m: BookingMessage): Promise<OutgoingEmail> {
  return composeEmail({
    kind: 'booking-confirmation',
    to: m.email,
    subject: `Booking confirmed ${m.reference}: ${m.restaurant.title}, ${when(m)}`,
    content: guestContent(m, {
      preview: `${guests(m)} at ${m.restaurant.title}, ${when(m)}. Reference ${m.reference}.`,
      heading: 'Your table is booked',
      paragraphs: [`We look forward to seeing you on ${when(m)}.`, 'The attached calendar file adds it to your calendar.'],
      cancelled: false,
    }),
    attachments: [{ filename: `booking-${m.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: bookingIcs(m, 'REQUEST') }],
  }, brandOf(m));
}

/** The booking moved: the calendar file has the same UID and a higher SEQUENCE, so calendars move the event rather than add one. */
export function changeEmail(m: BookingMessage): Promise<OutgoingEmail> {
  return composeEmail({
    kind: 'booking-change',
    to: m.email,
    subject: `Booking changed ${m.reference}: ${m.restaurant.title}, ${when(m)}`,
    content: guestContent(m, {
      preview: `Now ${guests(m)}, ${when(m)}. Reference ${m.reference}.`,
      heading: 'Your booking is changed',
      paragraphs: [`Your booking ${m.reference} is changed. We now look forward to seeing you on ${when(m)}.`, 'The attached calendar file moves it in your calendar.'],
      cancelled: false,
    }),
    attachments: [{ filename: `booking-${m.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: bookingIcs(m, 'REQUEST') }],
  }, brandOf(m));
}

export function cancellationEmail(m: BookingMessage): Promise<OutgoingEmail> {
  return composeEmail({
    kind: 'booking-cancellation',
    to: m.email,
    subject: `Booking cancelled ${m.reference}: ${m.restaurant.title}, ${when(m)}`,
    content: guestContent(m, {
      preview: `Your table on ${when(m)} is cancelled. Reference ${m.reference}.`,
      heading: 'Your booking is cancelled',
      paragraphs: [`Your booking ${m.reference} is cancelled. We hope to see you another time.`, 'The attached calendar file removes it from your calendar.'],
      cancelled: true,
    }),
    attachments: [{ filename: `booking-${m.reference}-cancelled.ics`, contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: bookingIcs(m, 'CANCEL') }],
  }, brandOf(m));
}

/** An enquiry books nothing: the guest hears back within 48 hours (spec §9); the restaurant gets the details. */
export async function enquiryEmails(m: BookingMessage, phone: string): Promise<OutgoingEmail[]> {
  const guest = await composeEmail({
    kind: 'booking-enquiry',
    to: m.email,
    subject: `Your enquiry ${m.reference}: ${m.restaurant.title}, ${longDate(m.date)}`,
    content: {
      ...guestContent(m, {
        preview: `The restaurant will reply within 48 hours. Reference ${m.reference}.`,
        heading: 'Thank you for your enquiry',
        paragraphs: ['The restaurant will reply within 48 hours; nothing is booked until they confirm.'],
        cancelled: false,
      }),
      button: { label: 'See or withdraw your enquiry', url: m.manageUrl },
      links: undefined,
      jsonLd: undefined,
    },
  }, brandOf(m));
  const team = await composeEmail({
    kind: 'booking-enquiry-team',
    to: m.restaurant.email ?? m.siteEmail,
    subject: `Booking enquiry ${m.reference} for ${m.adultCovers + m.childCovers} on ${m.date}`,
    content: {
      preview: `${m.firstName} ${m.lastName}, ${guests(m)}, ${when(m)}`,
      heading: 'New booking enquiry',
      paragraphs: [`${m.firstName} ${m.lastName} <${m.email}> ${phone}`],
      details: details(m),
      signOff: [m.siteName],
    },
  }, brandOf(m));
  return [guest, team];
}
