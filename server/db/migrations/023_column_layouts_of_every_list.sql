-- Extension (issue 45): campaigns and focus projects keep their column layouts on the server as the
-- four lists of the spec do (one layout record per list).
ALTER TABLE user_fields DROP CONSTRAINT user_fields_type_check;
ALTER TABLE user_fields ADD CONSTRAINT user_fields_type_check
  CHECK (type IN ('lead', 'bulklead', 'project', 'booking', 'campaign', 'focus-project'));
