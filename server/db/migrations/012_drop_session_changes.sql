-- Sessions are checked against the database on every call (one look-up by the sessions table's primary
-- key), so nothing listens for their changes any more: migration 011's triggers and their function go.
DROP TRIGGER sessions_changed ON sessions;
DROP TRIGGER sessions_truncated ON sessions;
DROP TRIGGER users_changed ON users;
DROP TRIGGER users_truncated ON users;
DROP FUNCTION notify_session_change();
