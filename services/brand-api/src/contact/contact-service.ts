import crypto from 'node:crypto';
import type { ContactForm, GroupEnquiryRequest } from '@riviere/api-client';
import type { Db } from '../db/db';
import { badRequest } from '@riviere/server-kit';
import type { FileStore } from '../lib/file-store';
import { longDate } from '../booking/lib/long-date';
import { composeEmail, emailBrand } from '../mail/compose-email';
import type { RestaurantCard } from '../mail/email-content';
import { enqueueEmail } from '../mail/outbox-repository';
import { templates, type Fact } from '../mail/templates';
import { validateUpload } from '../uploads/validate-upload';
import { insertContactMessage, insertGroupEnquiry, type StoredAttachment } from './contact-repository';

export const CONTACT_UPLOAD_POLICY = { allowed: ['pdf', 'png', 'jpeg', 'gif', 'webp'] as const, maxBytes: 5 * 1024 * 1024 };
export const MAX_CONTACT_FILES = 3;

export interface ContactContext {
  siteName: string;
  siteEmail: string;
  siteUrl: string;
  /** The restaurant the message or enquiry is about, when it names one. */
  restaurant: RestaurantCard | null;
}

/** The facts given, in order, without the empty ones. */
function facts(lines: [string, unknown][]): Fact[] {
  return lines.filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => [k, String(v)]);
}

export function createContactService(db: Db, files: FileStore) {
  return {
    async sendMessage(form: ContactForm, context: ContactContext): Promise<void> {
      // Every file is checked before any is kept, and none is kept unless the message is stored.
      const checked: { file: { name: string; contentType: string }; bytes: Buffer; extension: string }[] = [];
      for (const [index, file] of (form.files ?? []).entries()) {
        const verdict = await validateUpload(file, { allowed: [...CONTACT_UPLOAD_POLICY.allowed], maxBytes: CONTACT_UPLOAD_POLICY.maxBytes, field: `files[${index}]` });
        if (!verdict.ok) throw badRequest(verdict.message, `files[${index}]`, { rule: verdict.rule, limit: verdict.limit });
        checked.push({ file, bytes: verdict.bytes, extension: verdict.extension });
      }
      const { files: _omitted, recaptchaToken: _token, ...data } = form;
      await files.keepIf('contact', checked, (paths) => db.transaction(async (tx) => {
        const stored: StoredAttachment[] = checked.map(({ file }, index) => ({ name: file.name, contentType: file.contentType, path: paths[index]! }));
        await insertContactMessage(tx, data, stored);
        const lines = facts([
          ['From', `${form.firstName} ${form.lastName} <${form.email}>`], ['Phone', form.phone], ['Enquiry type', form.enquiryType],
          ['Restaurant', form.enquiryRestaurant], ['Guests', form.guests], ['Reason', form.reason], ['Sub-reason', form.subReason],
          ['Attachments', stored.map((f) => f.name).join(', ')], ['Message', form.message],
        ]);
        const brand = emailBrand(context.siteName, context.siteUrl);
        await enqueueEmail(tx, await composeEmail({ kind: 'contact-team', to: context.siteEmail, ...templates.contactForTeam(lines, context.siteName) }, brand));
        await enqueueEmail(tx, await composeEmail({ kind: 'contact-ack', to: form.email, ...templates.contactReceived(form.firstName, context.siteName, context.restaurant) }, brand));
      }));
    },

    async groupEnquiry(request: GroupEnquiryRequest, context: ContactContext): Promise<string> {
      const reference = `GE-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
      const { recaptchaToken: _token, ...data } = request;
      await db.transaction(async (tx) => {
        await insertGroupEnquiry(tx, reference, data);
        const lines = facts([
          ['Venue', request.venue], ['Booking type', request.bookingType], ['Guests', request.covers],
          ['Date', longDate(request.date)], ['From', request.time], ['Until', request.until], ['Special request', request.specialRequest],
        ]);
        const brand = emailBrand(context.siteName, context.siteUrl);
        const from = `${request.firstName} ${request.lastName} <${request.email}> ${request.telephoneNumber}`;
        await enqueueEmail(tx, await composeEmail({ kind: 'group-team', to: context.siteEmail, ...templates.groupEnquiryForTeam(reference, from, lines, context.siteName) }, brand));
        await enqueueEmail(tx, await composeEmail({ kind: 'group-ack', to: request.email, ...templates.groupEnquiry(request.firstName, reference, lines, context.siteName, context.restaurant) }, brand));
      });
      return reference;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
