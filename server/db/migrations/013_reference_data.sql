-- The reference data the server relies on by id (spec 02 §3): lead stages in funnel order (a new lead
-- is stage 1, Not Updated), activity statuses (3 is Follow Up) and lead sources, one of them the
-- partner's default. Databases seeded before this migration already hold these rows: they are kept.
INSERT INTO stages (id, name, type, sort_order) VALUES
  (1, 'Not Updated', 'LEAD', 1),
  (10, 'Suspect', 'LEAD', 2),
  (3, 'Opportunity', 'LEAD', 3),
  (5, 'Pipeline', 'LEAD', 4),
  (8, 'Gross EOI Application', 'LEAD', 5),
  (9, 'Gross EOI Non-Refundable', 'LEAD', 6),
  (7, 'Booked', 'LEAD', 7),
  (11, 'Closed', 'LEAD', 8),
  (12, 'Cancel', 'LEAD', 9)
ON CONFLICT (id) DO NOTHING;

INSERT INTO lead_internal_statuses (id, name) VALUES
  (1, 'Call Not Picked'),
  (2, 'Call Back'),
  (3, 'Follow Up'),
  (4, 'Visit Done'),
  (5, 'Visit Scheduled'),
  (6, 'Revisit Done'),
  (7, 'Video Call Done'),
  (8, 'HPOP Done'),
  (9, 'Interested'),
  (10, 'Not Interested'),
  (11, 'Switched Off'),
  (12, 'Revisit Scheduled')
ON CONFLICT (id) DO NOTHING;

INSERT INTO sources (id, name, is_partner_default) VALUES
  (1, 'Magnet Limited', true),
  (2, 'Magnet Bulk', false),
  (3, 'Magnet-Referral', false),
  (4, 'Facebook', false),
  (5, 'Google Ads', false),
  (6, 'Website', false),
  (7, 'Portals', false)
ON CONFLICT (id) DO NOTHING;
