import crypto from 'node:crypto';
import type { CustomerPreferences, SignUpForm } from '@riviere/api-client';
import type { Db } from '../db/db';
import { badRequest, notFound } from '../lib/domain-error';
import { enqueueEmail } from '../mail/outbox';
import { templates } from '../mail/templates';
import { isValidBirthday } from './birthday';

/** The wording a visitor agrees to; its version is stored with every consent. */
export const CONSENT = {
  version: '2026-11-01',
  text: 'I would like to receive news, offers and updates by e-mail from Maison Rivière. I can unsubscribe at any time.',
};

interface CustomerRow {
  guid: string;
  first_name: string;
  phone_number: string;
  fav_restaurant: number | null;
  birth_date: string | number | null;
  gender: string | null;
  website_sms_opt_in: boolean;
  interests: { name: string; checked: boolean }[];
  attributes: Record<string, string>;
}

function toPreferences(row: CustomerRow, attributes: string[] | null): CustomerPreferences {
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
  };
}

export function createCustomersService(db: Db, now: () => number = Date.now) {
  async function find(guid: string): Promise<CustomerRow> {
    const { rows } = await db.query<CustomerRow>('SELECT * FROM customers WHERE guid = $1', [guid]);
    if (!rows[0]) throw notFound('CUSTOMER_NOT_FOUND', 'We could not find those preferences.');
    return rows[0];
  }

  return {
    async signUp(form: SignUpForm, context: { siteName: string; siteUrl: string; interests: string[] }): Promise<{ id: string; customerGuid: string }> {
      if (!form.acceptTerms) throw badRequest('acceptTerms must be true: please accept the terms and conditions', 'acceptTerms');
      if (form.birthday && !isValidBirthday(form.birthday, new Date(now()))) throw badRequest('birthday is not a real date', 'birthday');
      const email = form.emailAddress.trim().toLowerCase();
      const birthDate = form.birthday ? Date.UTC(form.birthday.year, form.birthday.month - 1, form.birthday.day) / 1000 : null;
      const interests = context.interests.map((name) => ({ name, checked: false }));
      const id = crypto.randomUUID();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ guid: string }>(
          `INSERT INTO customers (guid, email, first_name, phone_number, fav_restaurant, birth_date, website_sms_opt_in, interests)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (email) DO UPDATE SET first_name = EXCLUDED.first_name, phone_number = EXCLUDED.phone_number,
             fav_restaurant = EXCLUDED.fav_restaurant, birth_date = COALESCE(EXCLUDED.birth_date, customers.birth_date),
             website_sms_opt_in = EXCLUDED.website_sms_opt_in, updated_at = now()
           RETURNING guid`,
          [crypto.randomUUID(), email, form.firstName.trim(), (form.phoneNumber ?? '').replace(/\s+/g, ''), form.favouriteRestaurant, birthDate, form.acceptSMSTerms, JSON.stringify(interests)],
        );
        const customerGuid = rows[0]!.guid;
        const { recaptchaToken: _token, ...data } = form;
        await tx.query(
          'INSERT INTO signups (id, customer_guid, data, consent_version, consent_text, consent_at, source_page) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [id, customerGuid, JSON.stringify(data), CONSENT.version, CONSENT.text, new Date(now()).toISOString(), form.sourcePage ?? '/sign-up'],
        );
        const preferencesUrl = `${context.siteUrl}/preferences/${customerGuid}`;
        await enqueueEmail(tx, { kind: 'signup', to: email, ...templates.signUpWelcome(form.firstName, preferencesUrl, context.siteName) });
        return { id, customerGuid };
      });
    },

    async preferences(guid: string, attributes: string[] | null): Promise<CustomerPreferences> {
      return toPreferences(await find(guid), attributes);
    },

    async update(prefs: CustomerPreferences, validRestaurant: (id: number) => Promise<unknown>): Promise<void> {
      const current = await find(prefs.customerGuid);
      if (prefs.favRestaurantCode !== null) await validRestaurant(prefs.favRestaurantCode);
      const known = new Set(current.interests.map((i) => i.name));
      const unknown = prefs.interests.find((i) => !known.has(i.name));
      if (unknown) throw badRequest(`interests has an unknown interest "${unknown.name}"`, 'interests');
      await db.query(
        `UPDATE customers SET first_name = $2, phone_number = $3, fav_restaurant = $4, birth_date = $5, gender = $6,
           website_sms_opt_in = $7, interests = $8, attributes = $9, updated_at = now() WHERE guid = $1`,
        [prefs.customerGuid, prefs.firstName.trim(), prefs.phoneNumber.replace(/\s+/g, ''), prefs.favRestaurantCode, prefs.birthDate, prefs.gender, prefs.websiteSmsOptIn, JSON.stringify(prefs.interests), JSON.stringify({ ...current.attributes, ...prefs.attributes })],
      );
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
