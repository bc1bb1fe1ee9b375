CREATE TABLE "restaurant_details" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"address_lines" text[] NOT NULL,
	"phone" text NOT NULL,
	"pan_number" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_details_one_row" CHECK (id = 1)
);
