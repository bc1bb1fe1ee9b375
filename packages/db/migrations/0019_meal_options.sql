CREATE TABLE "meal_option_groups" (
	"meal_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "meal_option_groups_meal_id_group_id_pk" PRIMARY KEY("meal_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "option_choices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "option_choices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_paisa" bigint DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "option_choices_price_non_negative" CHECK ("option_choices"."price_paisa" >= 0)
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "option_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_choice_range" CHECK ("option_groups"."min_choices" >= 0 AND "option_groups"."max_choices" >= 1 AND "option_groups"."min_choices" <= "option_groups"."max_choices")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_option_groups" ADD CONSTRAINT "meal_option_groups_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_option_groups" ADD CONSTRAINT "meal_option_groups_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_option_groups_group_idx" ON "meal_option_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "option_choices_group_idx" ON "option_choices" USING btree ("group_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "option_groups_name_unique" ON "option_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE TRIGGER "option_groups_next_version" BEFORE UPDATE ON "option_groups"
  FOR EACH ROW EXECUTE FUNCTION next_record_version();
