ALTER TABLE "meals" ADD COLUMN "rating_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_rating_points_non_negative" CHECK ("meals"."rating_points" >= 0);--> statement-breakpoint
UPDATE "meals" SET "rating_points" = round("rating" * "review_count");
