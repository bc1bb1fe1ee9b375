CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"realm" text NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failures_realm_known" CHECK ("login_failures"."realm" IN ('customer', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "persistent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD COLUMN "persistent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("realm","account","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("realm","ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_idempotency_unique" ON "orders" USING btree ("customer_id","idempotency_key") WHERE "orders"."idempotency_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rating_range" CHECK ("orders"."rating" IS NULL OR "orders"."rating" BETWEEN 1 AND 5);