/** Content of the headless content service: documents keyed by id, with the columns we look up by. */
export const up = `
CREATE TABLE documents (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE restaurants (
  store_id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  city text NOT NULL,
  title text NOT NULL,
  position integer NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX restaurants_city ON restaurants (city);

CREATE TABLE menus (
  id text PRIMARY KEY,
  position integer NOT NULL,
  data jsonb NOT NULL
);

CREATE TABLE pages (
  id text PRIMARY KEY,
  data jsonb NOT NULL
);

CREATE TABLE offers (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  data jsonb NOT NULL
);

CREATE TABLE offer_campaigns (
  campaign_id text PRIMARY KEY,
  offer_slug text NOT NULL REFERENCES offers (slug)
);

CREATE TABLE jobs (
  job_id text PRIMARY KEY,
  position integer NOT NULL,
  data jsonb NOT NULL
);
`;
