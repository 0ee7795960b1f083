/**
 * Refer a friend: one invitation per friend address (whoever sends it), with the consent the
 * sender gave and the welcome offer the friend's link leads to.
 */
export const up = `
CREATE TABLE referrals (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  referrer_name text NOT NULL,
  referrer_email text NOT NULL,
  friend_email text NOT NULL UNIQUE,
  offer_slug text NOT NULL REFERENCES offers (slug),
  consent_version text NOT NULL,
  consent_text text NOT NULL,
  consent_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referrals_referrer ON referrals (referrer_email)
`;
