-- 公告栏 search in each server's memory (issue 9): bulletin_version counts the changes ever made to what the list
-- shows (bulletin_entries, and the dates of projects that have entries), raised in the same transaction as each change.
-- A statement reading it sees the version of exactly the rows it sees, so a server's copy of the list, loaded at some
-- version, is known to be current whenever a later statement finds that same version (bulletin-index-store.ts).
CREATE TABLE "bulletin_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bulletin_version_one_row" CHECK ("bulletin_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO bulletin_version (id, version) VALUES (1, 0);
--> statement-breakpoint
-- Per changed row, not per statement: a statement changing no entry (a draft saved, a draft project renamed) must
-- not make every server reload. Concurrent changes queue on the row's lock, so versions follow commit order.
CREATE FUNCTION bulletin_version_bump() RETURNS trigger AS $$
BEGIN
  UPDATE bulletin_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bulletin_entries_version AFTER INSERT OR UPDATE OR DELETE ON bulletin_entries
  FOR EACH ROW EXECUTE FUNCTION bulletin_version_bump();
--> statement-breakpoint
-- TRUNCATE fires no row trigger (a cascade from announcements included).
CREATE TRIGGER bulletin_entries_version_truncate AFTER TRUNCATE ON bulletin_entries
  FOR EACH STATEMENT EXECUTE FUNCTION bulletin_version_bump();
--> statement-breakpoint
-- The list also shows each announcement's project dates (报名截止, 开标), which bulletin_entries does not hold: a
-- project with published announcements changing them raises the version too.
CREATE FUNCTION bulletin_version_project_dates() RETURNS trigger AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM announcements a JOIN bulletin_entries e ON e.announcement_id = a.id WHERE a.project_id = NEW.id
  ) THEN
    UPDATE bulletin_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER projects_bulletin_version AFTER UPDATE OF enroll_end_time, open_time ON projects
  FOR EACH ROW WHEN (OLD.enroll_end_time IS DISTINCT FROM NEW.enroll_end_time OR OLD.open_time IS DISTINCT FROM NEW.open_time)
  EXECUTE FUNCTION bulletin_version_project_dates();
