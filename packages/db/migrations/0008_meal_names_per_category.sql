-- One meal of a name per category, whatever the letter case, as category names are. Meals
-- saved twice before this rule keep their place: the later ones get their id after the name,
-- and a further number should even that name be taken ("Burger (12)" already on the menu).
DO $$
DECLARE
  dup record;
  candidate text;
  attempt integer;
BEGIN
  FOR dup IN
    SELECT m."id", m."category_id", m."name" FROM "meals" AS m
    WHERE EXISTS (
      SELECT 1 FROM "meals" AS o
      WHERE o."category_id" = m."category_id" AND lower(o."name") = lower(m."name") AND o."id" < m."id"
    )
    ORDER BY m."id"
  LOOP
    candidate := dup."name" || ' (' || dup."id" || ')';
    attempt := 1;
    WHILE EXISTS (
      SELECT 1 FROM "meals" AS o
      WHERE o."category_id" = dup."category_id" AND lower(o."name") = lower(candidate) AND o."id" <> dup."id"
    ) LOOP
      attempt := attempt + 1;
      candidate := dup."name" || ' (' || dup."id" || '-' || attempt || ')';
    END LOOP;
    UPDATE "meals" SET "name" = candidate WHERE "id" = dup."id";
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "meals_category_name_unique" ON "meals" USING btree ("category_id",lower("name"));
