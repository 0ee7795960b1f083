import type { Queryable } from '../db/db';

export interface CustomerRow {
  guid: string;
  email: string;
  first_name: string;
  phone_number: string;
  fav_restaurant: number | null;
  birth_date: string | number | null;
  gender: string | null;
  website_sms_opt_in: boolean;
  interests: { name: string; checked: boolean }[];
  attributes: Record<string, string>;
}

/** A sign-up as stored: the customer's fields, normalised by the service. */
export interface CustomerSignUp {
  email: string;
  firstName: string;
  phoneNumber: string;
  favRestaurant: number | null;
  /** Seconds since the epoch, or null when not given. */
  birthDate: number | null;
  smsOptIn: boolean;
  interests: { name: string; checked: boolean }[];
}

export interface SignUpRecord {
  id: string;
  customerGuid: string;
  data: unknown;
  consentVersion: string;
  consentText: string;
  /** ISO 8601 instant the visitor agreed. */
  consentAt: string;
  sourcePage: string;
}

export interface CustomerUpdate {
  guid: string;
  firstName: string;
  phoneNumber: string;
  favRestaurant: number | null;
  birthDate: number | null;
  gender: string | null;
  smsOptIn: boolean;
  interests: { name: string; checked: boolean }[];
  attributes: Record<string, string>;
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;

/** Customers and their sign-ups. Functions taking `tx` run inside the caller's transaction. */
export function createCustomersRepository(db: Queryable) {
  return {
    async find(guid: string): Promise<CustomerRow | null> {
      const { rows } = await db.query<CustomerRow>('SELECT * FROM customers WHERE guid = $1', [guid]);
      return rows[0] ?? null;
    },

    /**
     * Inserts the customer, or refreshes the one with that e-mail (keeping a birthday it
     * already has when none is given). Resolves with the customer's guid.
     */
    async upsert(tx: Queryable, newGuid: string, customer: CustomerSignUp): Promise<string> {
      const { rows } = await tx.query<{ guid: string }>(
        `INSERT INTO customers (guid, email, first_name, phone_number, fav_restaurant, birth_date, website_sms_opt_in, interests)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (email) DO UPDATE SET first_name = EXCLUDED.first_name, phone_number = EXCLUDED.phone_number,
           fav_restaurant = EXCLUDED.fav_restaurant, birth_date = COALESCE(EXCLUDED.birth_date, customers.birth_date),
           website_sms_opt_in = EXCLUDED.website_sms_opt_in, updated_at = now()
         RETURNING guid`,
        [newGuid, customer.email, customer.firstName, customer.phoneNumber, customer.favRestaurant, customer.birthDate, customer.smsOptIn, JSON.stringify(customer.interests)],
      );
      return rows[0]!.guid;
    },

    async recordSignUp(tx: Queryable, signUp: SignUpRecord): Promise<void> {
      await tx.query(
        'INSERT INTO signups (id, customer_guid, data, consent_version, consent_text, consent_at, source_page) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [signUp.id, signUp.customerGuid, JSON.stringify(signUp.data), signUp.consentVersion, signUp.consentText, signUp.consentAt, signUp.sourcePage],
      );
    },

    async setInterests(guid: string, interests: { name: string; checked: boolean }[]): Promise<void> {
      await db.query('UPDATE customers SET interests = $2, updated_at = now() WHERE guid = $1', [guid, JSON.stringify(interests)]);
    },

    async update(customer: CustomerUpdate): Promise<void> {
      await db.query(
        `UPDATE customers SET first_name = $2, phone_number = $3, fav_restaurant = $4, birth_date = $5, gender = $6,
           website_sms_opt_in = $7, interests = $8, attributes = $9, updated_at = now() WHERE guid = $1`,
        [customer.guid, customer.firstName, customer.phoneNumber, customer.favRestaurant, customer.birthDate, customer.gender, customer.smsOptIn, JSON.stringify(customer.interests), JSON.stringify(customer.attributes)],
      );
    },
  };
}
