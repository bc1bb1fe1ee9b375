-- The customers list filtered by a location (and a tier) counted from the rollup (decision
-- 045): customers per place and admin tier, kept by deltas a trigger on customers appends in
-- the writing transaction, folded and rebuilt with the rest of the rollup. A place is keyed as
-- the filter compares it, `lower(trim(…))`, '' for none. Writers wait while the totals are
-- filled, so none is missed.
LOCK TABLE "customers" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "customer_place_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_place_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"tier" text NOT NULL,
	"customers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_place_totals" (
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"tier" text NOT NULL,
	"customers" integer NOT NULL,
	CONSTRAINT "customer_place_totals_city_state_country_tier_pk" PRIMARY KEY("city","state","country","tier")
);
--> statement-breakpoint
CREATE FUNCTION "customer_place_key"("place" text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(lower(trim("place")), '') $$;--> statement-breakpoint
CREATE FUNCTION "customers_place_delta"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF analytics_rollup_paused() THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO customer_place_deltas (city, state, country, tier, customers)
    VALUES (customer_place_key(OLD.city), customer_place_key(OLD.state),
      customer_place_key(OLD.country), admin_customer_tier(OLD.is_active, OLD.total_spent_paisa), -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO customer_place_deltas (city, state, country, tier, customers)
    VALUES (customer_place_key(NEW.city), customer_place_key(NEW.state),
      customer_place_key(NEW.country), admin_customer_tier(NEW.is_active, NEW.total_spent_paisa), 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_place_insert_delete" AFTER INSERT OR DELETE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION "customers_place_delta"();--> statement-breakpoint
-- Spending that stays within its tier (most deliveries) appends nothing.
CREATE TRIGGER "customers_place_update"
  AFTER UPDATE OF "city", "state", "country", "is_active", "total_spent_paisa" ON "customers"
  FOR EACH ROW
  WHEN (customer_place_key(OLD."city") <> customer_place_key(NEW."city")
    OR customer_place_key(OLD."state") <> customer_place_key(NEW."state")
    OR customer_place_key(OLD."country") <> customer_place_key(NEW."country")
    OR admin_customer_tier(OLD."is_active", OLD."total_spent_paisa")
      <> admin_customer_tier(NEW."is_active", NEW."total_spent_paisa"))
  EXECUTE FUNCTION "customers_place_delta"();--> statement-breakpoint
INSERT INTO "customer_place_totals" ("city", "state", "country", "tier", "customers")
SELECT customer_place_key("city"), customer_place_key("state"), customer_place_key("country"),
  admin_customer_tier("is_active", "total_spent_paisa"), count(*)
FROM "customers" GROUP BY 1, 2, 3, 4;
