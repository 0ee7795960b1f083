/** What visitors send us, and the e-mail outbox written in the same transaction. */
export const up = `
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  attachments jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;

CREATE TABLE vouchers (
  id bigserial PRIMARY KEY,
  offer_slug text NOT NULL REFERENCES offers (slug),
  email text NOT NULL,
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (offer_slug, email)
);

CREATE TABLE job_applications (
  id bigserial PRIMARY KEY,
  job_id text NOT NULL REFERENCES jobs (job_id),
  email text NOT NULL,
  data jsonb NOT NULL,
  resume_file text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (job_id, email)
);

CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  data jsonb NOT NULL,
  files jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE group_enquiries (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customers (
  guid uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  first_name text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  fav_restaurant integer,
  birth_date bigint,
  gender text,
  website_sms_opt_in boolean NOT NULL DEFAULT false,
  interests jsonb NOT NULL DEFAULT '[]',
  attributes jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE signups (
  id uuid PRIMARY KEY,
  customer_guid uuid NOT NULL REFERENCES customers (guid),
  data jsonb NOT NULL,
  consent_version text NOT NULL,
  consent_text text NOT NULL,
  consent_at timestamptz NOT NULL,
  source_page text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
