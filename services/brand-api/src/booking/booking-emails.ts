import type { RestaurantLocation } from '@riviere/api-client';
import {
  CALENDAR_EVENT_MINUTES,
  addressText,
  bookingSummary,
  buildICalendar,
  reservationJsonLd as reservationSchema,
  type CalendarMethod,
} from '@riviere/restaurant-rules';
import { escapeHtml, jsonForScript } from '@riviere/server-kit';
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

function html(m: BookingMessage, intro: string, cancelled: boolean): string {
  const rows = details(m).map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<script type="application/ld+json">${jsonForScript(reservationJsonLd(m, cancelled))}</script>`,
    `</head><body><p>${escapeHtml(intro)}</p><table>${rows}</table>`,
    cancelled ? '' : `<p><a href="${escapeHtml(m.manageUrl)}">See, change or cancel your booking</a> · <a href="${escapeHtml(m.calendarUrl)}">Add to your calendar</a></p>`,
    `<p>${escapeHtml(m.siteName)}</p></body></html>`,
  ].join('');
}

const text = (m: BookingMessage, intro: string, outro: string) =>
  [`Dear ${m.firstName},`, '', intro, '', ...details(m).map(([k, v]) => `${k}: ${v}`), '', outro, '', m.siteName].join('\n');

export function confirmationEmail(m: BookingMessage): OutgoingEmail {
  const intro = `Your table is booked. We look forward to seeing you on ${longDate(m.date)} at ${m.time}.`;
  return {
    kind: 'booking-confirmation',
    to: m.email,
    subject: `Booking confirmed ${m.reference}: ${m.restaurant.title}, ${longDate(m.date)} at ${m.time}`,
    text: text(m, intro, `To see, change or cancel your booking: ${m.manageUrl}\nThe attached calendar file adds it to your calendar.`),
    html: html(m, intro, false),
    attachments: [{ filename: `booking-${m.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: bookingIcs(m, 'REQUEST') }],
  };
}

/** The booking moved: the calendar file has the same UID and a higher SEQUENCE, so calendars move the event rather than add one. */
export function changeEmail(m: BookingMessage): OutgoingEmail {
  const intro = `Your booking ${m.reference} is changed. We now look forward to seeing you on ${longDate(m.date)} at ${m.time}.`;
  return {
    kind: 'booking-change',
    to: m.email,
    subject: `Booking changed ${m.reference}: ${m.restaurant.title}, ${longDate(m.date)} at ${m.time}`,
    text: text(m, intro, `To see, change or cancel your booking: ${m.manageUrl}\nThe attached calendar file moves it in your calendar.`),
    html: html(m, intro, false),
    attachments: [{ filename: `booking-${m.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: bookingIcs(m, 'REQUEST') }],
  };
}

export function cancellationEmail(m: BookingMessage): OutgoingEmail {
  const intro = `Your booking ${m.reference} is cancelled. We hope to see you another time.`;
  return {
    kind: 'booking-cancellation',
    to: m.email,
    subject: `Booking cancelled ${m.reference}: ${m.restaurant.title}, ${longDate(m.date)} at ${m.time}`,
    text: text(m, intro, 'The attached calendar file removes it from your calendar.'),
    html: html(m, intro, true),
    attachments: [{ filename: `booking-${m.reference}-cancelled.ics`, contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: bookingIcs(m, 'CANCEL') }],
  };
}

/** An enquiry books nothing: the guest hears back within 48 hours (spec §9); the restaurant gets the details. */
export function enquiryEmails(m: BookingMessage, phone: string): OutgoingEmail[] {
  const intro = 'Thank you for your enquiry. The restaurant will reply within 48 hours; nothing is booked until they confirm.';
  return [
    { kind: 'booking-enquiry', to: m.email, subject: `Your enquiry ${m.reference}: ${m.restaurant.title}, ${longDate(m.date)}`, text: text(m, intro, `To see or withdraw your enquiry: ${m.manageUrl}`) },
    {
      kind: 'booking-enquiry-team',
      to: m.restaurant.email ?? m.siteEmail,
      subject: `Booking enquiry ${m.reference} for ${m.adultCovers + m.childCovers} on ${m.date}`,
      text: [`${m.firstName} ${m.lastName} <${m.email}> ${phone}`, ...details(m).map(([k, v]) => `${k}: ${v}`)].join('\n'),
    },
  ];
}
