-- Extension (issue 44, live lead updates): what changed on a partner's leads on the CRM side, in order.
-- A partner's open screens read it over the event stream (resumed by id) and its inbox lists it.
CREATE TABLE lead_events (
  id bigserial PRIMARY KEY,
  magnet_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lead_id integer NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  -- The activity entry the change wrote (what the inbox and the stream say happened).
  update_log_id integer REFERENCES update_logs(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('activity', 'visit', 'stage', 'booking')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_events_magnet ON lead_events (magnet_id, id);

-- How far each partner has read the inbox: events with a greater id are unread.
CREATE TABLE lead_event_reads (
  magnet_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  read_up_to bigint NOT NULL DEFAULT 0
);
