-- 公告栏 speed (issue 9): bulletin_entries, a narrow row per published announcement that the database keeps itself,
-- with a GIN index of the one- and two-character pieces of its text, and bulletin_counts, the number of entries per
-- type and purchase way: a keyword search reads a few pages instead of every announcement and its project, and the
-- total without a keyword is a sum instead of a count. Pieces of one or two characters, not pg_trgm's
-- three: a Chinese keyword is often two characters (泵站, 水表), which trigrams cannot look up.
CREATE FUNCTION bulletin_grams(value text) RETURNS text[] AS $$
  SELECT coalesce(array_agg(gram), '{}')
  FROM (
    SELECT substr(value, i, 1) AS gram FROM generate_series(1, char_length(value)) AS i
    UNION ALL
    SELECT substr(value, i, 2) FROM generate_series(1, char_length(value) - 1) AS i
  ) AS grams
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
-- Pieces every row holding the keyword holds: the character itself, or two-character pieces covering the keyword
-- without overlap (the 1st, 3rd, … and the last): fewer posting lists to intersect, and LIKE confirms the match.
-- PL/pgSQL: evaluated once per search, where a SQL function's body would be planned again each time.
CREATE FUNCTION bulletin_keyword_grams(keyword text) RETURNS text[] AS $$
DECLARE
  n integer := char_length(keyword);
  grams text[] := '{}';
BEGIN
  IF n < 2 THEN
    RETURN ARRAY[keyword];
  END IF;
  FOR i IN 1 .. n - 1 LOOP
    IF i % 2 = 1 OR i = n - 1 THEN
      grams := grams || substr(keyword, i, 2);
    END IF;
  END LOOP;
  RETURN grams;
END;
$$ LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
CREATE TABLE "bulletin_counts" (
	"type" text NOT NULL,
	"purchase_way" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "bulletin_counts_type_purchase_way_pk" PRIMARY KEY("type","purchase_way")
);
--> statement-breakpoint
CREATE TABLE "bulletin_entries" (
	"announcement_id" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone,
	"type" text NOT NULL,
	"purchase_way" smallint NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulletin_entries" ADD CONSTRAINT "bulletin_entries_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulletin_entries_order_idx" ON "bulletin_entries" USING btree ("published_at","announcement_id");--> statement-breakpoint
CREATE INDEX "bulletin_entries_type_idx" ON "bulletin_entries" USING btree ("type","published_at","announcement_id");--> statement-breakpoint
CREATE INDEX "bulletin_entries_way_idx" ON "bulletin_entries" USING btree ("purchase_way","published_at","announcement_id");--> statement-breakpoint
CREATE INDEX "bulletin_entries_search_idx" ON "bulletin_entries" USING gin (bulletin_grams("search_text")) WITH (fastupdate=false);
--> statement-breakpoint
-- An announcement's entry follows its row: there while it is published, gone otherwise. The publish service, the demo
-- seed, tests and scripts all write announcements; none of them needs to know.
CREATE FUNCTION bulletin_entries_sync() RETURNS trigger AS $$
BEGIN
  IF NEW.status = 'published' THEN
    INSERT INTO bulletin_entries (announcement_id, published_at, type, purchase_way, search_text)
      SELECT NEW.id, NEW.published_at, NEW.type, p.purchase_way,
        concat_ws(E'\n', lower(NEW.title), lower(p.project_name), lower(p.project_code))
      FROM projects p WHERE p.id = NEW.project_id
    ON CONFLICT (announcement_id) DO UPDATE SET
      published_at = excluded.published_at, type = excluded.type,
      purchase_way = excluded.purchase_way, search_text = excluded.search_text;
  ELSE
    DELETE FROM bulletin_entries WHERE announcement_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER announcements_bulletin AFTER INSERT OR UPDATE OF status, published_at, type, title, project_id
  ON announcements FOR EACH ROW EXECUTE FUNCTION bulletin_entries_sync();
--> statement-breakpoint
-- A project's name, code and way are frozen once a tender is published; this keeps the entries true regardless.
CREATE FUNCTION bulletin_entries_project_sync() RETURNS trigger AS $$
BEGIN
  UPDATE bulletin_entries e SET purchase_way = NEW.purchase_way,
    search_text = concat_ws(E'\n', lower(a.title), lower(NEW.project_name), lower(NEW.project_code))
  FROM announcements a WHERE a.id = e.announcement_id AND a.project_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER projects_bulletin AFTER UPDATE OF project_name, project_code, purchase_way ON projects
  FOR EACH ROW EXECUTE FUNCTION bulletin_entries_project_sync();
--> statement-breakpoint
-- bulletin_counts follows bulletin_entries row by row (cascaded deletes included).
CREATE FUNCTION bulletin_counts_sync() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE bulletin_counts SET n = n - 1 WHERE type = OLD.type AND purchase_way = OLD.purchase_way;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO bulletin_counts (type, purchase_way, n) VALUES (NEW.type, NEW.purchase_way, 1)
    ON CONFLICT (type, purchase_way) DO UPDATE SET n = bulletin_counts.n + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bulletin_entries_count AFTER INSERT OR DELETE OR UPDATE OF type, purchase_way ON bulletin_entries
  FOR EACH ROW EXECUTE FUNCTION bulletin_counts_sync();
--> statement-breakpoint
INSERT INTO bulletin_entries (announcement_id, published_at, type, purchase_way, search_text)
  SELECT a.id, a.published_at, a.type, p.purchase_way,
    concat_ws(E'\n', lower(a.title), lower(p.project_name), lower(p.project_code))
  FROM announcements a JOIN projects p ON p.id = a.project_id
  WHERE a.status = 'published';
--> statement-breakpoint
-- The planner needs the new tables' statistics to choose their indexes.
ANALYZE bulletin_entries;
--> statement-breakpoint
ANALYZE bulletin_counts;
