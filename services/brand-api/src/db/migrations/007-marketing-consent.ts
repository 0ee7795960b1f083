/**
 * Who asked for no more marketing e-mail (an unsubscribe link, its one-click POST, or "Stop all
 * marketing e-mails" on the preferences page), by address: a sign-up's fresh consent lifts it,
 * nothing else does. And the outbox keeps each e-mail's extra headers (List-Unsubscribe and
 * List-Unsubscribe-Post on marketing e-mails) for the relay to send.
 */
export const up = `
CREATE TABLE marketing_unsubscribes (
  email text PRIMARY KEY CHECK (email = lower(email)),
  source text NOT NULL CHECK (source IN ('unsubscribe-link', 'preferences')),
  unsubscribed_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';
`;
