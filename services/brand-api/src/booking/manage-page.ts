import type { ManagedBooking } from '@riviere/api-client';

/**
 * The page a guest sees when they open the manage link from their confirmation e-mail: the
 * booking, its calendar file, and a Cancel button (a plain form: it works without JavaScript).
 * The JSON of the same link stays for programs; the page is chosen by the browser's Accept.
 */

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export const MANAGE_PAGE_CSS = `body{margin:0;background:#f8f4ee;color:#1a1a1a;font-family:Georgia,'Times New Roman',serif;line-height:1.5}
main{max-width:560px;margin:0 auto;padding:32px 16px}
h1{font-size:1.75rem;margin:0 0 8px;color:#9b1b30}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;background:#fff;padding:16px;border-left:4px solid #9b1b30}
dt{font-weight:700}dd{margin:0}
.status{font-family:system-ui,sans-serif;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
a.button,button{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;font:600 1rem system-ui,sans-serif;border:2px solid #9b1b30;cursor:pointer;text-decoration:none}
a.button{background:#fff;color:#9b1b30}button{background:#9b1b30;color:#fff}
:focus-visible{outline:3px solid #1d5fbf;outline-offset:2px}
.note{font-family:system-ui,sans-serif;font-size:.9rem;color:#5f5f5f}`;

function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

const STATUS: Record<ManagedBooking['status'], string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  enquiry: 'Enquiry received: the restaurant will reply within 48 hours',
};

export function renderManagePage(booking: ManagedBooking, links: { cancelUrl: string; cssUrl: string }, notice?: string): string {
  const guests = booking.adultCovers + booking.childCovers;
  const rows: [string, string][] = [
    ['Reference', booking.bookingReference],
    ['Status', STATUS[booking.status]],
    ['Restaurant', `${booking.restaurant.title}, ${booking.restaurant.address}`],
    ['Date', formatDate(booking.date)],
    ['Time', booking.time],
    ['Guests', `${guests} ${guests === 1 ? 'guest' : 'guests'}`],
    ['Occasion', booking.occasionName],
    ...(booking.areaName ? ([['Seating', booking.areaName]] as [string, string][]) : []),
    ...(booking.menuNames.length ? ([['Menu', booking.menuNames.join(', ')]] as [string, string][]) : []),
  ];
  const actions = [
    booking.status === 'confirmed' ? `<a class="button" href="${escape(booking.calendarUrl)}">Add to calendar (.ics)</a>` : '',
    booking.canCancel
      ? `<form method="post" action="${escape(links.cancelUrl)}"><button type="submit">Cancel this booking</button></form>`
      : '',
  ].join('');
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Your booking ${escape(booking.bookingReference)}</title>
<link rel="stylesheet" href="${escape(links.cssUrl)}"></head>
<body><main>
<h1>Your booking, ${escape(booking.firstName)}</h1>
${notice ? `<p role="status" class="status">${escape(notice)}</p>` : ''}
<dl>${rows.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')}</dl>
<div class="actions">${actions}</div>
<p class="note">To change anything else, call the restaurant on ${escape(booking.restaurant.phoneNumber)}.</p>
</main></body></html>
`;
}
