-- The expert pool's blacklisted flag becomes what the blacklist feature keeps for every target: an entry. Each
-- flagged expert is banned (禁止参与) from today (the Beijing day of the migration) for one year, the end day
-- being the day before the same date a year later (core blacklistEndDate), so no expert drawn out before is drawn
-- in by the upgrade. The flag itself gives no reason or period: staff may 解除 or re-enter it in 黑名单.
INSERT INTO "blacklist_entries" ("target_type", "target_id", "target_name", "target_code", "type", "reason", "start_date", "end_date", "created_by_id", "created_by_name")
SELECT 'specialist', "id", "name", '', 'ban', '原专家库黑名单标记',
	(now() AT TIME ZONE 'UTC' + interval '8 hours')::date,
	(now() AT TIME ZONE 'UTC' + interval '8 hours' + interval '1 year' - interval '1 day')::date,
	0, '系统迁移'
FROM "specialists" WHERE "blacklisted";--> statement-breakpoint
ALTER TABLE "specialists" DROP COLUMN "blacklisted";
