-- A change that can end a signed-in session notifies the channel portal_sessions: a session signed out,
-- expired or removed, a password or a role changed, an account removed. Each server process on
-- PostgreSQL keeps the sessions it has checked only while it listens on that channel, and forgets them
-- all at each notification (server/lib/sessionCache.ts). A notification is sent when its transaction
-- commits, once per transaction.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_sessions', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER users_changed AFTER UPDATE OF id, password_hash, role OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
