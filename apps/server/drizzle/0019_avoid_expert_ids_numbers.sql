-- An avoided expert's id in a stored extraction request (extractions.request) and in the draw records
-- (extraction_draws.filters) was kept as sent, "12" or 12, while every answer names an expert by a number
-- (issue 29 §2). Numeric strings become numbers; a string that is no int4 id could never name an expert of the pool
-- (ids are serial), avoided nobody, and is dropped, so the requests read back through the schema again.
CREATE FUNCTION "pg_temp"."avoid_experts_by_number"(list jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(a->'expertId') = 'string'
      THEN jsonb_set(a, '{expertId}', to_jsonb(trim(a->>'expertId')::integer))
      ELSE a END
    ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements(list) WITH ORDINALITY AS e(a, n)
  WHERE CASE
    WHEN coalesce(jsonb_typeof(a->'expertId'), '') <> 'string' THEN true
    WHEN trim(a->>'expertId') ~ '^[0-9]{1,10}$' THEN trim(a->>'expertId')::bigint BETWEEN 1 AND 2147483647
    ELSE false
  END
$$;--> statement-breakpoint
UPDATE "extractions"
SET "request" = jsonb_set("request", '{avoidExperts}', "pg_temp"."avoid_experts_by_number"("request"->'avoidExperts'))
WHERE jsonb_typeof("request"->'avoidExperts') = 'array'
  AND jsonb_path_exists("request", '$.avoidExperts[*].expertId ? (@.type() == "string")');--> statement-breakpoint
UPDATE "extraction_draws"
SET "filters" = jsonb_set("filters", '{avoidExperts}', "pg_temp"."avoid_experts_by_number"("filters"->'avoidExperts'))
WHERE jsonb_typeof("filters"->'avoidExperts') = 'array'
  AND jsonb_path_exists("filters", '$.avoidExperts[*].expertId ? (@.type() == "string")');
