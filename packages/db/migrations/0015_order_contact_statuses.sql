-- The order search counted with a status (decision 045, third round): `order_contacts` keeps
-- each name and email's orders per status, so "Karki" with `status=delivered` adds up the
-- contacts' delivered orders instead of reading every match. The table is refilled from the
-- orders (writers wait meanwhile) and the trigger now follows a status change too.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
TRUNCATE "order_contacts";--> statement-breakpoint
ALTER TABLE "order_contacts" DROP CONSTRAINT "order_contacts_customer_email_customer_name_pk";--> statement-breakpoint
ALTER TABLE "order_contacts" ADD COLUMN "status" text NOT NULL;--> statement-breakpoint
ALTER TABLE "order_contacts" ADD CONSTRAINT "order_contacts_customer_email_customer_name_status_pk" PRIMARY KEY("customer_email","customer_name","status");--> statement-breakpoint
INSERT INTO "order_contacts" ("customer_email", "customer_name", "status", "orders")
SELECT "customer_email", "customer_name", "status", count(*) FROM "orders" GROUP BY 1, 2, 3;--> statement-breakpoint
ANALYZE "order_contacts";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_order_contacts"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF analytics_rollup_paused() THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_contacts" SET "orders" = "orders" - 1
    WHERE "customer_email" = OLD."customer_email" AND "customer_name" = OLD."customer_name"
      AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "order_contacts" ("customer_email", "customer_name", "status", "orders")
    VALUES (NEW."customer_email", NEW."customer_name", NEW."status", 1)
    ON CONFLICT ("customer_email", "customer_name", "status")
    DO UPDATE SET "orders" = "order_contacts"."orders" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "orders_order_contacts_update" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_order_contacts_update" AFTER UPDATE OF "customer_email", "customer_name", "status" ON "orders"
  FOR EACH ROW
  WHEN (OLD."customer_email" IS DISTINCT FROM NEW."customer_email"
    OR OLD."customer_name" IS DISTINCT FROM NEW."customer_name"
    OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "orders_order_contacts"();
