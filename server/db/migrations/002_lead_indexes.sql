-- Indexes for the lead list, its filters, the daily lead limit and the per-lead look-ups.

-- Bookings summed per lead on every lead page.
CREATE INDEX bookings_lead ON bookings (lead_id);
-- Client find-or-create by number, client number filter and autocomplete.
CREATE INDEX clients_magnet_number ON clients (magnet_id, number text_pattern_ops);
-- Client filter and the leads of one client.
CREATE INDEX leads_magnet_client ON leads (magnet_id, client_id);
-- The daily limit (leads created today) and the created_at range filter.
CREATE INDEX leads_magnet_created_at ON leads (magnet_id, created_at);
-- Project filter.
CREATE INDEX leads_magnet_project ON leads (magnet_id, project_id);
-- Activity history and call recordings in date order.
CREATE INDEX update_logs_lead_action_date ON update_logs (lead_id, action_date);
CREATE INDEX call_details_lead_date ON call_details (lead_id, call_date DESC);
