-- Extension (issue 44): an inbox item is read on its own, when its lead is opened, or with every other
-- one (Mark all read); so the read state is kept on each change rather than as one mark per partner.
ALTER TABLE lead_events ADD COLUMN read boolean NOT NULL DEFAULT false;
UPDATE lead_events e SET read = true
  FROM lead_event_reads r WHERE r.magnet_id = e.magnet_id AND e.id <= r.read_up_to;
DROP TABLE lead_event_reads;
CREATE INDEX lead_events_unread ON lead_events (magnet_id, lead_id) WHERE NOT read;
