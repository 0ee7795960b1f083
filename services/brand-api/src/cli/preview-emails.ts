import fs from 'node:fs';
import path from 'node:path';
import type { Offer, RestaurantLocation } from '@riviere/api-client';
import { cancellationEmail, changeEmail, confirmationEmail, enquiryEmails, type BookingMessage } from '../booking/booking-emails';
import { composeEmail, emailBrand, restaurantCard } from '../mail/compose-email';
import type { OutgoingEmail } from '../mail/outbox-repository';
import { templates, type EmailWords } from '../mail/templates';
import { referralEmail } from '../referral/referral-email';

const SEED = path.resolve(__dirname, '../../seed');
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(SEED, file), 'utf8')) as T;

/**
 * One of every e-mail the API sends, from the seed's restaurants and offers, rendered as the
 * outbox would hold it: what a designer opens in a browser at 375 and 600+ px.
 */
export async function previewEmails(siteUrl: string): Promise<{ name: string; email: OutgoingEmail }[]> {
  const restaurants = read<RestaurantLocation[]>('restaurants.json');
  const offer = read<Offer[]>('offers.json')[0]!;
  const restaurant = restaurants.find((r) => r.storeId === 118) ?? restaurants[0]!;
  const siteName = 'Maison Rivière';
  const brand = emailBrand(siteName, siteUrl);
  const card = restaurantCard(restaurant, brand.siteUrl);
  const booking: BookingMessage = {
    reference: 'MR-7K3QH2WD', date: '2026-12-05', time: '19:30', adultCovers: 3, childCovers: 1, firstName: 'Amélie', lastName: "O'Neill",
    email: 'amelie@example.com', specialRequest: 'A table by the window, please; it is a birthday.', occasionName: 'Dinner', areaName: 'Terrace',
    menuNames: ['À la carte', 'Vegan menu'], restaurant, siteName, siteEmail: 'hello@maison-riviere.example', siteUrl: brand.siteUrl,
    manageUrl: `${brand.siteUrl}/booking/MR-7K3QH2WD/abcdefghijklmnopqrstuvwxyz012345`,
    calendarUrl: `${brand.siteUrl}/api/booking/manage/MR-7K3QH2WD.abcdefghijklmnopqrstuvwxyz012345/calendar.ics`, sequence: 0, stamp: Date.UTC(2026, 10, 21, 12),
  };
  const unsubscribeUrl = `${brand.siteUrl}/unsubscribe/YW1lbGllQGV4YW1wbGUuY29t/abcdefghijklmnopqrstuvwxyz012345`;
  const facts: [string, string][] = [['Venue', restaurant.title], ['Booking type', 'Birthday party'], ['Guests', '18'], ['Date', 'Saturday 12 December 2026'], ['From', '19:00'], ['Until', '23:00']];
  const [enquiry, enquiryTeam] = await enquiryEmails({ ...booking, reference: 'EQ-5TR8WZ3M', adultCovers: 18, childCovers: 0 }, '07700900123');
  const compose = (kind: string, words: EmailWords) => composeEmail({ kind, to: 'amelie@example.com', ...words }, brand);
  return [
    { name: 'booking-confirmation', email: await confirmationEmail(booking) },
    { name: 'booking-change', email: await changeEmail({ ...booking, time: '20:15', sequence: 1 }) },
    { name: 'booking-cancellation', email: await cancellationEmail({ ...booking, sequence: 2 }) },
    { name: 'booking-enquiry', email: enquiry! },
    { name: 'booking-enquiry-team', email: enquiryTeam! },
    { name: 'voucher', email: await compose('voucher', templates.voucher(offer, 'MR-7K3QH-2WD9F', { siteName, restaurant: null, offerUrl: `${brand.siteUrl}/offer/${offer.slug}`, findUsUrl: `${brand.siteUrl}/find-us` })) },
    { name: 'contact-ack', email: await compose('contact-ack', templates.contactReceived('Amélie', siteName, card)) },
    { name: 'contact-team', email: await compose('contact-team', templates.contactForTeam([['From', "Amélie O'Neill <amelie@example.com>"], ['Message', 'We left a blue umbrella at table 12.']], siteName)) },
    { name: 'group-ack', email: await compose('group-ack', templates.groupEnquiry('Amélie', 'GE-4F2A9C1B', facts, siteName, card)) },
    { name: 'group-team', email: await compose('group-team', templates.groupEnquiryForTeam('GE-4F2A9C1B', "Amélie O'Neill <amelie@example.com> 07700 900123", facts, siteName)) },
    { name: 'job-application-ack', email: await compose('job-application-ack', templates.applicationReceived({ firstName: 'Zoë', jobName: 'Head Chef', restaurant: restaurant.title, jobUrl: `${brand.siteUrl}/careers/job/MR-1001`, card }, siteName)) },
    { name: 'signup', email: await compose('signup', templates.signUpWelcome({ firstName: 'Amélie', preferencesUrl: `${brand.siteUrl}/preferences/0b7c6f1e-7a53-4c1b-9d43-6a1f0e2b9c11`, unsubscribeUrl, favourite: card }, siteName)) },
    { name: 'referral', email: await compose('referral', referralEmail('Amélie', offer, { link: `${brand.siteUrl}/referral?code=RF-7K3QH2WD9F`, unsubscribeUrl }, siteName)) },
  ];
}

/** `node dist/cli/preview-emails.js [folder] [site url]`: writes `<kind>.html` and `<kind>.txt` for each e-mail. */
async function main(): Promise<void> {
  const [folder = '.data/mail-preview', siteUrl = process.env.SITE_URL ?? 'http://localhost:3000'] = process.argv.slice(2);
  fs.mkdirSync(folder, { recursive: true });
  for (const { name, email } of await previewEmails(siteUrl)) {
    fs.writeFileSync(path.join(folder, `${name}.html`), email.html ?? '');
    fs.writeFileSync(path.join(folder, `${name}.txt`), `Subject: ${email.subject}\n\n${email.text}`);
  }
  console.log(`E-mail previews written to ${path.resolve(folder)}`);
}

if (require.main === module) void main();
