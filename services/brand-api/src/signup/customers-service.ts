import crypto from 'node:crypto';
import type { CustomerPreferences, SignUpForm } from '@riviere/api-client';
import type { Db } from '../db/db';
import { badRequest, notFound } from '@riviere/server-kit';
import { enqueueEmail } from '../mail/outbox-repository';
import { templates } from '../mail/templates';
import { isValidBirthday } from './birthday';
import { createCustomersRepository, type CustomerRow } from './customers-repository';

/** The wording a visitor agrees to; its version is stored with every consent. */
export const CONSENT = {
  version: '2026-11-01',
  text: 'I would like to receive news, offers and updates by e-mail from Maison Rivière. I can unsubscribe at any time.',
};

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
  const customers = createCustomersRepository(db);

  async function find(guid: string): Promise<CustomerRow> {
    const row = await customers.find(guid);
    if (!row) throw notFound('CUSTOMER_NOT_FOUND', 'We could not find those preferences.');
    return row;
  }

  return {
    async signUp(form: SignUpForm, context: { siteName: string; siteUrl: string; interests: string[] }): Promise<{ id: string; customerGuid: string }> {
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
