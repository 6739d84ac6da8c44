-- Extension (issue 35, the protection clock): each project protects a partner's registered client for a
-- window of days from the lead's registration; a site visit done within it locks the lead to the partner.
-- A project without a window of its own has 90 days.
ALTER TABLE projects ADD COLUMN protection_days integer NOT NULL DEFAULT 90 CHECK (protection_days > 0);

-- A lead keeps the window in force when it was registered (what a dispute is decided on), and its end,
-- so that "expiring within N days" is a range of one index rather than a computation over every lead.
ALTER TABLE leads ADD COLUMN protection_days integer;
ALTER TABLE leads ADD COLUMN protection_ends_at timestamptz;

CREATE FUNCTION leads_protection_window() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.protection_days := (SELECT p.protection_days FROM projects p WHERE p.id = NEW.project_id);
  -- Hours, not days: a day is 24 hours in Asia/Kolkata (no daylight saving) whatever the session's time zone.
  NEW.protection_ends_at := NEW.created_at + NEW.protection_days * interval '24 hours';
  RETURN NEW;
END $$;

CREATE TRIGGER leads_protection_window BEFORE INSERT OR UPDATE OF project_id, created_at ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_protection_window();

UPDATE leads l
   SET protection_days = p.protection_days,
       protection_ends_at = l.created_at + p.protection_days * interval '24 hours'
  FROM projects p
 WHERE p.id = l.project_id;

ALTER TABLE leads ALTER COLUMN protection_days SET NOT NULL;
ALTER TABLE leads ALTER COLUMN protection_ends_at SET NOT NULL;

-- The partner's leads by the end of their window: the "expiring within N days" filter and count read
-- one short range of it, with every column they test carried (id for the visit look-up), so no table rows.
CREATE INDEX leads_magnet_protection_ends ON leads (magnet_id, protection_ends_at)
  INCLUDE (id, stage_id, is_magnet, created_at);
