import crypto from 'node:crypto';
import type { CustomerPreferences, SignUpForm } from '@riviere/api-client';
import type { Db } from '../db/db';
import { badRequest, notFound } from '@riviere/server-kit';
import { composeEmail, emailBrand } from '../mail/compose-email';
import type { RestaurantCard } from '../mail/email-content';
import { enqueueEmail } from '../mail/outbox-repository';
import { templates } from '../mail/templates';
import { createMarketingRepository } from '../marketing/marketing-repository';
import type { UnsubscribeLinks } from '../marketing/unsubscribe-link';
import { isValidBirthday } from './birthday';
import { createCustomersRepository, type CustomerRow } from './customers-repository';

/** The wording a visitor agrees to; its version is stored with every consent. */
export const CONSENT = {
  version: '2026-11-01',
  text: 'I would like to receive news, offers and updates by e-mail from Maison Rivière. I can unsubscribe at any time.',
};

function toPreferences(row: CustomerRow, attributes: string[] | null, marketingEmails: boolean): CustomerPreferences & { marketingEmails: boolean } {
  const picked = attributes ? Object.fromEntries(Object.entries(row.attributes).filter(([k]) => attributes.includes(k))) : row.attributes;
  return {
    customerGuid: row.guid,
    firstName: row.first_name,
    phoneNumber: row.phone_number,
    favRestaurantCode: row.fav_restaurant,
    birthDate: row.birth_date === null ? null : Number(row.birth_date),
    gender: row.gender,
    websiteSmsOptIn: row.website_sms_opt_in,
    interests: row.interests,
    attributes: picked,
    marketingEmails,
  };
}

export interface SignUpContext {
  siteName: string;
  siteUrl: string;
  interests: string[];
  /** The favourite restaurant, shown in the welcome e-mail. */
  favourite: RestaurantCard | null;
}

export function createCustomersService(db: Db, unsubscribe: UnsubscribeLinks, now: () => number = Date.now) {
  const customers = createCustomersRepository(db);
  const marketing = createMarketingRepository(db);

  async function find(guid: string): Promise<CustomerRow> {
    const row = await customers.find(guid);
    if (!row) throw notFound('CUSTOMER_NOT_FOUND', 'We could not find those preferences.');
    return row;
  }

  return {
    /**
     * A consent record and the welcome e-mail (marketing: it carries the unsubscribe link and
     * headers). Signing up is a fresh consent, so it lifts an earlier unsubscribe of the address.
     */
    async signUp(form: SignUpForm, context: SignUpContext): Promise<{ id: string; customerGuid: string }> {
      if (!form.acceptTerms) throw badRequest('acceptTerms must be true: please accept the terms and conditions', 'acceptTerms', { rule: 'accept' });
      if (form.birthday && !isValidBirthday(form.birthday, new Date(now()))) throw badRequest('birthday is not a real date', 'birthday', { rule: 'format' });
      const email = form.emailAddress.trim().toLowerCase();
      const birthDate = form.birthday ? Date.UTC(form.birthday.year, form.birthday.month - 1, form.birthday.day) / 1000 : null;
      const interests = context.interests.map((name) => ({ name, checked: false }));
      const id = crypto.randomUUID();
      return db.transaction(async (tx) => {
        const customerGuid = await customers.upsert(tx, crypto.randomUUID(), {
          email,
          firstName: form.firstName.trim(),
          phoneNumber: (form.phoneNumber ?? '').replace(/\s+/g, ''),
          favRestaurant: form.favouriteRestaurant,
          birthDate,
          smsOptIn: form.acceptSMSTerms,
          interests,
        });
        const { recaptchaToken: _token, ...data } = form;
        await customers.recordSignUp(tx, {
          id, customerGuid, data, consentVersion: CONSENT.version, consentText: CONSENT.text,
          consentAt: new Date(now()).toISOString(), sourcePage: form.sourcePage ?? '/sign-up',
        });
        await marketing.resubscribe(email, tx);
        const brand = emailBrand(context.siteName, context.siteUrl);
        const words = templates.signUpWelcome({
          firstName: form.firstName.trim(), preferencesUrl: `${brand.siteUrl}/preferences/${customerGuid}`, unsubscribeUrl: unsubscribe.url(email), favourite: context.favourite,
        }, context.siteName);
        await enqueueEmail(tx, await composeEmail({ kind: 'signup', to: email, ...words, headers: unsubscribe.headers(email) }, brand));
        return { id, customerGuid };
      });
    },

    async preferences(guid: string, attributes: string[] | null): Promise<CustomerPreferences & { marketingEmails: boolean }> {
      const row = await find(guid);
      return toPreferences(row, attributes, !(await marketing.isUnsubscribed(row.email)));
    },

    /**
     * "Stop all marketing e-mails" (false): the address gets none, whatever sends them (the
     * newsletter, invitations), and no topic stays ticked. True: the customer's own choice on
     * their preferences page lifts it again.
     */
    async setMarketingEmails(guid: string, subscribed: boolean): Promise<{ marketingEmails: boolean; interests: CustomerPreferences['interests'] }> {
      const row = await find(guid);
      const interests = subscribed ? row.interests : row.interests.map((i) => ({ ...i, checked: false }));
      await db.transaction(async (tx) => {
        if (subscribed) await marketing.resubscribe(row.email, tx);
        else {
          await marketing.unsubscribe(row.email, 'preferences', tx);
          await createCustomersRepository(tx).setInterests(row.guid, interests);
        }
      });
      return { marketingEmails: subscribed, interests };
    },

    async update(prefs: CustomerPreferences, validRestaurant: (id: number) => Promise<unknown>): Promise<void> {
      const current = await find(prefs.customerGuid);
      if (prefs.favRestaurantCode !== null) await validRestaurant(prefs.favRestaurantCode);
      const known = new Set(current.interests.map((i) => i.name));
      const unknown = prefs.interests.find((i) => !known.has(i.name));
      if (unknown) throw badRequest(`interests has an unknown interest "${unknown.name}"`, 'interests');
      await customers.update({
        guid: prefs.customerGuid,
        firstName: prefs.firstName.trim(),
        phoneNumber: prefs.phoneNumber.replace(/\s+/g, ''),
        favRestaurant: prefs.favRestaurantCode,
        birthDate: prefs.birthDate,
        gender: prefs.gender,
        smsOptIn: prefs.websiteSmsOptIn,
        interests: prefs.interests,
        attributes: { ...current.attributes, ...prefs.attributes },
      });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
