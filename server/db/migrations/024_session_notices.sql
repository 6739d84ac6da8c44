-- Extension (issue 52): a change that may end sessions (a sign-out, a new password or role, removed
-- sessions or a removed account, made by the server or in the database itself) is announced on the
-- live channel as '<user id> sessions', so every replica checks the user's open event streams at once.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('lead_events', OLD.id || ' sessions');
  ELSE
    PERFORM pg_notify('lead_events', OLD.user_id || ' sessions');
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_sessions_changed();
CREATE TRIGGER user_sessions_changed AFTER UPDATE OF password_hash, role OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_sessions_changed();
