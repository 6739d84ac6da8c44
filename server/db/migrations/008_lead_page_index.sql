-- The lead list's pages and counts: a partner's leads newest first, with the columns of the usual
-- filters (stage, project, source, activity status, RM, scope, created and updated dates) carried in
-- the index. A filtered page then walks only this partner's index entries, newest first, and stops at
-- the page's last row; with the table vacuumed it reads no table rows to filter. Before it, the planner
-- could walk the whole table backwards by id (every other partner's newer leads included) for a page.
CREATE INDEX leads_magnet_id_filters ON leads (magnet_id, id DESC)
  INCLUDE (stage_id, project_id, source_id, internal_status_id, assign_id, is_magnet, created_at, updated_at);
-- Same key as the index above, which replaces it.
DROP INDEX leads_magnet_created;
-- Counts (and pages) filtered by project or by stage: the same columns carried, so that a filtered count
-- reads the matching index entries only, not the table rows behind them (a bitmap heap scan grew with
-- the partner's leads).
CREATE INDEX leads_magnet_project_filters ON leads (magnet_id, project_id)
  INCLUDE (stage_id, source_id, internal_status_id, assign_id, is_magnet, created_at, updated_at);
DROP INDEX leads_magnet_project;
CREATE INDEX leads_magnet_stage_filters ON leads (magnet_id, stage_id)
  INCLUDE (project_id, source_id, internal_status_id, assign_id, is_magnet, created_at, updated_at);
DROP INDEX leads_magnet_stage;
