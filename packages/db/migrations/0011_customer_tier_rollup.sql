-- The customers screen's tiles from the dashboard's rollup (decisions 023 and 045): customers
-- and their spending per admin tier, kept by deltas a trigger on customers appends in the
-- writing transaction. A bulk load may pause it with the rollup's other triggers
-- (`shop.analytics_rollup_paused = on`) and rebuild the totals afterwards. Writers wait while
-- the trigger appears and the totals are filled, so none is missed.
LOCK TABLE "customers" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "customer_tier_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_tier_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tier" text NOT NULL,
	"customers" integer NOT NULL,
	"spent_paisa" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_tier_totals" (
	"tier" text PRIMARY KEY NOT NULL,
	"customers" integer NOT NULL,
	"spent_paisa" bigint NOT NULL
);
--> statement-breakpoint
-- adminCustomerTierFor (packages/shared): inactive whatever they spent; VIP above NRS 10,000;
-- Regular above NRS 5,000; Active otherwise.
CREATE FUNCTION "admin_customer_tier"("active" boolean, "spent_paisa" bigint) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN NOT "active" THEN 'Inactive' WHEN "spent_paisa" > 1000000 THEN 'VIP'
    WHEN "spent_paisa" > 500000 THEN 'Regular' ELSE 'Active' END $$;
--> statement-breakpoint
CREATE FUNCTION "customers_tier_delta"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF analytics_rollup_paused() THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO customer_tier_deltas (tier, customers, spent_paisa)
    VALUES (admin_customer_tier(OLD.is_active, OLD.total_spent_paisa), -1, -OLD.total_spent_paisa);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO customer_tier_deltas (tier, customers, spent_paisa)
    VALUES (admin_customer_tier(NEW.is_active, NEW.total_spent_paisa), 1, NEW.total_spent_paisa);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "customers_tier_insert_delete" AFTER INSERT OR DELETE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION "customers_tier_delta"();
--> statement-breakpoint
CREATE TRIGGER "customers_tier_update" AFTER UPDATE OF "is_active", "total_spent_paisa" ON "customers"
  FOR EACH ROW
  WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active"
    OR OLD."total_spent_paisa" IS DISTINCT FROM NEW."total_spent_paisa")
  EXECUTE FUNCTION "customers_tier_delta"();
--> statement-breakpoint
INSERT INTO "customer_tier_totals" ("tier", "customers", "spent_paisa")
SELECT admin_customer_tier("is_active", "total_spent_paisa"), count(*), sum("total_spent_paisa")
FROM "customers" GROUP BY 1;
