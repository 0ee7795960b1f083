import type { Queryable } from '../db/db';

/** A card vaulted with the gateway, remembered so a booking can name its customer. */
export interface VaultedCustomer {
  customerId: string;
  email: string;
  gateway: string;
  paymentMethodToken: string | null;
  cardSummary: string | null;
}

export type CardRepository = ReturnType<typeof createCardRepository>;

export function createCardRepository(db: Queryable) {
  return {
    async hasCustomer(customerId: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM braintree_customers WHERE customer_id = $1', [customerId]);
      return rows.length > 0;
    },

    /** A customer who vaults another card keeps one row, now with the new card. */
    async saveCustomer(customer: VaultedCustomer): Promise<void> {
      await db.query(
        `INSERT INTO braintree_customers (customer_id, email, gateway, payment_method_token, card_summary) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (customer_id) DO UPDATE SET payment_method_token = EXCLUDED.payment_method_token, card_summary = EXCLUDED.card_summary`,
        [customer.customerId, customer.email, customer.gateway, customer.paymentMethodToken, customer.cardSummary],
      );
    },
  };
}
