-- Signed-in sessions: a bearer token names one row (its sid). Signing out revokes the row; a token
-- also dies when the password behind it changes (password_stamp no longer matches md5 of the
-- user's password hash) and with the account (ON DELETE CASCADE).
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_stamp text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id ON sessions (user_id);
