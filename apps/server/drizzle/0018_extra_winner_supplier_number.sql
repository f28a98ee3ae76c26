-- An announcement's chosen winner (extra.winnerSupplierId) was stored as a numeric string ("11") while every other
-- supplier id is a number (issue 29 §2): the stored rows become numbers, so the column holds one type and readers
-- need no coercion. A string that is no id at all names no supplier, and is dropped.
UPDATE "announcements"
SET "extra" = CASE
  WHEN "extra"->>'winnerSupplierId' ~ '^[0-9]{1,10}$'
    AND ("extra"->>'winnerSupplierId')::bigint BETWEEN 1 AND 2147483647 THEN
    jsonb_set("extra", '{winnerSupplierId}', to_jsonb(("extra"->>'winnerSupplierId')::integer))
  ELSE "extra" - 'winnerSupplierId'
END
WHERE jsonb_typeof("extra"->'winnerSupplierId') = 'string';
