-- A lead's ClientBudget.possession_timeline carries the possession year's id (spec 01 §3: 2022 to 2028
-- as ids 6 down to 0), no longer the year. The 0 that the Lite tier sent for 'not given' becomes null
-- (0 is now 2028), stored years become their ids, and any other year (outside the list) null.
UPDATE leads
   SET more_fields = jsonb_set(more_fields, '{ClientBudget,possession_timeline}', 'null'::jsonb)
 WHERE more_fields #> '{ClientBudget,possession_timeline}' = '0'::jsonb;

UPDATE leads
   SET more_fields = jsonb_set(
         more_fields,
         '{ClientBudget,possession_timeline}',
         CASE WHEN (more_fields #>> '{ClientBudget,possession_timeline}')::numeric BETWEEN 2022 AND 2028
              THEN to_jsonb(2028 - (more_fields #>> '{ClientBudget,possession_timeline}')::int)
              ELSE 'null'::jsonb END)
 WHERE jsonb_typeof(more_fields #> '{ClientBudget,possession_timeline}') = 'number'
   AND CASE WHEN jsonb_typeof(more_fields #> '{ClientBudget,possession_timeline}') = 'number'
            THEN (more_fields #>> '{ClientBudget,possession_timeline}')::numeric > 6
            ELSE false END;
