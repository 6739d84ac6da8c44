-- Counts filtered by project and stage and a created-date range (the dashboard's presets and most saved
-- filters): with the stage and the created date in the project index's key, each (project, stage) pair
-- is one range of entries already bounded by the dates, so a count reads the matching entries only. With
-- the stage only carried in the index (008), it read every entry of the partner's projects and filtered
-- them, which grew with the partner's leads (27,000 entries read for 3,000 counted at 200,000 leads).
CREATE INDEX leads_magnet_project_stage_created ON leads (magnet_id, project_id, stage_id, created_at)
  INCLUDE (source_id, internal_status_id, assign_id, is_magnet, updated_at);
-- Same leading key as the index above, which replaces it.
DROP INDEX leads_magnet_project_filters;
