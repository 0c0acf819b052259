-- Issue 44 (docs/decisions/073). Two data changes, no schema change.
-- 1. Long-haul rates in the stored delivery rates: a carrier's rate per loaded mile and minimum per truck type, the
--    depot-to-depot transfer, and a transit day's miles. A row the admin already saved keeps its other fields.
UPDATE "settings"
SET "value" = "value" || '{"longHaul":{"crane":{"perMileCents":550,"minimumCents":150000},"tilt-bed":{"perMileCents":350,"minimumCents":95000},"flatbed":{"perMileCents":300,"minimumCents":85000},"transfer":{"perMileCents":225,"minimumCents":60000},"milesPerDay":500}}'::jsonb
WHERE "key" = 'delivery-rates' AND NOT ("value" ? 'longHaul');
--> statement-breakpoint
-- 2. Delivery methods typed as free text ("Tilt-bed", "Flatbed truck", "CRANE") become the truck types the rates
--    know ("tilt-bed", "flatbed", "crane"). A product that already has the normalised method keeps its duplicate
--    row as it was (the unique key on product and method); reads match it case-insensitively anyway.
WITH "named" AS (
  SELECT "id", "product_id",
    CASE regexp_replace(regexp_replace(lower("method"), '\mtrucks?\M', '', 'g'), '[^a-z]', '', 'g')
      WHEN 'crane' THEN 'crane' WHEN 'tiltbed' THEN 'tilt-bed' WHEN 'flatbed' THEN 'flatbed' END AS "truck"
  FROM "delivery_options"
), "first" AS (
  SELECT DISTINCT ON ("n"."product_id", "n"."truck") "n"."id", "n"."truck"
  FROM "named" "n"
  JOIN "delivery_options" "o" ON "o"."id" = "n"."id"
  WHERE "n"."truck" IS NOT NULL AND "o"."method" <> "n"."truck"
    AND NOT EXISTS (SELECT 1 FROM "delivery_options" "x" WHERE "x"."product_id" = "n"."product_id" AND "x"."method" = "n"."truck")
  ORDER BY "n"."product_id", "n"."truck", "o"."position"
)
UPDATE "delivery_options" "d" SET "method" = "first"."truck" FROM "first" WHERE "d"."id" = "first"."id";
