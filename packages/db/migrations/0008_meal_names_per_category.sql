-- One meal of a name per category, whatever the letter case, as category names are. Meals
-- saved twice before this rule keep their place: the later ones get their id after the name.
UPDATE "meals" AS m SET "name" = m."name" || ' (' || m."id" || ')'
  WHERE EXISTS (
    SELECT 1 FROM "meals" AS o
    WHERE o."category_id" = m."category_id" AND lower(o."name") = lower(m."name") AND o."id" < m."id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "meals_category_name_unique" ON "meals" USING btree ("category_id",lower("name"));
