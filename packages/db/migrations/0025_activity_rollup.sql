-- The Activity section at the scale of years (decision 045): its total from a rollup of the log
-- per Kathmandu day, staff member, action and kind of record, kept by deltas that statement
-- triggers on admin_audit_log append in the writing transaction (grouped, so that deleting a
-- staff member, which empties their entries' admin_id, appends a row per group, not per
-- entry); and an index per filter, each in the list's order. A bulk load may pause the
-- triggers with the rollup's others (`shop.analytics_rollup_paused = on`) and rebuild the totals
-- afterwards. Writers wait while the triggers appear and the totals are filled.
LOCK TABLE "admin_audit_log" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "activity_day_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_day_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"admin_key" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entries" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_day_totals" (
	"day" date NOT NULL,
	"admin_key" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "activity_day_totals_day_admin_key_action_entity_type_pk" PRIMARY KEY("day","admin_key","action","entity_type")
);
--> statement-breakpoint
DROP INDEX "admin_audit_log_created_idx";--> statement-breakpoint
DROP INDEX "admin_audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "admin_audit_log_admin_idx";--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_type_idx" ON "admin_audit_log" USING btree ("entity_type","created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_entity_idx" ON "admin_audit_log" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin_audit_log" USING btree ("admin_id","created_at","id");
--> statement-breakpoint
CREATE FUNCTION "activity_log_deltas"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF analytics_rollup_paused() THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO activity_day_deltas (day, admin_key, action, entity_type, entries)
    SELECT analytics_day(created_at), coalesce(admin_id::text, ''), action, entity_type, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO activity_day_deltas (day, admin_key, action, entity_type, entries)
    SELECT analytics_day(created_at), coalesce(admin_id::text, ''), action, entity_type, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_log_inserted" AFTER INSERT ON "admin_audit_log"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_deltas"();
--> statement-breakpoint
CREATE TRIGGER "activity_log_updated" AFTER UPDATE ON "admin_audit_log"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_deltas"();
--> statement-breakpoint
CREATE TRIGGER "activity_log_deleted" AFTER DELETE ON "admin_audit_log"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_deltas"();
--> statement-breakpoint
INSERT INTO "activity_day_totals" ("day", "admin_key", "action", "entity_type", "entries")
SELECT analytics_day("created_at"), coalesce("admin_id"::text, ''), "action", "entity_type", count(*)
FROM "admin_audit_log" GROUP BY 1, 2, 3, 4;
