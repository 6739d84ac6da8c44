-- Single leads added through POST /leads/create, one row each. The daily limit counts these rows
-- (not leads that reach the partner from other sources), and a request repeated with the same
-- Idempotency-Key finds the lead of its first answer here instead of adding a second one.
CREATE TABLE lead_submissions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lead_id integer NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  idempotency_key text,
  -- SHA-256 of the request body, so a key reused for another lead is refused instead of answered.
  request_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX lead_submissions_user_created ON lead_submissions (user_id, created_at);

-- Leads added by partners over the last day still count towards today's limit after the upgrade.
INSERT INTO lead_submissions (user_id, lead_id, created_at)
SELECT l.magnet_id, l.id, l.created_at
  FROM leads l
 WHERE l.created_by = l.magnet_id AND l.created_at > now() - interval '1 day';
