-- Extension (issue 53): a partner's firm. The partner account is the firm's owner (firm_id NULL); an
-- agent is a user of role 'agent' whose firm_id names the owner. An agent invited but not yet in has no
-- password (password_hash ''), a deactivated one a deactivated_at. Leads stay the firm's (magnet_id is
-- the owner); created_by names the member who added a lead, agent_id the agent it is assigned to.
ALTER TABLE users ADD COLUMN firm_id integer REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
CREATE INDEX users_firm_id ON users (firm_id) WHERE firm_id IS NOT NULL;

-- An invite link: only the SHA-256 of its token is kept; it works once (used_at) until expires_at.
CREATE TABLE firm_invites (
  id serial PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX firm_invites_agent_id ON firm_invites (agent_id);

ALTER TABLE leads ADD COLUMN agent_id integer REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX leads_created_by ON leads (created_by);
CREATE INDEX leads_agent_id ON leads (agent_id) WHERE agent_id IS NOT NULL;

-- The member who asked for a home loan (an agent reads their own requests only).
ALTER TABLE home_loans ADD COLUMN added_by integer REFERENCES users (id) ON DELETE SET NULL;

-- Leads added before firms: added by their partner.
UPDATE leads SET created_by = magnet_id WHERE created_by IS NULL;
UPDATE home_loans SET added_by = magnet_id;
