-- Each customer's number of orders, any status, for the back office's sort by it (decision 045):
-- a trigger on orders keeps it in the writing transaction. A bulk load that pauses the rollup's
-- triggers (`shop.analytics_rollup_paused = on`) pauses this one too and counts afterwards.
-- Writers wait while the column is filled, so none is missed.
LOCK TABLE "customers", "orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "order_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "customers" AS c SET "order_count" = placed.orders
FROM (
  SELECT "customer_id", count(*)::int AS orders FROM "orders"
  WHERE "customer_id" IS NOT NULL GROUP BY "customer_id"
) AS placed
WHERE c."id" = placed."customer_id";--> statement-breakpoint
CREATE FUNCTION "orders_customer_order_count"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF analytics_rollup_paused() THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."customer_id" IS NOT NULL THEN
    UPDATE "customers" SET "order_count" = "order_count" - 1 WHERE "id" = OLD."customer_id";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."customer_id" IS NOT NULL THEN
    UPDATE "customers" SET "order_count" = "order_count" + 1 WHERE "id" = NEW."customer_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_customer_order_count_insert_delete" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_customer_order_count"();--> statement-breakpoint
CREATE TRIGGER "orders_customer_order_count_update" AFTER UPDATE OF "customer_id" ON "orders"
  FOR EACH ROW WHEN (OLD."customer_id" IS DISTINCT FROM NEW."customer_id")
  EXECUTE FUNCTION "orders_customer_order_count"();--> statement-breakpoint
CREATE INDEX "customers_order_count_id_idx" ON "customers" USING btree ("order_count","id");
