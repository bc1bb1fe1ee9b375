-- The back office's order search by name or email (decision 045): the text is looked up among
-- the names and emails orders were placed under, a row per customer rather than per order, so
-- a common surname or a whole email made of common trigrams reads thousands of rows, not a
-- million; their order counts are the search's total, and their orders are found by the email.
-- The id keeps its trigram index on orders. A trigger on orders keeps the table in the writing
-- transaction; a bulk load that pauses the rollup's triggers (`shop.analytics_rollup_paused =
-- on`) pauses it too and fills the table afterwards. Writers wait while it is filled.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "order_contacts" (
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_contacts_customer_email_customer_name_pk" PRIMARY KEY("customer_email","customer_name")
);
--> statement-breakpoint
INSERT INTO "order_contacts" ("customer_email", "customer_name", "orders")
SELECT "customer_email", "customer_name", count(*) FROM "orders" GROUP BY 1, 2;--> statement-breakpoint
-- The planner's figures for the search's first look-ups, before autovacuum comes by.
ANALYZE "order_contacts";--> statement-breakpoint
CREATE FUNCTION "orders_order_contacts"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF analytics_rollup_paused() THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_contacts" SET "orders" = "orders" - 1
    WHERE "customer_email" = OLD."customer_email" AND "customer_name" = OLD."customer_name";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "order_contacts" ("customer_email", "customer_name", "orders")
    VALUES (NEW."customer_email", NEW."customer_name", 1)
    ON CONFLICT ("customer_email", "customer_name")
    DO UPDATE SET "orders" = "order_contacts"."orders" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_order_contacts_insert_delete" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_order_contacts"();--> statement-breakpoint
CREATE TRIGGER "orders_order_contacts_update" AFTER UPDATE OF "customer_email", "customer_name" ON "orders"
  FOR EACH ROW
  WHEN (OLD."customer_email" IS DISTINCT FROM NEW."customer_email"
    OR OLD."customer_name" IS DISTINCT FROM NEW."customer_name")
  EXECUTE FUNCTION "orders_order_contacts"();--> statement-breakpoint
DROP INDEX "orders_customer_name_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_customer_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "order_contacts_name_trgm_idx" ON "order_contacts" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_contacts_email_trgm_idx" ON "order_contacts" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree ("customer_email");
