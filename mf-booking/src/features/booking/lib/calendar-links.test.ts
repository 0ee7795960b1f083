import { bookingIcs, calendarLinks, type CalendarEvent } from './calendar-links';

const event = (date: string, time: string): CalendarEvent => ({
  title: 'Table for 2 at Maison Rivière Bath',
  location: 'Maison Rivière Bath, 1 Milsom Street, Bath BA1 1DA',
  details: 'Booking reference MR-ABC123; 2 guests; À la carte',
  date,
  time,
  reference: 'MR-ABC123',
});

const STAMP = Date.parse('2026-06-01T10:00:00Z');

describe('calendarLinks', () => {
  it.each([
    ['a BST date is one hour behind in UTC', '2026-07-01', '19:30', '20260701T183000Z/20260701T203000Z', '2026-07-01T18:30:00Z', '2026-07-01T20:30:00Z'],
    ['a GMT date is the same in UTC', '2026-12-12', '19:30', '20261212T193000Z/20261212T213000Z', '2026-12-12T19:30:00Z', '2026-12-12T21:30:00Z'],
    ['2 hours cross midnight', '2026-12-31', '23:00', '20261231T230000Z/20270101T010000Z', '2026-12-31T23:00:00Z', '2027-01-01T01:00:00Z'],
    ['the day the clocks go forward', '2027-03-28', '12:00', '20270328T110000Z/20270328T130000Z', '2027-03-28T11:00:00Z', '2027-03-28T13:00:00Z'],
    ['the day the clocks go back', '2026-10-25', '12:00', '20261025T120000Z/20261025T140000Z', '2026-10-25T12:00:00Z', '2026-10-25T14:00:00Z'],
  ])('%s', (_case, date, time, googleDates, startdt, enddt) => {
    const links = calendarLinks(event(date, time), STAMP);
    const google = new URL(links.google);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('dates')).toBe(googleDates);
    expect(google.searchParams.get('text')).toBe('Table for 2 at Maison Rivière Bath');
    const outlook = new URL(links.outlook);
    expect(outlook.searchParams.get('startdt')).toBe(startdt);
    expect(outlook.searchParams.get('enddt')).toBe(enddt);
    expect(outlook.searchParams.get('subject')).toBe('Table for 2 at Maison Rivière Bath');
    expect(links.apple.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(links.apple)).toContain(`DTSTART:${googleDates.split('/')[0]}`);
  });

  it('rejects a time that is not a time', () => {
    expect(() => calendarLinks(event('2026-12-12', '25:00'), STAMP)).toThrow(RangeError);
  });
});

describe('bookingIcs', () => {
  it('is an RFC 5545 event with escaped text and CRLF lines', () => {
    const ics = bookingIcs(event('2026-12-12', '19:30'), STAMP);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Maison Riviere//Booking//EN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:MR-ABC123@maison-riviere.example',
      'DTSTAMP:20260601T100000Z',
      'DTSTART:20261212T193000Z',
      'DTEND:20261212T213000Z',
      'SUMMARY:Table for 2 at Maison Rivière Bath',
      'LOCATION:Maison Rivière Bath\\, 1 Milsom Street\\, Bath BA1 1DA',
      'DESCRIPTION:Booking reference MR-ABC123\\; 2 guests\\; À la carte',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
