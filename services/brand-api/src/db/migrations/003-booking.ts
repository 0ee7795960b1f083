/**
 * The booking engine: per-restaurant configuration (rules, areas with their capacity, booking
 * menus, occasions) seeded for every bookable restaurant, and what guests make (bookings,
 * enquiries, vaulted card customers, idempotency keys).
 *
 * Capacity is checked under the row lock of `booking_slots`: one row per restaurant, date and
 * time that anyone has booked, locked FOR UPDATE by every booking of that slot.
 */
export const up = `
CREATE TABLE booking_rules (
  store_id integer PRIMARY KEY REFERENCES restaurants (store_id),
  card_guarantee_from_covers integer NOT NULL CHECK (card_guarantee_from_covers >= 1),
  online_max_covers integer NOT NULL CHECK (online_max_covers >= 1),
  same_day_refused_from_covers integer NOT NULL CHECK (same_day_refused_from_covers >= 1),
  last_booking_before_close_minutes integer NOT NULL CHECK (last_booking_before_close_minutes >= 0)
);

CREATE TABLE booking_areas (
  store_id integer NOT NULL REFERENCES restaurants (store_id),
  id text NOT NULL,
  name text NOT NULL,
  covers_per_slot integer NOT NULL CHECK (covers_per_slot >= 0),
  position integer NOT NULL,
  PRIMARY KEY (store_id, id)
);

CREATE TABLE booking_menus (
  store_id integer NOT NULL REFERENCES restaurants (store_id),
  id text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  content_menu_id text,
  position integer NOT NULL,
  PRIMARY KEY (store_id, id)
);

CREATE TABLE booking_occasions (
  id integer PRIMARY KEY,
  store_id integer NOT NULL REFERENCES restaurants (store_id),
  name text NOT NULL,
  position integer NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX booking_occasions_store ON booking_occasions (store_id, position);

CREATE TABLE booking_slots (
  store_id integer NOT NULL REFERENCES restaurants (store_id),
  booking_date date NOT NULL,
  booking_time text NOT NULL,
  PRIMARY KEY (store_id, booking_date, booking_time)
);

CREATE TABLE bookings (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('booking', 'event', 'enquiry')),
  status text NOT NULL CHECK (status IN ('confirmed', 'cancelled', 'enquiry')),
  store_id integer NOT NULL REFERENCES restaurants (store_id),
  occasion_id integer NOT NULL REFERENCES booking_occasions (id),
  area_id text,
  booking_date date NOT NULL,
  booking_time text NOT NULL,
  adult_covers integer NOT NULL,
  child_covers integer NOT NULL,
  covers integer NOT NULL CHECK (covers >= 1),
  menu_ids jsonb NOT NULL,
  email text NOT NULL,
  braintree_customer_id text,
  sequence integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);
CREATE INDEX bookings_confirmed_slot ON bookings (store_id, booking_date, booking_time) WHERE status = 'confirmed';

CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE braintree_customers (
  customer_id text PRIMARY KEY,
  email text NOT NULL,
  gateway text NOT NULL,
  payment_method_token text,
  card_summary text,
  created_at timestamptz NOT NULL DEFAULT now()
)
`;
