CREATE TABLE "delivery_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"fee_paisa" bigint DEFAULT 0 NOT NULL,
	"minimum_order_paisa" bigint DEFAULT 0 NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"places" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_areas_fee_non_negative" CHECK ("delivery_areas"."fee_paisa" >= 0),
	CONSTRAINT "delivery_areas_minimum_non_negative" CHECK ("delivery_areas"."minimum_order_paisa" >= 0),
	CONSTRAINT "delivery_areas_extra_minutes_range" CHECK ("delivery_areas"."extra_minutes" BETWEEN 0 AND 240)
);
--> statement-breakpoint
CREATE TABLE "ordering_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"hours" jsonb NOT NULL,
	"later_orders" jsonb NOT NULL,
	"pause" jsonb,
	"hours_version" integer DEFAULT 1 NOT NULL,
	"later_orders_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ordering_settings_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "special_days" (
	"date" date PRIMARY KEY NOT NULL,
	"closed" boolean NOT NULL,
	"periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_is_subtotal_less_discount";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_area_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_area_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_paisa" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_areas_name_unique" ON "delivery_areas" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_area_id_delivery_areas_id_fk" FOREIGN KEY ("delivery_area_id") REFERENCES "public"."delivery_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_scheduled_for_idx" ON "orders" USING btree ("scheduled_for") WHERE "orders"."scheduled_for" IS NOT NULL AND "orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_delivery_area_idx" ON "orders" USING btree ("delivery_area_id") WHERE "orders"."delivery_area_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_subtotal_less_discount_plus_fee" CHECK ("orders"."total_paisa" = "orders"."subtotal_paisa" - "orders"."discount_paisa" + "orders"."delivery_fee_paisa");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_known" CHECK (fulfilment IN ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_non_negative" CHECK ("orders"."delivery_fee_paisa" >= 0);--> statement-breakpoint
-- A delivery area's form is checked for stale saves as meals and coupons are (migration 0007).
CREATE TRIGGER "delivery_areas_next_version" BEFORE UPDATE ON "delivery_areas"
  FOR EACH ROW EXECUTE FUNCTION next_record_version();
--> statement-breakpoint
-- Checkout no longer aborts its write by raising (decision 054).
DROP FUNCTION IF EXISTS "refuse_checkout"();
