-- Counters of sign-in failures and registrations per phone and per client address, in fixed
-- windows, shared by every server on the database (the rate limits of lib/throttle.ts).
CREATE TABLE auth_throttle (
  bucket text PRIMARY KEY,
  hits integer NOT NULL,
  window_end timestamptz NOT NULL
);
CREATE INDEX auth_throttle_window_end ON auth_throttle (window_end);
