-- A lead has no coming date of its own: its date of arrival is created_at (spec 02 §3 "Lead"), and a
-- scheduled visit's date is the lead's action_date.
ALTER TABLE leads DROP COLUMN coming_date;
