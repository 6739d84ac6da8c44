-- Saved filters become saved views: the columns (per device class), the page size and whether the
-- view is listed in the left navigation are columns of their own. The column layout that filters
-- kept inside their values under the '_layout' key moves to the columns column (the desktop's).
ALTER TABLE user_filters ADD COLUMN columns jsonb;
ALTER TABLE user_filters ADD COLUMN size integer;
ALTER TABLE user_filters ADD COLUMN pinned boolean NOT NULL DEFAULT true;

UPDATE user_filters
   SET columns = jsonb_build_object('desktop', filter -> '_layout')
 WHERE jsonb_typeof(filter -> '_layout') = 'array';
UPDATE user_filters SET filter = filter - '_layout' WHERE filter ? '_layout';
