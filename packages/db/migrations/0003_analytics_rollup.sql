CREATE TABLE "customer_day_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_day_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"customers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_day_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"customers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_day_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "line_day_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"status" text NOT NULL,
	"meal_name" text NOT NULL,
	"category_name" text DEFAULT '' NOT NULL,
	"units" integer NOT NULL,
	"revenue_paisa" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_day_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"meal_name" text NOT NULL,
	"category_name" text DEFAULT '' NOT NULL,
	"units" integer NOT NULL,
	"revenue_paisa" bigint NOT NULL,
	CONSTRAINT "line_day_totals_day_status_meal_name_category_name_pk" PRIMARY KEY("day","status","meal_name","category_name")
);
--> statement-breakpoint
CREATE TABLE "order_day_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_day_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue_paisa" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue_paisa" bigint NOT NULL,
	CONSTRAINT "order_day_totals_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE INDEX "orders_delivered_created_total_idx" ON "orders" USING btree ("created_at","total_paisa") WHERE "orders"."status" = 'delivered';