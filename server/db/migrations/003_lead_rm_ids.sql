-- The RMs named on a lead get their ids, so the lead list can be filtered by them
-- (GET /leads assign_id and presale_rm_ids). Leads stored before this keep their names with no id.
ALTER TABLE leads ADD COLUMN assign_id integer;
ALTER TABLE leads ADD COLUMN presale_rm_id integer;
-- The RM filters, for the list's count as for its pages.
CREATE INDEX leads_magnet_assign ON leads (magnet_id, assign_id) WHERE assign_id IS NOT NULL;
CREATE INDEX leads_magnet_presale_rm ON leads (magnet_id, presale_rm_id) WHERE presale_rm_id IS NOT NULL;
