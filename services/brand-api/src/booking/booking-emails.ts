import type { RestaurantLocation } from '@riviere/api-client';
import type { OutgoingEmail } from '../mail/outbox';
import { buildIcs, endOf, type IcsMethod } from './lib/ics';
import { londonOffsetMinutes, londonToEpoch, longDate } from './lib/london-time';

/** Spec §9: a calendar event lasts 2 hours. */
export const CALENDAR_MINUTES = 120;

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

export const addressOf = (r: RestaurantLocation) => [r.addressLine1, r.addressLine2, r.addressCity, r.postcode].filter(Boolean).join(', ');
const guests = (m: BookingMessage) => {
  const total = m.adultCovers + m.childCovers;
  const children = m.childCovers > 0 ? ` (${m.adultCovers} adult${m.adultCovers === 1 ? '' : 's'}, ${m.childCovers} child${m.childCovers === 1 ? '' : 'ren'})` : '';
  return `${total} guest${total === 1 ? '' : 's'}${children}`;
};
const domainOf = (email: string) => email.split('@')[1] ?? 'maison-riviere.example';

/** The UID every calendar file of this booking carries. */
export const calendarUid = (m: Pick<BookingMessage, 'reference' | 'siteEmail'>) => `${m.reference}@${domainOf(m.siteEmail)}`;

export function bookingIcs(m: BookingMessage, method: IcsMethod): string {
  return buildIcs({
    method,
    uid: calendarUid(m),
    sequence: m.sequence,
    stamp: m.stamp,
    date: m.date,
    time: m.time,
    durationMinutes: CALENDAR_MINUTES,
    summary: `${m.restaurant.title}: table for ${m.adultCovers + m.childCovers}`,
    location: `${m.restaurant.title}, ${addressOf(m.restaurant)}`,
    description: [`Booking reference ${m.reference}`, guests(m), `Menu: ${m.menuNames.join(', ')}`, `Manage or cancel: ${m.manageUrl}`].join('\n'),
    url: m.manageUrl,
    organizer: { name: m.siteName, email: m.siteEmail },
    attendee: { name: `${m.firstName} ${m.lastName}`, email: m.email },
    geo: { lat: m.restaurant.lat, lng: m.restaurant.lng },
  });
}

/** ISO 8601 with London's offset: 2026-07-04T19:30:00+01:00. */
function isoLocal(date: string, time: string): string {
  const offset = londonOffsetMinutes(londonToEpoch(date, time));
  return `${date}T${time}:00+0${offset / 60}:00`;
}

/** schema.org FoodEstablishmentReservation, which mail clients turn into a reservation card. */
export function reservationJsonLd(m: BookingMessage, cancelled: boolean): object {
  const end = endOf(m.date, m.time, CALENDAR_MINUTES);
  return {
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishmentReservation',
    reservationNumber: m.reference,
    reservationStatus: cancelled ? 'https://schema.org/ReservationCancelled' : 'https://schema.org/ReservationConfirmed',
    underName: { '@type': 'Person', name: `${m.firstName} ${m.lastName}`, email: m.email },
    reservationFor: {
      '@type': 'FoodEstablishment',
      name: m.restaurant.title,
      telephone: m.restaurant.phoneNumber,
      address: { '@type': 'PostalAddress', streetAddress: [m.restaurant.addressLine1, m.restaurant.addressLine2].filter(Boolean).join(', '), addressLocality: m.restaurant.addressCity, postalCode: m.restaurant.postcode, addressCountry: 'GB' },
    },
    startTime: isoLocal(m.date, m.time),
    endTime: isoLocal(end.date, end.time),
    partySize: m.adultCovers + m.childCovers,
    modifyReservationUrl: m.manageUrl,
    url: m.manageUrl,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script>: '<' escaped so no value can close the element. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

function details(m: BookingMessage): [string, string][] {
  return [
    ['Reference', m.reference],
    ['Restaurant', `${m.restaurant.title}, ${addressOf(m.restaurant)}`],
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
    `<script type="application/ld+json">${scriptJson(reservationJsonLd(m, cancelled))}</script>`,
    `</head><body><p>${escapeHtml(intro)}</p><table>${rows}</table>`,
    cancelled ? '' : `<p><a href="${escapeHtml(m.manageUrl)}">See or cancel your booking</a> · <a href="${escapeHtml(m.calendarUrl)}">Add to your calendar</a></p>`,
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
    text: text(m, intro, `To see or cancel your booking: ${m.manageUrl}\nThe attached calendar file adds it to your calendar.`),
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
